import { parseIsoDate, parseMonthKey, type IsoDate, type MonthKey } from './dates.ts';

const LOCALE = 'tr-TR';
const fullDate = new Intl.DateTimeFormat(LOCALE, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const dayMonth = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long' });
const shortDay = new Intl.DateTimeFormat(LOCALE, { weekday: 'short', day: 'numeric', month: 'short' });
const monthYear = new Intl.DateTimeFormat(LOCALE, { month: 'long', year: 'numeric' });
const weekdayLong = new Intl.DateTimeFormat(LOCALE, { weekday: 'long' });
const weekdayShort = new Intl.DateTimeFormat(LOCALE, { weekday: 'short' });

const dateOf = (iso: IsoDate): Date => {
  const date = parseIsoDate(iso);
  if (!date) throw new RangeError(`Not a date: ${iso}`);
  return date;
};

/** "20 Mart 2026 Cuma" */
export const formatFullDate = (iso: IsoDate): string => fullDate.format(dateOf(iso));

/** "20 Mart" */
export const formatDayMonth = (iso: IsoDate): string => dayMonth.format(dateOf(iso));

/** "20 Mar Cum" */
export const formatShortDay = (iso: IsoDate): string => shortDay.format(dateOf(iso));

/** "Mart 2026" */
export function formatMonth(key: MonthKey): string {
  const parsed = parseMonthKey(key);
  if (!parsed) throw new RangeError(`Not a month: ${key}`);
  return monthYear.format(new Date(parsed.year, parsed.month - 1, 1));
}

/** "20–22 Mart" for a span of days, "20 Mart" for one day, "30 Ekim – 2 Kasım" across months. */
export function formatDaySpan(start: IsoDate, end: IsoDate): string {
  if (start === end) return formatDayMonth(start);
  if (start.slice(0, 7) === end.slice(0, 7)) return `${dateOf(start).getDate()}–${formatDayMonth(end)}`;
  return `${formatDayMonth(start)} – ${formatDayMonth(end)}`;
}

// 1 January 2024 was a Monday: the seven days from it give the names in Turkish week order.
const MONDAY = new Date(2024, 0, 1);
const weekdays = (format: Intl.DateTimeFormat): string[] =>
  Array.from({ length: 7 }, (_, index) => format.format(new Date(MONDAY.getFullYear(), MONDAY.getMonth(), MONDAY.getDate() + index)));

/** "Pazartesi" … "Pazar" */
export const weekdayNames = (): string[] => weekdays(weekdayLong);

/** "Pzt" … "Paz" */
export const weekdayShortNames = (): string[] => weekdays(weekdayShort);

const monthName = new Intl.DateTimeFormat(LOCALE, { month: 'long' });

/** "Mart – Mayıs 2026", or "Aralık 2025 – Şubat 2026" across a year end. */
export function formatMonthRange(first: MonthKey, last: MonthKey): string {
  if (first === last) return formatMonth(first);
  const start = parseMonthKey(first);
  if (!start) throw new RangeError(`Not a month: ${first}`);
  const startText = first.slice(0, 4) === last.slice(0, 4) ? monthName.format(new Date(start.year, start.month - 1, 1)) : formatMonth(first);
  return `${startText} – ${formatMonth(last)}`;
}
