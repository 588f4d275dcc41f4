import { tokenStore } from '../../shared/api/tokenStore.ts';
import { clearUserData } from '../../shared/offline/userData.ts';
import { initialSession } from './model/sessionStore.ts';
import { sessionStore } from './session.ts';
import { logoutCall } from './api.ts';

type Cleanup = () => Promise<void> | void;
const cleanups = new Set<Cleanup>();

/** Lets the app add what else must go on sign-out (the Query cache and its IndexedDB copy). */
export function registerSignOutCleanup(cleanup: Cleanup): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

/**
 * Removes every trace of the user from this device: tokens, the persisted
 * session, cached queries (memory and IndexedDB), per-user stores and caches.
 * The precache and the public outbox stay. Runs fully even when the server
 * cannot be told.
 */
export async function clearLocalSession(error: string | null = null): Promise<void> {
  tokenStore.clear();
  sessionStore.setState({ ...initialSession, error });
  await Promise.allSettled([clearUserData(), ...[...cleanups].map((cleanup) => cleanup())]);
}

/** SPEC §4 logout: tell the server when tokens exist, then clear everything locally regardless. */
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
