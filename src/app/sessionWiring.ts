import { loadSessionFlows, registerSignOutCleanup, sessionStore } from '@/features/auth';
import { tokenStore } from '@/shared/api/tokenStore.ts';
import { setSignedInHint } from '@/shared/offline/signedInHint.ts';
import { queryClient, queryPersister } from './queryClient.ts';
import { appRouter } from './router.tsx';

/** docs/behaviour.md#sessions-and-flows: the persisted session is re-initialised 100 ms after load. */
const REHYDRATE_DELAY_MS = 100;

/**
 * Connects the session to the HTTP client, the Query cache and the router's guards.
 * The sign-in flows (and the HTTP client under them) load after the first paint:
 * the landing page needs neither.
 */
export function wireSession(): void {
  registerSignOutCleanup(async () => {
    queryClient.clear();
    await queryPersister.removeClient();
  });

  // Guards run again whenever someone signs in or out (or the server ends the session).
  let wasAuthenticated = sessionStore.getState().isAuthenticated;
  // The worker's hint follows the session once it has been read back (so a hint left by a session ended
  // elsewhere goes too; the empty state before that says nothing), written only when it changes.
  let hinted: boolean | undefined;
  sessionStore.subscribe(() => {
    const now = sessionStore.getState().isAuthenticated;
    if (sessionStore.isReady() && now !== hinted) {
      hinted = now;
      void setSignedInHint(now);
    }
    if (now !== wasAuthenticated) {
      wasAuthenticated = now;
      void appRouter().invalidate();
    }
  });

  window.setTimeout(() => {
    sessionStore.rehydrate();
    // A visitor who never signed in on this device has nothing to restore or check.
    const mayHaveSession = sessionStore.getState().isAuthenticated || tokenStore.getAccess() !== null || tokenStore.getRefresh() !== null;
    if (!mayHaveSession) return;
    void loadSessionFlows().then(({ checkSessionState, restoreSession }) => checkSessionState().then(restoreSession));
  }, REHYDRATE_DELAY_MS);
}
