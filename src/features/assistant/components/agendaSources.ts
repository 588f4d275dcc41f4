import { onlineManager, type FetchQueryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { I18n } from '@lingui/core';
import type { Role } from '@/shared/api/contract.ts';
import type { Homework } from '@/shared/api/classroom.ts';
import { assignmentsQuery, homeworksQuery } from '@/features/classroom';
import { SCHOOL_CALENDAR, schoolEntriesBetween } from '@/features/calendar';
import { addDays, toIsoDate } from '@/shared/progress/days.ts';
import { buildAgenda, type Agenda, type AgendaEvent, type AgendaHomework } from '../model/agenda.ts';

/**
 * Fresh when the network is there, the device's copy when not: an offline fetch would wait for the
 * network, and a child asking "Bugün ne var?" on a bus must get an answer now.
 */
async function freshOrCached<T, K extends QueryKey>(client: QueryClient, options: FetchQueryOptions<T, Error, T, K>): Promise<T | undefined> {
  const cached = client.getQueryData<T>(options.queryKey);
  if (!onlineManager.isOnline()) return cached;
  try {
    return await client.fetchQuery({ ...options, staleTime: 30_000 });
  } catch {
    return cached;
  }
}

const OPEN_STATES = new Set<Homework['state']>(['assigned', 'missing', 'returned']);

/** The homework to list, and for a parent whose it is (the list answers one child's). */
async function homeworkOf(client: QueryClient, role: Role | undefined): Promise<{ items: AgendaHomework[]; child?: string }> {
  if (role === 'student' || role === 'parent') {
    const answer = await freshOrCached(client, homeworksQuery());
    const items = (answer?.homeworks ?? []).map(({ assignment, state }) => ({
      id: assignment.id,
      title: assignment.title,
      dueAt: assignment.due_at,
      open: OPEN_STATES.has(state),
    }));
    const child = role === 'parent' ? answer?.children?.find((candidate) => candidate.id === answer.student_id)?.full_name : undefined;
    return child ? { items, child } : { items };
  }
  if (role === 'teacher') {
    const assignments = await freshOrCached(client, assignmentsQuery());
    return { items: (assignments ?? []).map((item) => ({ id: item.id, title: item.title, dueAt: item.due_at, open: item.status === 'published' })) };
  }
  return { items: [] };
}

/** "Bugün ne var?" from the user's own homework (or a teacher's assignments), their calendar, and the school calendar. */
export async function gatherAgenda(input: {
  client: QueryClient;
  i18n: I18n;
  role: Role | undefined;
  events: readonly AgendaEvent[];
  now: Date;
}): Promise<Agenda> {
  const today = toIsoDate(input.now);
  const tomorrow = addDays(today, 1);
  const school = schoolEntriesBetween(SCHOOL_CALENDAR, today, tomorrow).map((entry) => ({
    id: entry.id,
    title: input.i18n._(entry.title),
    start: entry.start,
    end: entry.end,
  }));
  const { items, child } = await homeworkOf(input.client, input.role);
  return buildAgenda({ homework: items, events: input.events, school, now: input.now, ...(child ? { child } : {}) });
}
