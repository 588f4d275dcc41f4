import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSubscribe, type PersistQueryClientOptions } from '@tanstack/react-query-persist-client';

/**
 * For a page rendered at build time: the device's saved Query cache is restored behind the page, not in
 * front of it. `PersistQueryClientProvider` holds every query back while it restores and then lets them
 * all go at once, which re-renders each component that reads a query in one blocking pass, on top of
 * hydration. The rendered page already has its data (marked as just fetched, so an older saved copy
 * does not replace it); the rest of the saved cache joins quietly, and is saved again as it changes.
 */
export function PersistedCacheBehind({ options, children }: { options: PersistQueryClientOptions; children: ReactNode }) {
  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let unmounted = false;
    void persistQueryClientRestore(options)
      // A damaged or unreadable saved cache is dropped by the restore itself: the page simply goes on.
      .catch(() => undefined)
      .finally(() => {
        if (!unmounted) unsubscribe = persistQueryClientSubscribe(options);
      });
    return () => {
      unmounted = true;
      unsubscribe?.();
    };
  }, [options]);
  return <QueryClientProvider client={options.queryClient}>{children}</QueryClientProvider>;
}
