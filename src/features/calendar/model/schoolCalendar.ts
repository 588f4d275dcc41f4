import type { MessageDescriptor } from '@lingui/core';
import type { AnnualDates, SchoolDates, SchoolEntryKind } from '@/shared/progress/schoolYearDates.ts';
import { parseIsoDate, toMonthKey, type IsoDate } from './dates.ts';

export type { SchoolEntryKind };

/** One item of the school year with its name: start and end are both included. */
export type SchoolEntry = SchoolDates & { title: MessageDescriptor };

/** A day fixed by law, the same every year (e.g. 29 Ekim), with its name. */
type AnnualDay = AnnualDates & { title: MessageDescriptor };

export type SchoolCalendarContent = {
  /** Entries with their own dates (terms, breaks, moving religious holidays). */
  dated: readonly SchoolEntry[];
  annual: readonly AnnualDay[];
};

const KIND_ORDER: Record<SchoolEntryKind, number> = { holiday: 0, halfDay: 1, commemoration: 2, break: 3, term: 4 };

/** Start, then holidays before commemorations before periods, then id. */
export function compareSchoolEntries(a: SchoolEntry, b: SchoolEntry): number {
  return a.start.localeCompare(b.start) || KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.id.localeCompare(b.id);
}

const overlaps = (entry: SchoolEntry, from: IsoDate, to: IsoDate): boolean => entry.start <= to && entry.end >= from;

/** Every entry touching the days from–to (both included), annual days expanded for each year in between. */
export function schoolEntriesBetween(content: SchoolCalendarContent, from: IsoDate, to: IsoDate): SchoolEntry[] {
  const first = parseIsoDate(from)?.getFullYear();
  const last = parseIsoDate(to)?.getFullYear();
  if (first === undefined || last === undefined) return [];
  const annual: SchoolEntry[] = [];
  for (let year = first; year <= last; year += 1) {
    for (const day of content.annual) {
      if (day.since !== undefined && year < day.since) continue;
      const date = `${toMonthKey(year, day.month)}-${String(day.day).padStart(2, '0')}`;
      annual.push({ id: `${day.id}-${year}`, kind: day.kind, title: day.title, start: date, end: date });
    }
  }
  return [...content.dated, ...annual].filter((entry) => overlaps(entry, from, to)).sort(compareSchoolEntries);
}

const isPeriod = (entry: SchoolEntry): boolean => entry.kind === 'term' || entry.kind === 'break';

/** What shades a day: a break inside a term wins over the term. */
export function periodOn(entries: readonly SchoolEntry[], date: IsoDate): SchoolEntry | null {
  const covering = entries.filter((entry) => isPeriod(entry) && overlaps(entry, date, date));
  return covering.find((entry) => entry.kind === 'break') ?? covering[0] ?? null;
}

/** Holidays, half days and commemorations on a day. */
export const specialDaysOn = (entries: readonly SchoolEntry[], date: IsoDate): SchoolEntry[] =>
  entries.filter((entry) => !isPeriod(entry) && overlaps(entry, date, date));
