import { formatDate } from '@/shared/i18n/format.ts';

// Dates of the classroom as a Turkish teacher reads them, in the device's time zone.

/** "25 Kasım Salı 17:00" */
export const formatDueDate = (iso: string): string => formatDate(iso, 'weekdayDayMonthTime');

/** "25 Kas 17:00" for tables. */
export const formatShortDateTime = (iso: string): string => formatDate(iso, 'shortDayMonthTime');

/** "17:05" */
export const formatTime = (iso: string): string => formatDate(iso, 'time');

/** "25 Kasım 2026 Çarşamba" for a lesson date given as yyyy-mm-dd (read as a local day, never shifted by UTC). */
export function formatLessonDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return formatDate(new Date(year ?? 1970, (month ?? 1) - 1, date ?? 1), 'weekdayDayMonthYear');
}

/** Today on this device as yyyy-mm-dd. */
export function localDay(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A value for `<input type="datetime-local">` from an ISO time, in local time. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The ISO time of a `datetime-local` value (local time), or null when it is not a date. */
export function fromLocalInput(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [, year, month, day, hours, minutes] = match.map(Number);
  const date = new Date(year ?? 0, (month ?? 1) - 1, day ?? 1, hours ?? 0, minutes ?? 0);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** Default due time: the school day's end (17:00) a week from now. */
export function defaultDueAt(now: Date = new Date()): string {
  const due = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 7, 17, 0);
  return due.toISOString();
}
