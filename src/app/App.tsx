import { useEffect } from 'react';
import { I18nProvider } from '@lingui/react';
import { useIsRestoring } from '@tanstack/react-query';
import { PersistQueryClientProvider, type PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { RouterProvider } from '@tanstack/react-router';
import { i18n } from '@/shared/i18n/i18n.ts';
import { HydrationProvider } from '@/shared/lib/useHydrated.tsx';
import { keepOnDevice, queryClient, queryPersister, QUERY_MAX_AGE } from './queryClient.ts';
import { appRouter } from './router.tsx';
import { LoadingScreen } from './boot/LoadingScreen.tsx';
import { PersistedCacheBehind } from './PersistedCacheBehind.tsx';

const persistOptions: PersistQueryClientOptions = {
  queryClient,
  persister: queryPersister,
  maxAge: QUERY_MAX_AGE,
  buster: __APP_VERSION__,
  dehydrateOptions: { shouldDehydrateQuery: keepOnDevice },
};

function RouterWhenRestored() {
  const restoring = useIsRestoring();
  if (restoring) return <LoadingScreen />;
  return <RouterProvider router={appRouter()} />;
}

/**
 * `rendered`: hydrating a page rendered at build time, which is drawn at once, not after the restore;
 * `onHydrated` runs once that is done.
 */
export function App({ rendered = false, onHydrated }: { rendered?: boolean; onHydrated?: () => void }) {
  useEffect(() => {
    onHydrated?.();
  }, [onHydrated]);
  return (
    <I18nProvider i18n={i18n}>
      <HydrationProvider hydrating={rendered}>
        {rendered ? (
          <PersistedCacheBehind options={persistOptions}>
            <RouterProvider router={appRouter()} />
          </PersistedCacheBehind>
        ) : (
          <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
            <RouterWhenRestored />
          </PersistQueryClientProvider>
        )}
      </HydrationProvider>
    </I18nProvider>
  );
}
