import { DAY_MS } from '../../src/shared/progress/mastery.ts';
import { turkeyDateOf } from '../../src/shared/progress/schoolDays.ts';

/**
 * Seconds until a per-day cap lets the caller write again: 0 while under it, else until midnight in
 * Turkey (the day every progress figure counts in). `countSince` counts the caller's writes from the
 * given instant (the day's start, ISO).
 */
export function turkeyDayCapWait(now: number, cap: number, countSince: (dayStartIso: string) => number): number {
  const today = turkeyDateOf(new Date(now));
  if (today === null) throw new RangeError('Not a time: now');
  const dayStart = Date.parse(`${today}T00:00:00+03:00`);
  if (countSince(new Date(dayStart).toISOString()) < cap) return 0;
  return Math.max(1, Math.ceil((dayStart + DAY_MS - now) / 1000));
}
