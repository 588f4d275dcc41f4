import { useSyncExternalStore } from 'react';

/** A value that components can read and follow. */
export function createObservable<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: (): T => value,
    /** The value it started with: what a page rendered at build time showed, and hydration draws first. */
    initial: (): T => initial,
    set(next: T): void {
      if (Object.is(next, value)) return;
      value = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type Observable<T> = ReturnType<typeof createObservable<T>>;

export function useObservable<T>(observable: Observable<T>): T {
  return useSyncExternalStore(observable.subscribe, observable.get, observable.initial);
}
