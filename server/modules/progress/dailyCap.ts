import type { Database } from 'better-sqlite3';
import { PROGRESS_LIMITS } from '../../../src/shared/api/progress.ts';
import { DAY_MS } from '../../../src/shared/progress/mastery.ts';
import { turkeyDateOf } from '../../../src/shared/progress/schoolDays.ts';
import { countReceivedSince } from './eventRows.ts';

/**
 * Seconds until the user may post events again: 0 under the cap, else until midnight in Turkey, the
 * day every other progress figure counts in.
 */
export function dailyCapWait(db: Database, userId: number, now: number): number {
  const today = turkeyDateOf(new Date(now));
  if (today === null) throw new RangeError('Not a time: now');
  const dayStart = Date.parse(`${today}T00:00:00+03:00`);
  if (countReceivedSince(db, userId, new Date(dayStart).toISOString()) < PROGRESS_LIMITS.eventsPerDay) return 0;
  return Math.max(1, Math.ceil((dayStart + DAY_MS - now) / 1000));
}
