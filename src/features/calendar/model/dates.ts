import { addDays, parseIsoDate, toIsoDate, type IsoDate } from '@/shared/progress/days.ts';
import { parseMonthKey, type MonthKey } from './monthKey.ts';

/** Months are written "YYYY-MM"; days (shared with the progress rules and the server) as in shared/progress/days.ts. */
export { addDays, parseIsoDate, toIsoDate, type IsoDate };
export { parseMonthKey, type MonthKey };

const pad = (value: number): string => String(value).padStart(2, '0');

export const toMonthKey = (year: number, month: number): MonthKey => `${year}-${pad(month)}`;

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

export const isValidIsoDate = (iso: string): boolean => parseIsoDate(iso) !== null;

/** Minutes after midnight of "HH:mm", or null. */
export function parseTime(time: string): number | null {
  const match = TIME.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
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
