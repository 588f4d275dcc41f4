import { useEffect } from 'react';
import { I18nProvider } from '@lingui/react';
import { useIsRestoring } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { RouterProvider } from '@tanstack/react-router';
import { i18n } from '../shared/i18n/i18n.ts';
import { queryClient, queryPersister, QUERY_MAX_AGE } from './queryClient.ts';
import { router } from './router.tsx';
import { LoadingScreen } from './boot/LoadingScreen.tsx';
import { sessionStore } from '../features/auth/session.ts';

/** SPEC §4: the persisted session is re-initialised 100 ms after load. */
const REHYDRATE_DELAY_MS = 100;

function RouterWhenRestored() {
  const restoring = useIsRestoring();
  if (restoring) return <LoadingScreen />;
  return <RouterProvider router={router} />;
}

export function App() {
  useEffect(() => {
    const id = window.setTimeout(() => sessionStore.rehydrate(), REHYDRATE_DELAY_MS);
    return () => window.clearTimeout(id);
  }, []);

  return (
    <I18nProvider i18n={i18n}>
      <PersistQueryClientProvider
        client={queryClient}
        persistOptions={{ persister: queryPersister, maxAge: QUERY_MAX_AGE, buster: __APP_VERSION__ }}
      >
        <RouterWhenRestored />
      </PersistQueryClientProvider>
    </I18nProvider>
  );
}
