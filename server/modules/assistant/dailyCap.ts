import type { Database } from 'better-sqlite3';
import { ASSISTANT_LIMITS } from '../../../src/shared/api/assistant.ts';
import { turkeyDayCapWait } from '../turkeyDayCap.ts';
import { countFlagsSince } from './flagRows.ts';

/** Seconds until the student's devices may store flags again: 0 under the cap, else until midnight in Turkey. */
export const flagCapWait = (db: Database, studentId: number, now: number): number =>
  turkeyDayCapWait(now, ASSISTANT_LIMITS.flagsPerDay, (since) => countFlagsSince(db, studentId, since));
