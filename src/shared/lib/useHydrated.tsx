import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';
import { whenIdle } from './whenIdle.ts';

const Hydrated = createContext(true);

/**
 * Around a page rendered at build time (and around its render at build time): false while React
 * hydrates it, then true. The switch is a transition, so the parts that wait for it are drawn in small
 * slices that leave the page free to answer a tap, not in one long task right after hydration.
 */
export function HydrationProvider({ hydrating, children }: { hydrating: boolean; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (hydrated) return;
    // This effect runs when the page's frame is hydrated, before the parts inside its Suspense boundaries
    // (the router's matches) are: switching now reaches those parts still unhydrated, and React throws
    // away the work under way to start them again (three times on /blog). Once the browser is idle, React
    // has no hydration work left (or after a second at most, should a busy page never leave it idle).
    return whenIdle(() => startTransition(() => setHydrated(true)));
  }, [hydrated]);
  return <Hydrated value={hydrated}>{children}</Hydrated>;
}

/**
 * False while React hydrates a page rendered at build time (and in that render itself), true from then
 * on, and at once when the app renders without a rendered page. Parts that depend on this device
 * (consent, install state, connection) wait for it, so hydration meets the markup it expects.
 */
export function useHydrated(): boolean {
  return useContext(Hydrated);
}
