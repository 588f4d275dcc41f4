import { useSyncExternalStore } from 'react';

const nothingToFollow = () => () => undefined;

/**
 * False while React hydrates a page rendered at build time (and in that render itself), true from the
 * next render on, and at once when the app renders without a rendered page. Parts that depend on this
 * device (consent, install state, connection) wait for it, so hydration meets the markup it expects.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingToFollow,
    () => true,
    () => false,
  );
}
