import { useState } from 'react';
import type { StorageKey } from '@/shared/config/storageKeys.ts';
import { safeLocalStorage } from '../lib/storage.ts';

/**
 * A notice closed once on this device stays closed: the date it was closed is kept under `key`. Callers
 * pass `STORAGE_KEYS.x` itself, so the registry's test sees which keys are written.
 */
export function useDismissedOnDevice(key: StorageKey): [dismissed: boolean, dismiss: () => void] {
  const [dismissed, setDismissed] = useState(() => safeLocalStorage().getItem(key) !== null);
  const dismiss = () => {
    safeLocalStorage().setItem(key, new Date().toISOString());
    setDismissed(true);
  };
  return [dismissed, dismiss];
}
