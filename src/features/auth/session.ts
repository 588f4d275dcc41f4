import { useSyncExternalStore } from 'react';
import { createSessionStore, type SessionState } from './model/sessionStore.ts';

/** The app's one session store. */
export const sessionStore = createSessionStore();

export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getState, sessionStore.getState);
}
