type Cleanup = () => Promise<void> | void;
const cleanups = new Set<Cleanup>();

/**
 * What else must go on sign-out (the Query cache and its IndexedDB copy). Kept
 * apart from the sign-out code so the shell can register without loading the
 * HTTP client.
 */
export function registerSignOutCleanup(cleanup: Cleanup): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

export const runSignOutCleanups = (): Promise<PromiseSettledResult<void>[]> => Promise.allSettled([...cleanups].map(async (cleanup) => cleanup()));
