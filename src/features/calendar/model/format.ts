import { formatDate, type DateStyle } from '@/shared/i18n/format.ts';
import { parseIsoDate, parseMonthKey, type IsoDate, type MonthKey } from './dates.ts';

const dateOf = (iso: IsoDate): Date => {
  const date = parseIsoDate(iso);
  if (!date) throw new RangeError(`Not a date: ${iso}`);
  return date;
};

/** "20 Mart 2026 Cuma" */
export const formatFullDate = (iso: IsoDate): string => formatDate(dateOf(iso), 'weekdayDayMonthYear');

/** "20 Mart" */
const formatDayMonth = (iso: IsoDate): string => formatDate(dateOf(iso), 'dayMonth');

/** "20 Mar Cum" */
export const formatShortDay = (iso: IsoDate): string => formatDate(dateOf(iso), 'shortDay');

/** "Mart 2026" */
export function formatMonth(key: MonthKey): string {
  const parsed = parseMonthKey(key);
  if (!parsed) throw new RangeError(`Not a month: ${key}`);
  return formatDate(new Date(parsed.year, parsed.month - 1, 1), 'monthYear');
}

/** "20–22 Mart" for a span of days, "20 Mart" for one day, "30 Ekim – 2 Kasım" across months. */
export function formatDaySpan(start: IsoDate, end: IsoDate): string {
  if (start === end) return formatDayMonth(start);
  if (start.slice(0, 7) === end.slice(0, 7)) return `${dateOf(start).getDate()}–${formatDayMonth(end)}`;
  return `${formatDayMonth(start)} – ${formatDayMonth(end)}`;
}

// 1 January 2024 was a Monday: the seven days from it give the names in Turkish week order.
const MONDAY = new Date(2024, 0, 1);
const weekdays = (style: DateStyle): string[] =>
  Array.from({ length: 7 }, (_, index) => formatDate(new Date(MONDAY.getFullYear(), MONDAY.getMonth(), MONDAY.getDate() + index), style));

/** "Pazartesi" … "Pazar" */
export const weekdayNames = (): string[] => weekdays('weekday');

/** "Pzt" … "Paz" */
export const weekdayShortNames = (): string[] => weekdays('weekdayShort');

/** "Mart – Mayıs 2026", or "Aralık 2025 – Şubat 2026" across a year end. */
export function formatMonthRange(first: MonthKey, last: MonthKey): string {
  if (first === last) return formatMonth(first);
  const start = parseMonthKey(first);
  if (!start) throw new RangeError(`Not a month: ${first}`);
  const startText = first.slice(0, 4) === last.slice(0, 4) ? formatDate(new Date(start.year, start.month - 1, 1), 'month') : formatMonth(first);
  return `${startText} – ${formatMonth(last)}`;
}
