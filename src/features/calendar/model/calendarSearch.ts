import { parseMonthKey, type MonthKey } from './monthKey.ts';

const CALENDAR_VIEWS = ['month', 'agenda'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

/** The calendar's URL search: `?view=month|agenda&month=2026-03`; both may be left out. */
export type CalendarSearch = { view?: CalendarView; month?: MonthKey };

/** Keeps only a known view and a real month, so a hand-edited URL still opens the calendar. */
export function parseCalendarSearch(search: Record<string, unknown>): CalendarSearch {
  const view = CALENDAR_VIEWS.find((candidate) => candidate === search.view);
  const month = typeof search.month === 'string' && parseMonthKey(search.month) ? search.month : undefined;
  return { ...(view ? { view } : {}), ...(month ? { month } : {}) };
}
