/**
 * What other modules may use of privacy: noting in the read log who opened a student's record
 * (`recordRead`, `recordReads`, `recordContactReads`).
 */

export { recordContactReads, recordRead, recordReads } from './readLog.ts';
