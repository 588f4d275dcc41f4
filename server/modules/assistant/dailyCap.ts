import type { Database } from 'better-sqlite3';
import { ASSISTANT_LIMITS } from '../../../src/shared/api/assistant.ts';
import { DAY_MS } from '../../../src/shared/progress/mastery.ts';
import { turkeyDateOf } from '../../../src/shared/progress/schoolDays.ts';
import { countFlagsSince } from './flagRows.ts';

/**
 * Seconds until the student's devices may store flags again: 0 under the cap, else until midnight in
 * Turkey, the day the progress cap counts in too.
 */
export function flagCapWait(db: Database, studentId: number, now: number): number {
  const today = turkeyDateOf(new Date(now));
  if (today === null) throw new RangeError('Not a time: now');
  const dayStart = Date.parse(`${today}T00:00:00+03:00`);
  if (countFlagsSince(db, studentId, new Date(dayStart).toISOString()) < ASSISTANT_LIMITS.flagsPerDay) return 0;
  return Math.max(1, Math.ceil((dayStart + DAY_MS - now) / 1000));
}
