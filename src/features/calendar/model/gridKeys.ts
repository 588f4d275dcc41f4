import { addDays, lastDayOfMonth, mondayFirstWeekday, monthOf, parseIsoDate, shiftMonth, type IsoDate } from './dates.ts';

/**
 * The day a key moves to in the month grid (the WAI-ARIA grid pattern):
 * arrows by a day or a week, Home/End to the week's ends, Page Up/Down by a
 * month (the 31st becomes the month's last day). Null for other keys.
 */
export function dayForKey(date: IsoDate, key: string): IsoDate | null {
  const day = parseIsoDate(date);
  if (!day) return null;
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return addDays(date, -mondayFirstWeekday(day));
    case 'End':
      return addDays(date, 6 - mondayFirstWeekday(day));
    case 'PageUp':
    case 'PageDown': {
      const month = shiftMonth(monthOf(date), key === 'PageUp' ? -1 : 1);
      const last = lastDayOfMonth(month);
      const wanted = `${month}-${date.slice(8)}`;
      return wanted > last ? last : wanted;
    }
    default:
      return null;
  }
}
