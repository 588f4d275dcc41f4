/**
 * The dates anyone may send: a day that exists in the calendar (no 30 February rolling over into
 * March) of a year the school could mean. Years outside 2000–2100 are typing slips (0001, 9999) that
 * would sort before or after every real date and never come due; both ends are inclusive.
 */
export const ACCEPTED_YEARS = { min: 2000, max: 2100 } as const;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Hours 00–23 (no "24:00", which reads as the next day), minutes and seconds 00–59, an offset or Z. */
const INSTANT = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,6})?)?(Z|[+-](0\d|1[0-4]):[0-5]\d)$/;

/** A "yyyy-mm-dd" day that exists, in the accepted years. */
export function isAcceptedDay(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < ACCEPTED_YEARS.min || year > ACCEPTED_YEARS.max) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** An ISO moment with its offset whose written day exists and falls in the accepted years. */
export function isAcceptedInstant(text: string): boolean {
  const match = INSTANT.exec(text);
  return match !== null && isAcceptedDay(match[1] ?? '') && !Number.isNaN(Date.parse(text));
}
