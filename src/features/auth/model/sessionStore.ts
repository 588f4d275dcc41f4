import type { User } from '../../../shared/api/contract.ts';
import { safeLocalStorage, type KeyValueStorage } from '../../../shared/lib/storage.ts';

export type SessionState = {
  user: User | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  error: string | null;
};

/** Where the persisted part (user, isAuthenticated) lives in localStorage. */
export const SESSION_STORAGE_KEY = 'auth-storage';

export const initialSession: SessionState = { user: null, isAuthenticated: false, isLoading: false, error: null };

type Listener = () => void;

/** A tiny observable store; the persisted half survives reloads, the rest does not. */
export function createSessionStore(storage: KeyValueStorage = safeLocalStorage()) {
  let state: SessionState = initialSession;
  const listeners = new Set<Listener>();

  const persist = () => {
    if (state.isAuthenticated && state.user) {
      storage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ user: state.user, isAuthenticated: true }));
    } else {
      storage.removeItem(SESSION_STORAGE_KEY);
    }
  };

  return {
    getState: (): SessionState => state,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setState(patch: Partial<SessionState>): void {
      state = { ...state, ...patch };
      persist();
      listeners.forEach((listener) => listener());
    },
    /** Reads the persisted half back (SPEC §4: re-initialised after load). */
    rehydrate(): void {
      const raw = storage.getItem(SESSION_STORAGE_KEY);
      if (!raw) return;
      try {
        const saved = JSON.parse(raw) as { user?: User; isAuthenticated?: boolean };
        if (saved.user && saved.isAuthenticated) {
          state = { ...state, user: saved.user, isAuthenticated: true };
          listeners.forEach((listener) => listener());
        }
      } catch {
        storage.removeItem(SESSION_STORAGE_KEY);
      }
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
