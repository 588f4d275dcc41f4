import { clear, createStore, type UseStore } from 'idb-keyval';
import { USER_CACHE_PREFIX } from './cacheNames.ts';

/**
 * Per-user data kept on the device (calendar events, preferences) lives in this
 * one IndexedDB store, so signing out can wipe it in one step on a shared tablet.
 */
let store: UseStore | undefined;
export function userDataStore(): UseStore {
  store ??= createStore('etkilab-user', 'data');
  return store;
}

export async function clearUserData(): Promise<void> {
  if (typeof indexedDB !== 'undefined') await clear(userDataStore());
  if (typeof caches !== 'undefined') {
    const names = await caches.keys();
    await Promise.all(names.filter((name) => name.startsWith(USER_CACHE_PREFIX)).map((name) => caches.delete(name)));
  }
}
