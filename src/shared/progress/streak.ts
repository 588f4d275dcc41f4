import { addDays, parseIsoDate, type IsoDate } from './days.ts';
import { schoolCalendarOf, type SchoolCalendar } from './schoolDays.ts';

export type Streaks = {
  /** School days in the run that is still alive today. */
  current: number;
  /** School days in the longest run ever (never less than current). */
  longest: number;
};

/** What a streak asks of a calendar: why a day has no school (null when it has). */
export type StreakCalendar = Pick<SchoolCalendar, 'closedReason'>;

const NATIONAL_CALENDAR = schoolCalendarOf([]);

/**
 * Streaks counted in school days. The rule:
 * - A streak is a run of school days, each with activity, with no school day without activity
 *   in between. Its length is the number of those school days.
 * - Days without school (weekends, holidays, breaks, the summer, the school's own days off such as a
 *   snow day) are skipped: they never break a streak, and activity on them neither breaks nor
 *   counts. A child is never pushed to study on a bayram or a Saturday to keep a streak, and a
 *   holiday cannot pad the count.
 * - A weekday of a school year whose terms are not published yet may be a break nobody announced
 *   to the app: activity on it counts, a day without activity does not break the streak.
 * - The current streak is alive today while the last school day before today had activity: today
 *   adds one once there is activity today, and a school day without activity ends the streak only
 *   when it is over.
 * Dates are days in Turkey ("YYYY-MM-DD", see turkeyDateOf); invalid dates and dates after today
 * (a device clock ahead) are left out.
 */
export function streaksOf(activeDates: Iterable<IsoDate>, today: IsoDate, calendar: StreakCalendar = NATIONAL_CALENDAR): Streaks {
  if (!parseIsoDate(today)) throw new RangeError(`Not a date: ${today}`);
  const active = new Set<IsoDate>();
  for (const date of activeDates) if (date <= today && parseIsoDate(date)) active.add(date);
  if (active.size === 0) return { current: 0, longest: 0 };

  let earliest = today;
  for (const date of active) if (date < earliest) earliest = date;

  // One pass from the first activity to yesterday: `run` ends as the run alive at the last school
  // day before today (0 when that day had no activity).
  let run = 0;
  let longest = 0;
  for (let day = earliest; day < today; day = addDays(day, 1)) {
    const reason = calendar.closedReason(day);
    if (reason === 'unknown_year') {
      if (active.has(day)) run += 1;
    } else if (reason === null) {
      run = active.has(day) ? run + 1 : 0;
    }
    longest = Math.max(longest, run);
  }
  // Today cannot break the streak yet; it extends it once the student did something.
  const todayReason = calendar.closedReason(today);
  const counts = todayReason === null || todayReason === 'unknown_year';
  const current = counts && active.has(today) ? run + 1 : run;
  return { current, longest: Math.max(longest, current) };
}
