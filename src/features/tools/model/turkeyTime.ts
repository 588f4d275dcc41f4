import { formatDate, TURKEY_TIME_ZONE } from '@/shared/i18n/format.ts';
/** Every time a tool shows is Turkey's wall-clock time, whatever the device's zone. */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

const partsFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: TURKEY_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

function turkeyParts(date: Date) {
  const parts = Object.fromEntries(partsFormatter.formatToParts(date).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** How far Turkey's clock is ahead of UTC at this instant, in minutes (180 since 2016). */
export function turkeyOffsetMinutes(date: Date): number {
  const p = turkeyParts(date);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(date.getTime() / 1000) * 1000) / MINUTE_MS);
}

/** The calendar day in Turkey as "YYYY-MM-DD" (the value of a date input). */
export function turkeyDateKey(date: Date): string {
  const p = turkeyParts(date);
  return `${String(p.year).padStart(4, '0')}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** Midnight in Turkey at the start of a "YYYY-MM-DD" day, as an instant. */
export function startOfTurkeyDay(dateKey: string): Date {
  const [year = 1970, month = 1, day = 1] = dateKey.split('-').map(Number);
  const guess = Date.UTC(year, month - 1, day);
  return new Date(guess - turkeyOffsetMinutes(new Date(guess)) * MINUTE_MS);
}

/** An instant `hours` after the start of a Turkish day (e.g. 12.5 → 12:30 Turkey time). */
export const turkeyDayAt = (dateKey: string, hours: number): Date => new Date(startOfTurkeyDay(dateKey).getTime() + hours * HOUR_MS);

/** Hours since midnight, Turkey time, as a decimal (13:30 → 13.5). */
export function turkeyHourOfDay(date: Date): number {
  const p = turkeyParts(date);
  return p.hour + p.minute / 60 + p.second / 3600;
}

/** "21:11" */
export const formatTurkeyTime = (date: Date): string => formatDate(date, 'time', { timeZone: TURKEY_TIME_ZONE });
/** "12 Ağustos 2026" */
export const formatTurkeyDate = (date: Date): string => formatDate(date, 'dayMonthYear', { timeZone: TURKEY_TIME_ZONE });
/** "Çarşamba" */
export const formatTurkeyWeekday = (date: Date): string => formatDate(date, 'weekday', { timeZone: TURKEY_TIME_ZONE });

/** A decimal hour as a clock reading: 13.5 → "13:30". */
export function formatHour(hours: number): string {
  const totalMinutes = Math.round(hours * 60);
  const h = Math.floor(totalMinutes / 60) % 24;
  const m = totalMinutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}
