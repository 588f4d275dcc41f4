import { useCallback, useEffect, useState, type DependencyList } from 'react';

/** A module or a value loaded on demand, as a screen reads it. */
export type Loaded<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error'; error: unknown };

/**
 * Loads something on demand (a chunk of the library, the tools' catalogue, an index) for one screen:
 * `loading` until it arrives, `ready` with it, or `error`, and `retry` to ask again after a chunk could
 * not be fetched. An answer that comes after the screen moved on (unmounted, or `deps` changed) is
 * dropped. Not a query: modules hold functions, which the persisted cache cannot store. With
 * `enabled: false` nothing is asked and the state stays `loading`.
 */
export function useLoaded<T>(load: () => Promise<T>, deps: DependencyList, { enabled = true }: { enabled?: boolean } = {}): Loaded<T> & { retry: () => void } {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    load().then(
      (value) => live && setState({ status: 'ready', value }),
      (error: unknown) => live && setState({ status: 'error', error }),
    );
    return () => {
      live = false;
    };
    // `load` is a new function on every render; what it loads is named by `deps`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, enabled, attempt]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((value) => value + 1);
  }, []);
  return { ...state, retry };
}

/** The value once loaded, otherwise null (loading, failed or not asked). */
export const loadedValue = <T>(loaded: Loaded<T>): T | null => (loaded.status === 'ready' ? loaded.value : null);
