/**
 * What other code may use of the assistant: the schemas its request bodies are validated with, for the
 * request contract check (server/contract/). Its settings, caps and flagged questions stay in its routes.
 */

export { classLimitSchema, flagSchema, schoolSettingSchema } from './schemas.ts';
