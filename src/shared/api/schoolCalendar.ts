import type { ApiEnvelope } from './contract.ts';

/** Why a school closes on its own (migration 17's school_days_off.kind): a break, a local holiday, snow, anything else. */
export const SCHOOL_DAY_OFF_KINDS = ['break', 'holiday', 'snow', 'other'] as const;
export type SchoolDayOffKind = (typeof SCHOOL_DAY_OFF_KINDS)[number];

/** One span of a school's own days off, both ends included ("YYYY-MM-DD"). */
export type SchoolDayOff = { start: string; end: string; kind: SchoolDayOffKind; label: string };

/**
 * The bounds of a PUT: a school keeps at most a few years of days off, a label names the day
 * ("Kar tatili"), and no span is longer than a term's break. Days are between the years the app
 * can hold a school year for.
 */
export const SCHOOL_CALENDAR_LIMITS = {
  maxEntries: 200,
  maxLabel: 80,
  maxSpanDays: 120,
  firstDay: '2020-01-01',
  lastDay: '2099-12-31',
} as const;

/**
 * The school's own days off only: the national and religious days are the shared rules
 * (src/shared/progress/schoolYearDates.ts), which the app computes itself for any year.
 */
export type SchoolCalendarResponse = ApiEnvelope & {
  school: { id: number; display_name: string };
  days_off: SchoolDayOff[];
  /** Only the school's administrator writes the list; its teachers read it. */
  can_edit: boolean;
};

/** The whole list replaces the stored one. */
export type SchoolCalendarUpdate = { days_off: SchoolDayOff[] };

export const SCHOOL_CALENDAR_PATHS = {
  /** The caller's own school's calendar (staff), which names the school's id for a PUT. */
  mine: '/api/schools/mine/calendar/',
  calendar: (schoolId: number) => `/api/schools/${schoolId}/calendar/`,
} as const;
