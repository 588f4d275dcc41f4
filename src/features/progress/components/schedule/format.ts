import { formatDate, TURKEY_TIME_ZONE } from '@/shared/i18n/format.ts';
import { parseIsoDate, type IsoDate } from '@/shared/progress/days.ts';

const dateOf = (iso: IsoDate): Date => {
  const date = parseIsoDate(iso);
  if (!date) throw new RangeError(`Not a date: ${iso}`);
  return date;
};

/** "3 Kasım" */
export const formatDayMonth = (iso: IsoDate): string => formatDate(dateOf(iso), 'dayMonth');

/** "3–7 Kasım 2025", "27 Ekim – 2 Kasım 2025", "29 Aralık 2025 – 2 Ocak 2026" (a school week, Monday to Friday). */
export function formatWeekSpan(monday: IsoDate, friday: IsoDate): string {
  const start = dateOf(monday);
  const end = dateOf(friday);
  if (start.getFullYear() !== end.getFullYear()) return `${formatDate(start, 'dayMonthYear')} – ${formatDate(end, 'dayMonthYear')}`;
  if (start.getMonth() !== end.getMonth()) return `${formatDate(start, 'dayMonth')} – ${formatDate(end, 'dayMonthYear')}`;
  return `${start.getDate()}–${formatDate(end, 'dayMonthYear')}`;
}

/** "5 Kasım 14:32", in Turkey's time as the school reads it. */
export const formatSavedAt = (iso: string): string => formatDate(iso, 'dayMonthTime', { timeZone: TURKEY_TIME_ZONE });
