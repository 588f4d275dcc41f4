/**
 * The date styles the app writes, named for what they print (a tr-TR example of each, for 24 November
 * 2026 at 14:30, a Tuesday). One small set instead of a formatter per screen: the same date reads the
 * same everywhere, and each style's Intl formatter is built once, on first use.
 */
const DATE_STYLES = {
  /** "24 Kasım" */
  dayMonth: { day: 'numeric', month: 'long' },
  /** "24 Kasım 2026" */
  dayMonthYear: { day: 'numeric', month: 'long', year: 'numeric' },
  /** "24 Kasım 2026 Salı" */
  weekdayDayMonthYear: { day: 'numeric', month: 'long', year: 'numeric', weekday: 'long' },
  /** "24 Kasım 14:30" */
  dayMonthTime: { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' },
  /** "24 Kasım 2026 14:30" */
  dayMonthYearTime: { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' },
  /** "24 Kasım Salı 14:30" */
  weekdayDayMonthTime: { day: 'numeric', month: 'long', weekday: 'long', hour: '2-digit', minute: '2-digit' },
  /** "24 Kasım 2026 Salı 14:30" */
  weekdayDayMonthYearTime: { day: 'numeric', month: 'long', year: 'numeric', weekday: 'long', hour: '2-digit', minute: '2-digit' },
  /** "24 Kas 14:30": for tables, where a long month name takes too much room. */
  shortDayMonthTime: { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' },
  /** "24 Kas Sal": a day of the calendar's small grid. */
  shortDay: { weekday: 'short', day: 'numeric', month: 'short' },
  /** "24 Sal": a column head of a month's table. */
  dayShortWeekday: { day: 'numeric', weekday: 'short' },
  /** "14:30" */
  time: { hour: '2-digit', minute: '2-digit' },
  /** "Kasım 2026" */
  monthYear: { month: 'long', year: 'numeric' },
  /** "Kasım" */
  month: { month: 'long' },
  /** "Salı" */
  weekday: { weekday: 'long' },
  /** "Sal" */
  weekdayShort: { weekday: 'short' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof DATE_STYLES;

/** Turkey's clock, the one a school reads its times on whatever the device's zone. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- an IANA time-zone id, not text
export const TURKEY_TIME_ZONE = 'Europe/Istanbul';

/**
 * The zones the app writes dates in, besides the device's own: UTC for days kept as UTC midnights (so
 * no zone shifts them to the day before), Turkey's for times the school reads on its own clock.
 */
export type DateTimeZone = 'UTC' | typeof TURKEY_TIME_ZONE;

// Made when first needed, one per style and zone: building an Intl formatter is costly on a tablet (the
// first one a page builds loads the locale's data), and most public pages show no date at all.
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The shared tr-TR formatter of a style (created on first use, then reused), for the callers that need
 * formatToParts or formatRange; without a zone it writes the device's time, as Intl does.
 */
export function dateFormat(style: DateStyle, timeZone?: DateTimeZone): Intl.DateTimeFormat {
  const key = `${style}|${timeZone ?? ''}`;
  let formatter = dateFormats.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('tr-TR', timeZone ? { ...DATE_STYLES[style], timeZone } : DATE_STYLES[style]);
    dateFormats.set(key, formatter);
  }
  return formatter;
}

/** A date in one of the app's styles: `formatDate(at, 'dayMonthTime', { timeZone: 'Europe/Istanbul' })` → "24 Kasım 14:30". */
export const formatDate = (date: Date | string | number, style: DateStyle, { timeZone }: { timeZone?: DateTimeZone } = {}): string =>
  dateFormat(style, timeZone).format(typeof date === 'string' ? new Date(date) : date);

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

/** "1 Haziran 2025": the dayMonthYear style, written without Intl whenever Intl would agree. */
export function formatLongDate(date: Date | string): string {
  const day = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(day.getTime()) || day.getFullYear() < 1000) return dateFormat('dayMonthYear').format(day);
  return `${day.getDate()} ${MONTHS[day.getMonth()]} ${day.getFullYear()}`;
}

/** "24 Kasım 14:30": when something this school year happened, to the minute. */
export const formatDayTime = (date: Date | string | number): string => formatDate(date, 'dayMonthTime');

/**
 * A whole number as tr-TR writes it ("22.900.000"), without Intl: the first Intl.NumberFormat a page
 * builds loads the locale's number data, the longest single step of drawing the blog list on a tablet.
 */
function formatWholeNumber(value: number): string {
  const digits = Math.abs(value)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
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
export const formatPercent = (fraction: number, maximumFractionDigits = 0): string => formatNumber(fraction, { style: 'percent', maximumFractionDigits });
