/**
 * What other code may use of contact: the schema the contact form's body is validated with, for the
 * request contract check (server/contract/). Storing a submission stays in its route.
 */

export { contactSchema } from './submissions.ts';
