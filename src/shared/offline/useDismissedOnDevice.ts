import { useState } from 'react';
import type { StorageKeyName } from '@/shared/config/storageKeys.ts';
import { STORAGE_KEYS } from '@/shared/config/storageKeys.ts';
import { safeLocalStorage } from '../lib/storage.ts';

/** A notice closed once on this device stays closed: the date it was closed is kept under `key`. */
export function useDismissedOnDevice(key: StorageKeyName): [dismissed: boolean, dismiss: () => void] {
  const [dismissed, setDismissed] = useState(() => safeLocalStorage().getItem(STORAGE_KEYS[key]) !== null);
  const dismiss = () => {
    safeLocalStorage().setItem(STORAGE_KEYS[key], new Date().toISOString());
    setDismissed(true);
  };
  return [dismissed, dismiss];
}
