import { QueryClient, onlineManager, type Query } from '@tanstack/react-query';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { createStore, del, get, set } from 'idb-keyval';

/** Seeded from the browser so offline start-ups do not wait on a fetch that cannot happen. */
if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);

/** The app's Query defaults; the build's page renderer makes one client per page with them. */
export const createAppQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: {
        // The HTTP client already retries with backoff (docs/behaviour.md#limits-and-constants); Query must not multiply that.
        retry: false,
        staleTime: 60_000,
        gcTime: 1000 * 60 * 60 * 24 * 7,
        networkMode: 'offlineFirst',
      },
      mutations: { retry: false, networkMode: 'offlineFirst' },
    },
  });

export const queryClient = createAppQueryClient();

/** A store of its own, so signing out can wipe it without touching other data. */
const queryStore = typeof indexedDB === 'undefined' ? undefined : createStore('etkilab-query', 'cache');

const QUERY_CACHE_KEY = 'query-cache';
export const QUERY_MAX_AGE = 1000 * 60 * 60 * 24 * 7;

/** Objects are stored by structured clone: no JSON round trip. */
export const queryPersister = createAsyncStoragePersister({
  key: QUERY_CACHE_KEY,
  storage: queryStore
    ? {
        getItem: (key: string) => get(key, queryStore),
        setItem: (key: string, value: unknown) => set(key, value, queryStore),
        removeItem: (key: string) => del(key, queryStore),
      }
    : undefined,
  serialize: (client) => client as never,
  deserialize: (stored) => stored as never,
  throttleTime: 1000,
});

/**
 * What the device keeps: every query that has data, even if its latest refetch failed. By default
 * only queries in the success state are kept, so one failed refetch while offline (a flaky network
 * says "online" for a moment) would drop the last good copy at the next save, and the screen would be
 * empty after a reload.
 */
export const keepOnDevice = (query: Pick<Query, 'state'>): boolean => query.state.data !== undefined;
