import { addDays, parseIsoDate, type IsoDate } from '@/shared/progress/days.ts';
import { isKnownSchoolYear, schoolYearOf, type SchoolYear } from '@/shared/progress/schoolDays.ts';
import { schoolEntriesBetween, type SchoolCalendarContent, type SchoolEntry } from './schoolCalendar.ts';

export type SchoolYearOverview = {
  year: SchoolYear;
  from: IsoDate;
  to: IsoDate;
  /** Whether MEB's terms for the year are in the app: without them no break is shown as known. */
  known: boolean;
  /** Holidays, half days and breaks of the year (commemorations are school days, terms the frame). */
  national: SchoolEntry[];
};

/** The school year a day is in (1 September … 31 August) with the days the country closes schools. */
export function schoolYearOverview(content: SchoolCalendarContent, today: IsoDate): SchoolYearOverview | null {
  const year = schoolYearOf(today);
  if (year === null) return null;
  const from = `${year}-09-01`;
  const to = addDays(`${year + 1}-09-01`, -1);
  const national = schoolEntriesBetween(content, from, to).filter((entry) => entry.kind === 'holiday' || entry.kind === 'halfDay' || entry.kind === 'break');
  return { year, from, to, known: isKnownSchoolYear(year), national };
}

/** A span read by the calendar ("3 Aralık 2026" or "3–5 Aralık 2026"), both ends included. */
export function spanText(start: IsoDate, end: IsoDate, format: Intl.DateTimeFormat): string {
  const first = parseIsoDate(start);
  const last = parseIsoDate(end);
  if (!first || !last) return `${start} – ${end}`;
  return start === end ? format.format(first) : format.formatRange(first, last);
}
