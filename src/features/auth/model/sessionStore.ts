import type { User } from '@/shared/api/contract.ts';
import { safeLocalStorage, type KeyValueStorage } from '@/shared/lib/storage.ts';
import { STORAGE_KEYS } from '@/shared/config/storageKeys.ts';

export type SessionState = {
  user: User | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  error: string | null;
  /** Signed in from the saved session, but the server could not be reached to confirm it yet. */
  offline: boolean;
};

/** Where the persisted part (user, isAuthenticated) lives in localStorage. */
export const SESSION_STORAGE_KEY = STORAGE_KEYS.session;

export const initialSession: SessionState = { user: null, isAuthenticated: false, isLoading: false, error: null, offline: false };

type Listener = () => void;

/** A tiny observable store; the persisted half survives reloads, the rest does not. */
export function createSessionStore(storage: KeyValueStorage = safeLocalStorage()) {
  let state: SessionState = initialSession;
  const listeners = new Set<Listener>();
  let isReady = false;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });

  const persist = () => {
    if (state.isAuthenticated && state.user) {
      storage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ user: state.user, isAuthenticated: true }));
    } else {
      storage.removeItem(SESSION_STORAGE_KEY);
    }
  };
  const notify = () => listeners.forEach((listener) => listener());
  /** The signed-in user saved by `persist`, null when none was saved, 'damaged' when it cannot be read. */
  const readSaved = (): User | null | 'damaged' => {
    const raw = storage.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    try {
      const saved = JSON.parse(raw) as { user?: User; isAuthenticated?: boolean };
      return saved.user && saved.isAuthenticated ? saved.user : null;
    } catch {
      return 'damaged';
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
      notify();
    },
    /** Reads the persisted half back (docs/behaviour.md#sessions-and-flows: re-initialised after load); guards wait for this. */
    rehydrate(): void {
      const saved = readSaved();
      if (saved === 'damaged') storage.removeItem(SESSION_STORAGE_KEY);
      else if (saved) state = { ...state, user: saved, isAuthenticated: true };
      isReady = true;
      markReady();
      notify();
    },
    /**
     * Signed in, or saved as signed in and not read back yet: answers at once, so a public page that
     * only needs to know whether to step aside does not wait for the start-up restore.
     */
    looksSignedIn(): boolean {
      if (state.isAuthenticated) return true;
      const saved = readSaved();
      return saved !== null && saved !== 'damaged';
    },
    /** Resolves once the persisted session has been read. */
    whenReady: (): Promise<void> => ready,
    /** Whether the persisted session has been read (for a screen that says what it is waiting for). */
    isReady: (): boolean => isReady,
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
