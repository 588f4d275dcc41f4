import { createStore, get, set, type UseStore } from 'idb-keyval';

/** One value of the packs' device state. */
export type DeviceValue<T> = { get(): Promise<T | undefined>; set(value: T): Promise<void> };

let store: UseStore | undefined;

/**
 * The packs' state on this device (which packs it was asked to hold, which it was given without asking), in an
 * IndexedDB store of its own. Device-level, not per user: packs hold nothing personal, so signing out keeps it for
 * the next person on a shared tablet, and nothing in it names anyone. Without IndexedDB (some private modes) the
 * value lives as long as the page.
 */
export function deviceValue<T>(key: string): DeviceValue<T> {
  if (typeof indexedDB === 'undefined') {
    let memory: T | undefined;
    return {
      get: async () => memory,
      set: async (value) => {
        memory = value;
      },
    };
  }
  store ??= createStore('etkilab-packs', 'wanted');
  const packs = store;
  return { get: () => get<T>(key, packs), set: (value) => set(key, value, packs) };
}
