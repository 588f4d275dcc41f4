import { useEffect, useSyncExternalStore } from 'react';
import { packManager, type PackManager, type PackSnapshot } from './packManager.ts';

/**
 * The packs' state for a screen, kept current while it is shown. Reading it re-checks the cache and the
 * storage estimate: another tab, the worker or the browser may have changed them since.
 */
export function usePacks(manager: PackManager = packManager()): PackSnapshot {
  useEffect(() => {
    void manager.refresh();
  }, [manager]);
  return useSyncExternalStore(manager.subscribe, manager.getSnapshot, manager.getSnapshot);
}
