import { sessionStore } from '../features/auth/session.ts';
import { checkSessionState, restoreSession, startAuth } from '../features/auth/authFlows.ts';
import { registerSignOutCleanup } from '../features/auth/signOut.ts';
import { queryClient, queryPersister } from './queryClient.ts';
import { router } from './router.tsx';

/** SPEC §4: the persisted session is re-initialised 100 ms after load. */
export const REHYDRATE_DELAY_MS = 100;

/** Connects the session to the HTTP client, the Query cache and the router's guards. */
export function wireSession(): void {
  startAuth();

  registerSignOutCleanup(async () => {
    queryClient.clear();
    await queryPersister.removeClient();
  });

  // Guards run again whenever someone signs in or out (or the server ends the session).
  let wasAuthenticated = sessionStore.getState().isAuthenticated;
  sessionStore.subscribe(() => {
    const now = sessionStore.getState().isAuthenticated;
    if (now !== wasAuthenticated) {
      wasAuthenticated = now;
      void router.invalidate();
    }
  });

  window.setTimeout(() => {
    sessionStore.rehydrate();
    void checkSessionState().then(restoreSession);
  }, REHYDRATE_DELAY_MS);
}
