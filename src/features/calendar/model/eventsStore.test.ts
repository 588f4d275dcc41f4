import { describe, expect, it } from 'vitest';
import { createEvent, upsertEvent } from './event.ts';
import { createEventsStore, type EventsBackend } from './eventsStore.ts';

function memoryBackend() {
  const data = new Map<string, unknown>();
  let failWrites = false;
  const backend: EventsBackend = {
    read: async (key) => structuredClone(data.get(key)),
    write: async (key, events) => {
      if (failWrites) throw new Error('quota');
      data.set(key, structuredClone(events));
    },
  };
  return { backend, data, failNextWrites: (fail: boolean) => (failWrites = fail) };
}

const lesson = createEvent({ title: 'Fen deneyi: Işık', type: 'lab', date: '2026-03-10', start: '10:00', end: '11:00' }, 'e1', new Date(0));

describe('events store', () => {
  it('loads, writes every change and reads it back', async () => {
    const { backend, data } = memoryBackend();
    const store = createEventsStore(backend);
    const opening = store.open('calendar-events:2');
    expect(store.getState().status).toBe('loading');
    await opening;
    expect(store.getState()).toMatchObject({ status: 'ready', events: [] });

    await store.change((events) => upsertEvent(events, lesson));
    expect(data.get('calendar-events:2')).toEqual([lesson]);

    const again = createEventsStore(backend);
    await again.open('calendar-events:2');
    expect(again.getState().events).toEqual([lesson]);
  });

  it('keeps users apart', async () => {
    const { backend } = memoryBackend();
    const store = createEventsStore(backend);
    await store.open('calendar-events:2');
    await store.change((events) => upsertEvent(events, lesson));
    await store.open('calendar-events:1');
    expect(store.getState()).toMatchObject({ key: 'calendar-events:1', status: 'ready', events: [] });
  });

  it('ignores changes before the list is loaded and reports failed writes', async () => {
    const { backend, data, failNextWrites } = memoryBackend();
    const store = createEventsStore(backend);
    await store.change((events) => upsertEvent(events, lesson));
    expect(data.size).toBe(0);

    await store.open('calendar-events:2');
    failNextWrites(true);
    await store.change((events) => upsertEvent(events, lesson));
    expect(store.getState()).toMatchObject({ saveFailed: true, events: [lesson] });
    failNextWrites(false);
    await store.change((events) => events.filter(() => true));
    expect(store.getState().saveFailed).toBe(false);
  });

  it('forgets the list on reset', async () => {
    const { backend } = memoryBackend();
    const store = createEventsStore(backend);
    await store.open('calendar-events:2');
    await store.change((events) => upsertEvent(events, lesson));
    store.reset();
    expect(store.getState()).toMatchObject({ key: null, status: 'loading', events: [] });
    await store.change((events) => upsertEvent(events, lesson));
    expect(store.getState().events).toEqual([]);
  });

  it('reports a list that cannot be read', async () => {
    const store = createEventsStore({ read: () => Promise.reject(new Error('blocked')), write: () => Promise.resolve() });
    await store.open('calendar-events:2');
    expect(store.getState().status).toBe('failed');
  });
});
