import type { AnalyticsTerm } from '../api/schoolAnalytics.ts';
import { addDays, parseIsoDate, type IsoDate } from '../progress/days.ts';
import { schoolYearOf, type SchoolYear } from '../progress/schoolDays.ts';
import { SCHOOL_YEAR_DATES, type SchoolYearDates } from '../progress/schoolYearDates.ts';

/**
 * The periods the school's figures can be asked for: every term of the school calendar, each school
 * year it lists as a whole, and the school year of `today` even when the calendar does not list it yet
 * (a school keeps working in 2026/27 before its dates are added). Newest school year first; within a
 * year the whole year, then its terms in order.
 */
export function analyticsTerms(today: IsoDate, content: SchoolYearDates = SCHOOL_YEAR_DATES): AnalyticsTerm[] {
  const byYear = new Map<SchoolYear, AnalyticsTerm[]>();
  const terms = content.dated.filter((entry) => entry.kind === 'term').sort((a, b) => a.start.localeCompare(b.start));
  for (const term of terms) {
    const year = schoolYearOf(term.start);
    if (year === null) continue;
    const list = byYear.get(year) ?? [];
    byYear.set(year, list);
    list.push({ id: term.id, kind: 'term', school_year: year, number: list.length + 1, start: term.start, end: term.end });
  }
  const current = schoolYearOf(today);
  if (current !== null && !byYear.has(current)) byYear.set(current, []);
  return [...byYear.entries()].sort(([a], [b]) => b - a).flatMap(([year, list]) => [wholeYear(year, list), ...list]);
}

/**
 * A listed year runs from its first term's first day to its last term's last day; a year the calendar
 * does not list yet runs 1 September to 31 August, the bounds schoolYearOf gives every day.
 */
function wholeYear(year: SchoolYear, terms: readonly AnalyticsTerm[]): AnalyticsTerm {
  const first = terms[0];
  const last = terms.at(-1);
  const start = first ? first.start : `${year}-09-01`;
  const end = last ? last.end : addDays(`${year + 1}-09-01`, -1);
  return { id: `year-${year}`, kind: 'year', school_year: year, number: null, start, end };
}

/** The term `today` falls in, else (a break, the summer) its whole school year; what the screen opens on. */
export function currentTerm(today: IsoDate, content: SchoolYearDates = SCHOOL_YEAR_DATES): AnalyticsTerm {
  const year = schoolYearOf(today);
  const terms = analyticsTerms(today, content);
  const within = terms.find((term) => term.kind === 'term' && term.start <= today && today <= term.end);
  const whole = terms.find((term) => term.kind === 'year' && term.school_year === year);
  if (within) return within;
  // analyticsTerms always lists today's school year, so only a text that is no date gets here.
  if (!whole) throw new RangeError(`Not a date: ${today}`);
  return whole;
}

/** One of the periods by id, or undefined for any other text (the server answers 422). */
export const findTerm = (id: string, today: IsoDate, content: SchoolYearDates = SCHOOL_YEAR_DATES): AnalyticsTerm | undefined =>
  analyticsTerms(today, content).find((term) => term.id === id);

/** Whether a Turkey day lies in the period, both ends included. */
export const inTerm = (day: IsoDate | null, term: Pick<AnalyticsTerm, 'start' | 'end'>): boolean => day !== null && term.start <= day && day <= term.end;

/** The week (Monday–Sunday) a Turkey day is in: Turkey's weeks start on Monday, as ISO weeks do. */
export function weekOf(day: IsoDate): { start: IsoDate; end: IsoDate } {
  const date = parseIsoDate(day);
  if (!date) throw new RangeError(`Not a date: ${day}`);
  const start = addDays(day, -((date.getDay() + 6) % 7));
  return { start, end: addDays(start, 6) };
}
