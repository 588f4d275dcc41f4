import { parseIsoDate, type IsoDate } from './days.ts';
import { SCHOOL_YEAR_DATES, type SchoolDates, type SchoolYearDates } from './schoolYearDates.ts';

/** A school year named by the year it starts in: 2025 is 2025/26. */
export type SchoolYear = number;

/**
 * MEB school years open in September (the second or third week every year), so a day belongs to the
 * school year that began in the latest September: 1 September … 31 August. The summer holiday after
 * a year's last term then belongs to that year, which the calendar knows, and is no school day.
 */
const FIRST_MONTH_OF_SCHOOL_YEAR = 9;

/** The school year a day belongs to, or null when it is not a real day. */
export function schoolYearOf(iso: IsoDate): SchoolYear | null {
  const date = parseIsoDate(iso);
  if (!date) return null;
  return date.getMonth() + 1 >= FIRST_MONTH_OF_SCHOOL_YEAR ? date.getFullYear() : date.getFullYear() - 1;
}

type SchoolDayIndex = {
  /** School years with at least one term in the content: only for these do terms decide. */
  knownYears: ReadonlySet<SchoolYear>;
  terms: readonly SchoolDates[];
  holidays: readonly SchoolDates[];
  breaks: readonly SchoolDates[];
  /** "MM-DD" of the holidays fixed by law → the first year observed (0 when always). */
  annualHolidays: ReadonlyMap<string, number>;
};

const covers = (entry: { start: IsoDate; end: IsoDate }, iso: IsoDate): boolean => entry.start <= iso && iso <= entry.end;
const pad = (value: number): string => String(value).padStart(2, '0');

// Streaks ask about every day between a student's first activity and today; the content never
// changes at run time, so its index is built once per content object.
const indexes = new WeakMap<SchoolYearDates, SchoolDayIndex>();

function indexOf(content: SchoolYearDates): SchoolDayIndex {
  const cached = indexes.get(content);
  if (cached) return cached;
  const terms = content.dated.filter((entry) => entry.kind === 'term');
  const knownYears = new Set<SchoolYear>();
  for (const term of terms) {
    const year = schoolYearOf(term.start);
    if (year !== null) knownYears.add(year);
  }
  // Half days (arife) have lessons in the morning and commemorations are ordinary school days,
  // so only holidays and breaks close the school.
  const holidays = content.dated.filter((entry) => entry.kind === 'holiday');
  const breaks = content.dated.filter((entry) => entry.kind === 'break');
  const annualHolidays = new Map<string, number>();
  for (const day of content.annual) {
    if (day.kind === 'holiday') annualHolidays.set(`${pad(day.month)}-${pad(day.day)}`, day.since ?? 0);
  }
  const index = { knownYears, terms, holidays, breaks, annualHolidays };
  indexes.set(content, index);
  return index;
}

/** Whether the content lists the terms of a school year (only then can its school days be told). */
export function isKnownSchoolYear(year: SchoolYear, content: SchoolYearDates = SCHOOL_YEAR_DATES): boolean {
  return indexOf(content).knownYears.has(year);
}

/**
 * Why the school is closed on a day, or null when it is open. `school_day_off` is the school's own
 * calendar (a snow day, a local holiday). `unknown_year` is a weekday of a school year whose terms
 * are not published yet: its breaks are not invented, so no one is asked to come to school (or
 * keep a streak) on a day that may be a break; weekends and holidays fixed by law or already
 * announced still give their own reason. A string that is not a real day belongs to no known year.
 */
export type ClosedReason = 'weekend' | 'holiday' | 'break' | 'school_day_off' | 'unknown_year';

/** A span of a school's own days off, both ends included. */
export type DaysOffSpan = { start: IsoDate; end: IsoDate };

/** How many days a span covers, both ends included (0 when a day is not real or the end is before the start). */
export function spanLength(span: DaysOffSpan): number {
  const start = parseIsoDate(span.start);
  const end = parseIsoDate(span.end);
  if (!start || !end || end < start) return 0;
  // Whole days by their dates, so a daylight-saving change (in a device zone that has one) is no day.
  const toDays = (date: Date) => Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / 86_400_000;
  return toDays(end) - toDays(start) + 1;
}

export function closedReasonOf(iso: IsoDate, daysOff: readonly DaysOffSpan[] = [], content: SchoolYearDates = SCHOOL_YEAR_DATES): ClosedReason | null {
  const date = parseIsoDate(iso);
  if (!date) return 'unknown_year';
  const weekday = date.getDay();
  if (weekday === 0 || weekday === 6) return 'weekend';

  const index = indexOf(content);
  const since = index.annualHolidays.get(iso.slice(5));
  if (since !== undefined && date.getFullYear() >= since) return 'holiday';
  if (index.holidays.some((entry) => covers(entry, iso))) return 'holiday';
  if (index.breaks.some((entry) => covers(entry, iso))) return 'break';
  if (daysOff.some((span) => covers(span, iso))) return 'school_day_off';

  const year = schoolYearOf(iso);
  if (year === null || !index.knownYears.has(year)) return 'unknown_year';
  // A known year: outside its terms is the summer holiday (or the days before the first term).
  return index.terms.some((term) => covers(term, iso)) ? null : 'break';
}

/** Why a day is known to be closed: every reason but 'unknown_year'. */
export type KnownClosedReason = Exclude<ClosedReason, 'unknown_year'>;

/**
 * The closure a day is known to have, or null when it may have lessons: a weekday of a year whose
 * terms are not published is open to the timetable and the register (the teacher knows the school is
 * open), while its weekends, holidays and the school's own days off stay closed.
 */
export const knownClosedReason = (reason: ClosedReason | null): KnownClosedReason | null => (reason === 'unknown_year' ? null : reason);

/**
 * Whether a day may have lessons by the national calendar alone: Monday–Friday, not a holiday, not
 * a break, and inside a term when the year's terms are known. A weekday of a year whose terms are
 * not published yet counts (the timetable still runs, and the demo's seeded days need some): only
 * closedReasonOf tells such a day apart ('unknown_year'), for the callers that must not guess.
 */
export function isSchoolDay(iso: IsoDate, content: SchoolYearDates = SCHOOL_YEAR_DATES): boolean {
  if (!parseIsoDate(iso)) return false;
  return knownClosedReason(closedReasonOf(iso, [], content)) === null;
}

/** One school's calendar: the national one plus the school's own days off. */
export type SchoolCalendar = {
  isOpen(iso: IsoDate): boolean;
  closedReason(iso: IsoDate): ClosedReason | null;
};

export function schoolCalendarOf(daysOff: readonly DaysOffSpan[], content: SchoolYearDates = SCHOOL_YEAR_DATES): SchoolCalendar {
  const spans = [...daysOff];
  const closedReason = (iso: IsoDate): ClosedReason | null => closedReasonOf(iso, spans, content);
  return { closedReason, isOpen: (iso) => closedReason(iso) === null };
}

/** Turkey has kept UTC+3 all year since 2016: its wall clock is a fixed offset from UTC. */
export const TURKEY_OFFSET_MS = 3 * 60 * 60 * 1000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * The day in Turkey of an instant. Turkey has kept UTC+3 all year since 2016, so a fixed offset
 * gives the same answer on every device whatever its own time zone. A string must carry its offset
 * (or Z): "2025-11-07T10:00" alone would be read in the device's zone. A bare day is taken as given.
 * Null when it is not a time.
 */
export function turkeyDateOf(at: string | Date): IsoDate | null {
  if (typeof at === 'string' && DATE_ONLY.test(at)) return parseIsoDate(at) ? at : null;
  if (typeof at === 'string' && !INSTANT.test(at)) return null;
  const ms = typeof at === 'string' ? Date.parse(at) : at.getTime();
  if (!Number.isFinite(ms)) return null;
  return new Date(ms + TURKEY_OFFSET_MS).toISOString().slice(0, 10);
}
