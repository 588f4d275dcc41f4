import type { User } from '@/shared/api/contract.ts';
import { STORAGE_KEYS } from '@/shared/config/storageKeys.ts';
import { safeLocalStorage, type KeyValueStorage } from '@/shared/lib/storage.ts';

/**
 * The class tablet's key: the school account's session, put aside while a child who signed in by
 * pictures uses the device, so the tablet goes back to its class picker without anyone typing the
 * school's password. Keeping it on a shared device is safe enough because that account can only list
 * its classes' first names and sign children in by their pictures: its only screen is the picker, and
 * the server refuses it hand-ins, progress and class joins. It goes when a teacher leaves tablet mode
 * with the school's password.
 */
export type TabletKey = {
  access: string;
  refresh: string;
  /** The school account, to sign it back in while the server cannot be reached. */
  user: User;
  /** The child who signed in by pictures and holds the device now; null while the picker shows. */
  childId: number | null;
};

const isTabletKey = (value: unknown): value is TabletKey => {
  const key = value as Partial<TabletKey> | null;
  return (
    typeof key === 'object' &&
    key !== null &&
    typeof key.access === 'string' &&
    typeof key.refresh === 'string' &&
    typeof key.user === 'object' &&
    key.user !== null &&
    (key.childId === null || typeof key.childId === 'number')
  );
};

export function createTabletKeyStore(storage: KeyValueStorage = safeLocalStorage()) {
  const read = (): TabletKey | null => {
    const raw = storage.getItem(STORAGE_KEYS.tabletKey);
    if (raw === null) return null;
    try {
      const parsed: unknown = JSON.parse(raw);
      if (isTabletKey(parsed)) return parsed;
    } catch {
      // A damaged key opens nothing: it is removed below.
    }
    storage.removeItem(STORAGE_KEYS.tabletKey);
    return null;
  };
  return {
    read,
    /** Whether the key was kept (a device that stores nothing cannot keep it, and the caller must not count on it). */
    save(key: TabletKey): boolean {
      storage.setItem(STORAGE_KEYS.tabletKey, JSON.stringify(key));
      return read() !== null;
    },
    clear(): void {
      storage.removeItem(STORAGE_KEYS.tabletKey);
    },
    /** Whether this user is the child the tablet's school account signed in: their sign-out goes back to the picker. */
    holds(userId: number | undefined): boolean {
      return typeof userId === 'number' && read()?.childId === userId;
    },
  };
}

/** The app's one tablet key. */
export const tabletKey = createTabletKeyStore();
