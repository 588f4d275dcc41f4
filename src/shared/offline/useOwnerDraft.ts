import { useEffect, useRef, useState } from 'react';
import { del, get, set, type UseStore } from 'idb-keyval';

/**
 * Something being typed, kept on the device as it changes, so a reload or a closed tab loses nothing.
 * Not in the per-user store that sign-out wipes: whoever is sent off a shared tablet mid-sentence finds
 * it again at their next sign-in. Keyed by the owner, so nobody else's screen reads it.
 */
const keyOf = (ownerId: number, key: string | number) => `${ownerId}:${key}`;

/** Writes an owner's draft from outside its form (e.g. something refused, put back to be corrected). */
export const writeOwnerDraft = <T>(store: () => UseStore, ownerId: number, key: string | number, value: T): Promise<void> =>
  set(keyOf(ownerId, key), value, store());

/** `store` and `empty` must be module constants (a new one each render would reload the draft). */
export function useOwnerDraft<T>(store: () => UseStore, ownerId: number | null, key: string | number, empty: T) {
  const [draft, setDraft] = useState<T>(empty);
  const [loaded, setLoaded] = useState(false);
  const loadedFor = useRef<string | null>(null);
  const storageKey = ownerId === null ? null : keyOf(ownerId, key);
  const stored = storageKey !== null && typeof indexedDB !== 'undefined';

  useEffect(() => {
    if (!stored || storageKey === null) return;
    let live = true;
    void get<T>(storageKey, store())
      .then((value) => {
        if (!live) return;
        loadedFor.current = storageKey;
        setDraft(value ?? empty);
        setLoaded(true);
      })
      .catch(() => live && setLoaded(true));
    return () => {
      live = false;
    };
    // `empty` and `store` are the caller's module constants: only the owner and the key change the draft.
  }, [stored, storageKey, store, empty]);

  const update = (next: T) => {
    setDraft(next);
    // Written only once the stored draft was read, so an early keystroke never overwrites it with less.
    if (stored && loadedFor.current === storageKey) void set(storageKey, next, store()).catch(() => undefined);
  };

  const clear = () => {
    setDraft(empty);
    if (stored && storageKey !== null) void del(storageKey, store()).catch(() => undefined);
  };

  return { draft, loaded: loaded || !stored, update, clear };
}
