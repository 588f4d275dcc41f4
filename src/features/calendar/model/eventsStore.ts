import type { CalendarEvent } from './event.ts';
import { parseStoredEvents } from './storedEvents.ts';

/** Where the events are kept: IndexedDB in the app, a map in tests. */
export type EventsBackend = {
  read(key: string): Promise<unknown>;
  write(key: string, events: readonly CalendarEvent[]): Promise<void>;
};

export type EventsState = {
  /** The storage key of the user whose events these are. */
  key: string | null;
  status: 'loading' | 'ready' | 'failed';
  events: CalendarEvent[];
  /** The last change could not be written to the device. */
  saveFailed: boolean;
};

const INITIAL: EventsState = { key: null, status: 'loading', events: [], saveFailed: false };

/**
 * The signed-in user's events in memory, read from the device when the
 * calendar opens and written back after every change, one write at a time
 * and in order, so a slow write never overtakes a newer one.
 */
export function createEventsStore(backend: EventsBackend) {
  let state: EventsState = INITIAL;
  const listeners = new Set<() => void>();
  let queue: Promise<unknown> = Promise.resolve();

  const set = (patch: Partial<EventsState>) => {
    state = { ...state, ...patch };
    listeners.forEach((listener) => listener());
  };
  const enqueue = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  };

  return {
    getState: (): EventsState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /**
     * Reads a user's events (again): every visit reads the device, so what
     * sign-out wiped is never shown from memory.
     */
    open(key: string): Promise<void> {
      set({ key, status: 'loading', events: [], saveFailed: false });
      return enqueue(() => backend.read(key)).then(
        (value) => {
          if (state.key === key) set({ status: 'ready', events: parseStoredEvents(value) });
        },
        () => {
          if (state.key === key) set({ status: 'failed' });
        },
      );
    },
    /** Forgets the list in memory (sign-out); a pending read for it is then ignored. */
    reset(): void {
      set(INITIAL);
    },
    /** Applies a change to the list and writes the result; ignored until the list is loaded. */
    change(update: (events: readonly CalendarEvent[]) => CalendarEvent[]): Promise<void> {
      const { key, status } = state;
      if (key === null || status !== 'ready') return Promise.resolve();
      const events = update(state.events);
      set({ events });
      return enqueue(() => backend.write(key, events)).then(
        () => {
          if (state.key === key) set({ saveFailed: false });
        },
        () => {
          if (state.key === key) set({ saveFailed: true });
        },
      );
    },
  };
}

export type EventsStore = ReturnType<typeof createEventsStore>;
