import { madeOnFirstUse } from '../lib/lazy.ts';

// Made when first needed (most public pages show no time, and long dates are written without Intl
// unless the date is one Intl must refuse): the first formatter a page builds is the costly one.
const longDate = madeOnFirstUse(() => new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', year: 'numeric' }));
const dayTime = madeOnFirstUse(() => new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' }));

/** The Intl options the app uses; a small set keeps the cache keys few and stable. */
export type NumberFormatOptions = {
  style?: 'decimal' | 'percent';
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
  maximumSignificantDigits?: number;
};

// Building an Intl.NumberFormat is costly and sliders re-render on every frame, so one per options set.
const numberFormats = new Map<string, Intl.NumberFormat>();

/** The shared tr-TR number formatter for these options (created once, then reused). */
export function numberFormat(options: NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${options.style ?? ''}|${options.minimumFractionDigits ?? ''}|${options.maximumFractionDigits ?? ''}|${options.maximumSignificantDigits ?? ''}`;
  let formatter = numberFormats.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat('tr-TR', options);
    numberFormats.set(key, formatter);
  }
  return formatter;
}

/**
 * tr-TR's month names, as Intl writes them: the blog shows a date on every card, and the first Intl
 * formatter a page builds loads the locale's data, the longest single step of drawing the list.
 */
const MONTHS = ['Ocak', 'Şubat', 'Mart', 'Nisan', 'Mayıs', 'Haziran', 'Temmuz', 'Ağustos', 'Eylül', 'Ekim', 'Kasım', 'Aralık'];

/** "1 Haziran 2025" */
export function formatLongDate(date: Date | string): string {
  const day = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(day.getTime()) || day.getFullYear() < 1000) return longDate().format(day);
  return `${day.getDate()} ${MONTHS[day.getMonth()]} ${day.getFullYear()}`;
}

/** "24 Kasım 14:30": when something this school year happened, to the minute. */
export const formatDayTime = (date: Date | string | number): string => dayTime().format(typeof date === 'string' ? new Date(date) : date);

/**
 * A whole number as tr-TR writes it ("22.900.000"), without Intl: the first Intl.NumberFormat a page
 * builds loads the locale's number data, the longest single step of drawing the blog list on a tablet.
 */
function formatWholeNumber(value: number): string {
  const digits = Math.abs(value).toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return value < 0 ? `-${digits}` : digits;
}

/** "22.900.000", "12,5" — Turkish digit grouping and decimal comma (Intl's default: at most 3 decimals). */
export const formatNumber = (value: number, options?: NumberFormatOptions): string =>
  !options && Number.isSafeInteger(value) ? formatWholeNumber(value) : numberFormat(options).format(value);

/**
 * A number with at most `digits` decimals, rounded from its binary value first
 * (as Number#toFixed does, so 1.45 shows as "1,4" where Intl alone writes "1,5"),
 * and never "-0" for tiny negatives, which reads as a mistake on a classroom screen.
 */
export function formatRounded(value: number, digits = 1): string {
  const rounded = Number(value.toFixed(digits));
  return formatNumber(rounded === 0 ? 0 : rounded, { maximumFractionDigits: digits });
}

/** "%57" — Turkish puts the percent sign first; whole percents unless told otherwise. */
export const formatPercent = (fraction: number, maximumFractionDigits = 0): string =>
  formatNumber(fraction, { style: 'percent', maximumFractionDigits });
