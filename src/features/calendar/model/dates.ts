import { parseMonthKey, type MonthKey } from './monthKey.ts';

/**
 * Calendar dates are local wall-clock days written as "YYYY-MM-DD" and months
 * as "YYYY-MM". Everything here builds Dates from year/month/day parts (never
 * `new Date("2026-03-20")`, which is UTC midnight and lands on the previous
 * day west of Greenwich), so a day never shifts by one.
 */
export type IsoDate = string;
export { parseMonthKey, type MonthKey } from './monthKey.ts';

const pad = (value: number): string => String(value).padStart(2, '0');

/** The local calendar day of an instant. */
export const toIsoDate = (date: Date): IsoDate => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

export const toMonthKey = (year: number, month: number): MonthKey => `${year}-${pad(month)}`;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Local midnight of a "YYYY-MM-DD" day, or null when it is not a real date (e.g. 2026-02-30). */
export function parseIsoDate(iso: string): Date | null {
  const match = ISO_DATE.exec(iso);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

export const isValidIsoDate = (iso: string): boolean => parseIsoDate(iso) !== null;


/** Minutes after midnight of "HH:mm", or null. */
export function parseTime(time: string): number | null {
  const match = TIME.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** The day `days` after (or before) a day; month and year ends roll over. */
export function addDays(iso: IsoDate, days: number): IsoDate {
  const date = parseIsoDate(iso);
  if (!date) throw new RangeError(`Not a date: ${iso}`);
  return toIsoDate(new Date(date.getFullYear(), date.getMonth(), date.getDate() + days));
}

export const monthOf = (iso: IsoDate): MonthKey => iso.slice(0, 7);

export function shiftMonth(key: MonthKey, months: number): MonthKey {
  const parsed = parseMonthKey(key);
  if (!parsed) throw new RangeError(`Not a month: ${key}`);
  const date = new Date(parsed.year, parsed.month - 1 + months, 1);
  return toMonthKey(date.getFullYear(), date.getMonth() + 1);
}

export const firstDayOfMonth = (key: MonthKey): IsoDate => `${key}-01`;

export function lastDayOfMonth(key: MonthKey): IsoDate {
  return addDays(firstDayOfMonth(shiftMonth(key, 1)), -1);
}

/** The local instant of a day at "HH:mm". */
export function localDateTime(iso: IsoDate, time: string): Date {
  const date = parseIsoDate(iso);
  const minutes = parseTime(time);
  if (!date || minutes === null) throw new RangeError(`Not a date and time: ${iso} ${time}`);
  return new Date(date.getFullYear(), date.getMonth(), date.getDate(), Math.floor(minutes / 60), minutes % 60);
}

/** Monday 0 … Sunday 6. */
export const mondayFirstWeekday = (date: Date): number => (date.getDay() + 6) % 7;
