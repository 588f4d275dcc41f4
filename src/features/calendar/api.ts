import { useEffect, useSyncExternalStore } from 'react';
import { createEventsStore, type EventsState, type EventsStore } from './model/eventsStore.ts';
import { idbEventsBackend } from './model/idbBackend.ts';
import { registerSignOutCleanup } from '@/features/auth';

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
