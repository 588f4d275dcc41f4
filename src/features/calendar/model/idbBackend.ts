import { get, set } from 'idb-keyval';
import { userDataStore } from '@/shared/offline/userData.ts';
import type { EventsBackend } from './eventsStore.ts';

/** The per-user IndexedDB store, which sign-out clears (docs/architecture.md#offline-and-the-service-worker). */
export const idbEventsBackend: EventsBackend = {
  read: (key) => get(key, userDataStore()),
  write: (key, events) => set(key, events, userDataStore()),
};
