/**
 * Days are local wall-clock days written "YYYY-MM-DD". Dates are built from year/month/day parts
 * (never `new Date("2026-03-20")`, which is UTC midnight and lands on the previous day west of
 * Greenwich), so a day never shifts by one. Shared by the calendar, the progress rules and the server.
 */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (value: number): string => String(value).padStart(2, '0');

/** The local calendar day of an instant. */
export const toIsoDate = (date: Date): IsoDate => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** Local midnight of a "YYYY-MM-DD" day, or null when it is not a real date (e.g. 2026-02-30). */
export function parseIsoDate(iso: string): Date | null {
  const match = ISO_DATE.exec(iso);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** The day `days` after (or before) a day; month and year ends roll over. */
export function addDays(iso: IsoDate, days: number): IsoDate {
  const date = parseIsoDate(iso);
  if (!date) throw new RangeError(`Not a date: ${iso}`);
  return toIsoDate(new Date(date.getFullYear(), date.getMonth(), date.getDate() + days));
}
