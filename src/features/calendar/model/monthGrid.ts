import { addDays, firstDayOfMonth, mondayFirstWeekday, monthOf, parseIsoDate, parseMonthKey, toIsoDate, type IsoDate, type MonthKey } from './dates.ts';

export type GridDay = {
  date: IsoDate;
  /** Day of the month, 1–31. */
  day: number;
  /** False for the days of the previous and next month that fill the first and last week. */
  inMonth: boolean;
  /** Saturday or Sunday. */
  weekend: boolean;
};

/**
 * The weeks of a month as shown on a Turkish wall calendar: Monday first,
 * whole weeks, padded with the neighbouring months' days (4 to 6 rows).
 */
export function monthGrid(key: MonthKey): GridDay[][] {
  const parsed = parseMonthKey(key);
  if (!parsed) throw new RangeError(`Not a month: ${key}`);
  const first = new Date(parsed.year, parsed.month - 1, 1);
  let day = addDays(toIsoDate(first), -mondayFirstWeekday(first));
  const weeks: GridDay[][] = [];
  do {
    const week: GridDay[] = [];
    for (let column = 0; column < 7; column += 1) {
      const date = parseIsoDate(day) as Date;
      week.push({ date: day, day: date.getDate(), inMonth: monthOf(day) === key, weekend: column >= 5 });
      day = addDays(day, 1);
    }
    weeks.push(week);
  } while (monthOf(day) === key);
  return weeks;
}

/** The first and last day shown by a month's grid. */
export function gridRange(key: MonthKey): { from: IsoDate; to: IsoDate } {
  const weeks = monthGrid(key);
  const lastWeek = weeks[weeks.length - 1] as GridDay[];
  return { from: (weeks[0] as GridDay[])[0]?.date ?? firstDayOfMonth(key), to: lastWeek[6]?.date ?? firstDayOfMonth(key) };
}
