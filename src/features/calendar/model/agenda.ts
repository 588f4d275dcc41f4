import { firstDayOfMonth, lastDayOfMonth, monthOf, shiftMonth, type IsoDate, type MonthKey } from './dates.ts';
import { compareEvents, type CalendarEvent } from './event.ts';
import { compareSchoolEntries, type SchoolEntry } from './schoolCalendar.ts';

export type AgendaItem = { kind: 'school'; date: IsoDate; entry: SchoolEntry } | { kind: 'event'; date: IsoDate; event: CalendarEvent };

export type AgendaMonth = { month: MonthKey; items: AgendaItem[] };

/** How many months one agenda page lists, starting with the chosen month. */
export const AGENDA_MONTHS = 3;

export function agendaRange(month: MonthKey, months: number = AGENDA_MONTHS): { from: IsoDate; to: IsoDate } {
  return { from: firstDayOfMonth(month), to: lastDayOfMonth(shiftMonth(month, months - 1)) };
}

function compareItems(a: AgendaItem, b: AgendaItem): number {
  if (a.date !== b.date) return a.date.localeCompare(b.date);
  // All-day school items come before the timed events of the same day.
  if (a.kind !== b.kind) return a.kind === 'school' ? -1 : 1;
  if (a.kind === 'school' && b.kind === 'school') return compareSchoolEntries(a.entry, b.entry);
  if (a.kind === 'event' && b.kind === 'event') return compareEvents(a.event, b.event);
  return 0;
}

/**
 * The items of the days from–to in date order. A school item is listed on its
 * first day; one that began earlier and is still running (a holiday or a
 * break) is listed on the first day of the range. Terms are listed only where
 * they begin: a whole term is not news on every page.
 */
export function agendaItems(events: readonly CalendarEvent[], entries: readonly SchoolEntry[], from: IsoDate, to: IsoDate): AgendaItem[] {
  const school: AgendaItem[] = entries
    .filter((entry) => entry.start <= to && entry.end >= from && (entry.start >= from || entry.kind !== 'term'))
    .map((entry) => ({ kind: 'school', date: entry.start < from ? from : entry.start, entry }));
  const own: AgendaItem[] = events.filter((event) => event.date >= from && event.date <= to).map((event) => ({ kind: 'event', date: event.date, event }));
  return [...school, ...own].sort(compareItems);
}

/** Consecutive items of the same month together, months in order; empty months are left out. */
export function groupByMonth(items: readonly AgendaItem[]): AgendaMonth[] {
  const groups: AgendaMonth[] = [];
  for (const item of [...items].sort(compareItems)) {
    const month = monthOf(item.date);
    const last = groups[groups.length - 1];
    if (last && last.month === month) last.items.push(item);
    else groups.push({ month, items: [item] });
  }
  return groups;
}
