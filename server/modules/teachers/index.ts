/**
 * What other code may use of teachers: the schemas its request bodies are validated with, for the
 * request contract check (server/contract/). Listing, invites, passwords and class moves stay in its routes.
 */

export { inviteSchema, moveClassSchema } from './schemas.ts';
