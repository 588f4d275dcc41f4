import { addDays, toIsoDate } from '@/shared/progress/days.ts';

/** A piece of homework as the agenda needs it: open means the child still has something to do. */
export type AgendaHomework = { id: number; title: string; dueAt: string; open: boolean };
/** A calendar event of the user's own. */
export type AgendaEvent = { id: string; title: string; date: string; start: string; done: boolean };
/** A school-calendar day (a holiday, a term's end) that falls today or tomorrow. */
export type AgendaSchoolDay = { id: string; title: string; start: string; end: string };

export type Agenda = {
  /** A parent's agenda is one child's: their name, to say whose it is. */
  child?: string;
  overdue: AgendaHomework[];
  dueToday: AgendaHomework[];
  /** Due after today and within the next week. */
  dueThisWeek: AgendaHomework[];
  today: AgendaEvent[];
  tomorrow: AgendaEvent[];
  schoolToday: AgendaSchoolDay[];
  schoolTomorrow: AgendaSchoolDay[];
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * "Bugün ne var?": open homework by when it is due (judged on the device's own calendar day, as the
 * child lives it), today's and tomorrow's events in time order, and school days off.
 */
export function buildAgenda(input: {
  homework: readonly AgendaHomework[];
  events: readonly AgendaEvent[];
  school: readonly AgendaSchoolDay[];
  now: Date;
  child?: string;
}): Agenda {
  const today = toIsoDate(input.now);
  const tomorrow = addDays(today, 1);
  const weekEnd = input.now.getTime() + 7 * DAY_MS;
  const open = input.homework.filter((item) => item.open).sort((a, b) => a.dueAt.localeCompare(b.dueAt));
  const dueDay = (item: AgendaHomework) => toIsoDate(new Date(item.dueAt));
  const byTime = (a: AgendaEvent, b: AgendaEvent) => a.start.localeCompare(b.start);
  const covers = (day: string) => (entry: AgendaSchoolDay) => entry.start <= day && day <= entry.end;
  return {
    ...(input.child ? { child: input.child } : {}),
    overdue: open.filter((item) => new Date(item.dueAt).getTime() < input.now.getTime()),
    dueToday: open.filter((item) => dueDay(item) === today && new Date(item.dueAt).getTime() >= input.now.getTime()),
    dueThisWeek: open.filter((item) => dueDay(item) > today && new Date(item.dueAt).getTime() <= weekEnd),
    today: input.events.filter((event) => event.date === today && !event.done).sort(byTime),
    tomorrow: input.events.filter((event) => event.date === tomorrow && !event.done).sort(byTime),
    schoolToday: input.school.filter(covers(today)),
    schoolTomorrow: input.school.filter(covers(tomorrow)),
  };
}

export const isEmptyAgenda = ({ child: _child, ...lists }: Agenda) => Object.values(lists).every((list) => list.length === 0);
