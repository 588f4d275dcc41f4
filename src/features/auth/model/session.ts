import { useSyncExternalStore } from 'react';
import { createSessionStore, initialSession, type SessionState } from './sessionStore.ts';

/** The app's one session store. */
export const sessionStore = createSessionStore();

/** Public pages are rendered for a signed-out visitor; hydration draws that first, then the real session. */
const renderedSession = (): SessionState => initialSession;

export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getState, renderedSession);
}
