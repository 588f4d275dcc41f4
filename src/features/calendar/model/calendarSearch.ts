import * as v from 'valibot';
import { definedOnly, optionalParam } from '@/shared/lib/searchParams.ts';
import { parseMonthKey } from './monthKey.ts';

export const CALENDAR_VIEWS = ['month', 'agenda'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

/** The calendar's URL search: `?view=month|agenda&month=2026-03`; both may be left out, anything else is dropped. */
export const calendarSearchSchema = v.pipe(
  v.object({
    view: optionalParam(v.picklist(CALENDAR_VIEWS)),
    month: optionalParam(v.pipe(v.string(), v.check((month) => parseMonthKey(month) !== null))),
  }),
  v.transform(definedOnly),
);

export type CalendarSearch = v.InferOutput<typeof calendarSearchSchema>;

export const parseCalendarSearch = (search: Record<string, unknown>): CalendarSearch => v.parse(calendarSearchSchema, search);
