import { parseIsoDate, type IsoDate } from '@/shared/progress/days.ts';

const LOCALE = 'tr-TR';
const dayMonth = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long' });
const dayMonthYear = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric' });

const dateOf = (iso: IsoDate): Date => {
  const date = parseIsoDate(iso);
  if (!date) throw new RangeError(`Not a date: ${iso}`);
  return date;
};

/** "3 Kasım" */
export const formatDayMonth = (iso: IsoDate): string => dayMonth.format(dateOf(iso));

/** "3–7 Kasım 2025", "27 Ekim – 2 Kasım 2025", "29 Aralık 2025 – 2 Ocak 2026" (a school week, Monday to Friday). */
export function formatWeekSpan(monday: IsoDate, friday: IsoDate): string {
  const start = dateOf(monday);
  const end = dateOf(friday);
  if (start.getFullYear() !== end.getFullYear()) return `${dayMonthYear.format(start)} – ${dayMonthYear.format(end)}`;
  if (start.getMonth() !== end.getMonth()) return `${dayMonth.format(start)} – ${dayMonthYear.format(end)}`;
  return `${start.getDate()}–${dayMonthYear.format(end)}`;
}

const savedAt = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Istanbul' });

/** "5 Kasım 14:32", in Turkey's time as the school reads it. */
export const formatSavedAt = (iso: string): string => savedAt.format(new Date(iso));
