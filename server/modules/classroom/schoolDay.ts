import { PICTURE_CODE_LIMITS } from '../../../src/shared/api/classroom.ts';
import { DAY_MS } from '../../../src/shared/progress/mastery.ts';
import { TURKEY_OFFSET_MS } from '../../../src/shared/progress/schoolDays.ts';

// The school day in Türkiye's time: where a picture-code lock-out ends and a picture-code session stops.
// The same fixed UTC+3 the progress rules count their days in, so "today" means one thing everywhere.

const { schoolDayStartHour, schoolDayEndHour, sessionHours, afterHoursSessionMinutes } = PICTURE_CODE_LIMITS;
const HOUR_MS = 60 * 60 * 1000;
const START_MS = schoolDayStartHour * HOUR_MS;

/** The instant Türkiye's calendar day of `ms` began (local midnight). */
function localMidnight(ms: number): number {
  const local = ms + TURKEY_OFFSET_MS;
  return local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - TURKEY_OFFSET_MS;
}

/** The school day an instant belongs to, as its local date: a day runs from the morning's start hour to the next morning's. */
export function schoolDayOf(ms: number): string {
  return new Date(ms - START_MS + TURKEY_OFFSET_MS).toISOString().slice(0, 10);
}

/** When the next school day starts (the next morning's start hour, local time). */
export function nextSchoolDayStart(ms: number): number {
  return localMidnight(ms - START_MS) + DAY_MS + START_MS;
}

/**
 * When a picture-code session begun at `ms` ends: after `sessionHours`, and never past the end of
 * the school day (its local end hour). Begun outside school hours (a club in the evening, a test
 * run at night) it gets a short while only, so a code guessed at night opens nothing lasting.
 */
export function tabletSessionEnd(ms: number): number {
  const midnight = localMidnight(ms);
  const dayEnd = midnight + schoolDayEndHour * HOUR_MS;
  if (ms < midnight + START_MS || ms >= dayEnd) return ms + afterHoursSessionMinutes * 60 * 1000;
  return Math.min(ms + sessionHours * HOUR_MS, dayEnd);
}
