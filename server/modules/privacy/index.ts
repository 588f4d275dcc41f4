/**
 * What other modules may use of privacy: noting in the read log who opened a student's record
 * (`recordRead`, `recordReads`, `recordContactReads`). The erasure's body schema is here for the request
 * contract check (server/contract/).
 */

export { eraseSchema } from './eraseSchema.ts';
export { recordContactReads, recordRead, recordReads } from './readLog.ts';
