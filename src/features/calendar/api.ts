import { useEffect, useSyncExternalStore } from 'react';
import { createEventsStore, type EventsState, type EventsStore } from './model/eventsStore.ts';
import { idbEventsBackend } from './model/idbBackend.ts';
import { registerSignOutCleanup } from '@/features/auth';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { User } from '@/shared/api/contract.ts';
import { http } from '@/shared/api/http.ts';
import { SCHOOL_CALENDAR_PATHS, type SchoolCalendarResponse, type SchoolDayOff } from '@/shared/api/schoolCalendar.ts';
import { newIdempotencyKey } from '@/shared/offline/outboxClient.ts';

const calendarEventsStore = createEventsStore(idbEventsBackend);
// Sign-out wipes the device's copy (docs/architecture.md#offline-and-the-service-worker); the copy in memory goes with it.
registerSignOutCleanup(() => calendarEventsStore.reset());

const LOADING: EventsState = { key: null, status: 'loading', events: [], saveFailed: false };

/** The events stored under a user's key, loaded when the calendar opens. */
export function useCalendarEvents(key: string | null): EventsState & { retry: () => void; change: EventsStore['change'] } {
  const state = useSyncExternalStore(calendarEventsStore.subscribe, calendarEventsStore.getState, calendarEventsStore.getState);
  useEffect(() => {
    if (key) void calendarEventsStore.open(key);
  }, [key]);
  const retry = () => {
    if (key) void calendarEventsStore.open(key);
  };
  // Until this user's list is open, show nothing rather than someone else's.
  return { ...(state.key === key && key !== null ? state : LOADING), retry, change: calendarEventsStore.change };
}

/** Query keys, built here only; the answer is the signed-in staff member's school's and goes at sign-out with the cache. */
const schoolCalendarKeys = { mine: () => ['school-calendar', 'mine'] as const };

/** The caller's school's own days off; the persisted cache keeps the last answer, so the screen opens offline (read-only). */
export const mySchoolCalendarQuery = () =>
  queryOptions({
    queryKey: schoolCalendarKeys.mine(),
    staleTime: 0,
    queryFn: () => http.request<SchoolCalendarResponse>(SCHOOL_CALENDAR_PATHS.mine, { auth: true }),
  });

/** The days off /dashboard/school-calendar reads first, asked for by its route's loader (route.ts); only staff's screen asks for them. */
export const prefetchSchoolCalendarPage = (queryClient: QueryClient, user: User | null): Promise<void> =>
  user?.role === 'administrator' || user?.role === 'teacher' ? queryClient.prefetchQuery(mySchoolCalendarQuery()) : Promise.resolve();

type SaveArgs = { schoolId: number; days: readonly SchoolDayOff[] };

/**
 * The whole list replaces the school's, as the administrator's other writes do online only: the
 * screen disables saving offline, and `networkMode: 'always'` makes a send that meets no network
 * fail at once with its message instead of waiting, paused, to overwrite a list edited elsewhere since.
 */
export function useSaveSchoolCalendar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ schoolId, days }: SaveArgs) =>
      http.request<SchoolCalendarResponse>(SCHOOL_CALENDAR_PATHS.calendar(schoolId), {
        method: 'PUT',
        body: { days_off: days },
        auth: true,
        idempotencyKey: newIdempotencyKey(),
      }),
    networkMode: 'always',
    onSuccess: (answer) => client.setQueryData(schoolCalendarKeys.mine(), answer),
  });
}
