import { tokenStore } from '@/shared/api/tokenStore.ts';
import { clearUserData } from '@/shared/offline/userData.ts';
import { initialSession } from './sessionStore.ts';
import { sessionStore } from './session.ts';
import { logoutCall } from '../api.ts';
import { runSignOutCleanups } from './signOutCleanup.ts';

/**
 * Removes every trace of the user from this device: tokens, the persisted
 * session, cached queries (memory and IndexedDB), per-user stores and caches.
 * The precache and the public outbox stay. Runs fully even when the server
 * cannot be told.
 */
export async function clearLocalSession(error: string | null = null): Promise<void> {
  tokenStore.clear();
  sessionStore.setState({ ...initialSession, error });
  await Promise.allSettled([clearUserData(), runSignOutCleanups()]);
}

/** docs/behaviour.md#sessions-and-flows logout: tell the server when tokens exist, then clear everything locally regardless. */
export async function signOut(): Promise<void> {
  const refresh = tokenStore.getRefresh();
  if (refresh) {
    try {
      await logoutCall(refresh, tokenStore.getAccess());
    } catch {
      // The server is unreachable or refused: the device is cleared all the same.
    }
  }
  await clearLocalSession();
}
