import { PICTURE_CODE_LIMITS } from '../../../src/shared/api/classroom.ts';

// The school day in Türkiye's time: where a picture-code lock-out ends and a picture-code session stops.

const { timeZone, schoolDayStartHour, schoolDayEndHour, sessionHours, afterHoursSessionMinutes } = PICTURE_CODE_LIMITS;
const HOUR_MS = 60 * 60 * 1000;

const partsFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

type LocalDate = { year: number; month: number; day: number };

/** The wall-clock date and time of an instant in the school's zone. */
function localParts(ms: number): LocalDate & { hour: number; minute: number; second: number } {
  const parts = Object.fromEntries(partsFormat.formatToParts(ms).map((part) => [part.type, Number(part.value)]));
  return { year: parts.year ?? 0, month: parts.month ?? 1, day: parts.day ?? 1, hour: parts.hour ?? 0, minute: parts.minute ?? 0, second: parts.second ?? 0 };
}

/** How far the zone's wall clock is ahead of UTC at an instant (Türkiye keeps +3 all year, but the zone's rules decide). */
function offsetAt(ms: number): number {
  const local = localParts(ms);
  return Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second) - (ms - (ms % 1000));
}

/** The instant the zone's wall clock reads `hour`:00 on a date (days past the month's end roll over). */
function localInstant({ year, month, day }: LocalDate, hour: number): number {
  const asUtc = Date.UTC(year, month - 1, day, hour);
  const first = asUtc - offsetAt(asUtc);
  // Once more from the first guess, in case the offset there differs (a clock change in between).
  return asUtc - offsetAt(first);
}

/** The school day an instant belongs to, as its local date: a day runs from the morning's start hour to the next morning's. */
export function schoolDayOf(ms: number): string {
  const { year, month, day } = localParts(ms - schoolDayStartHour * HOUR_MS);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** When the next school day starts (the next morning's start hour, local time). */
export function nextSchoolDayStart(ms: number): number {
  const { year, month, day } = localParts(ms - schoolDayStartHour * HOUR_MS);
  return localInstant({ year, month, day: day + 1 }, schoolDayStartHour);
}

/**
 * When a picture-code session begun at `ms` ends: after `sessionHours`, and never past the end of
 * the school day (its local end hour). Begun outside school hours (a club in the evening, a test
 * run at night) it gets a short while only, so a code guessed at night opens nothing lasting.
 */
export function tabletSessionEnd(ms: number): number {
  const local = localParts(ms);
  const dayEnd = localInstant(local, schoolDayEndHour);
  if (ms < localInstant(local, schoolDayStartHour) || ms >= dayEnd) return ms + afterHoursSessionMinutes * 60 * 1000;
  return Math.min(ms + sessionHours * HOUR_MS, dayEnd);
}
