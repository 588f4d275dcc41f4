import { formatDate } from '@/shared/i18n/format.ts';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const relative = new Intl.RelativeTimeFormat('tr-TR', { numeric: 'auto' });

/**
 * When a teacher last signed in, as a person would say it: minutes and hours ("5 dakika önce"), days up
 * to a month ("dün", "6 gün önce"), then the date. Null when they never have (the screen says so).
 */
export function lastSeenText(iso: string | null, now: number): string | null {
  if (iso === null) return null;
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return null;
  const ago = Math.max(0, now - at);
  if (ago < HOUR_MS) return relative.format(-Math.max(1, Math.round(ago / MINUTE_MS)), 'minute');
  if (ago < DAY_MS) return relative.format(-Math.round(ago / HOUR_MS), 'hour');
  if (ago < 30 * DAY_MS) return relative.format(-Math.round(ago / DAY_MS), 'day');
  return formatDate(at, 'dayMonthYear');
}
