import type { Database } from 'better-sqlite3';
import { PROGRESS_LIMITS } from '../../../src/shared/api/progress.ts';
import { turkeyDayCapWait } from '../turkeyDayCap.ts';
import { countReceivedSince } from './eventRows.ts';

/** Seconds until the user may post events again: 0 under the cap, else until midnight in Turkey. */
export const dailyCapWait = (db: Database, userId: number, now: number): number =>
  turkeyDayCapWait(now, PROGRESS_LIMITS.eventsPerDay, (since) => countReceivedSince(db, userId, since));
