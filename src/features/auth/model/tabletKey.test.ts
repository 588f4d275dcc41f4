import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from '@/shared/lib/storage.ts';
import { STORAGE_KEYS } from '@/shared/config/storageKeys.ts';
import { createTabletKeyStore, type TabletKey } from './tabletKey.ts';

const school = { id: 40, email: 'ataturk-oo-5-ogrenci@okul.etkilab.example', role: 'student' as const, account_kind: 'school' as const };
const key: TabletKey = { access: 'school-access', refresh: 'school-refresh', user: school, childId: 7 };

function memory(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (name) => data.get(name) ?? null,
    setItem: (name, value) => void data.set(name, value),
    removeItem: (name) => void data.delete(name),
  };
}

describe('the tablet key', () => {
  it('keeps the school account’s session under its own storage key until cleared', () => {
    const storage = memory();
    const store = createTabletKeyStore(storage);
    expect(store.read()).toBeNull();
    expect(store.save(key)).toBe(true);
    expect(storage.data.has(STORAGE_KEYS.tabletKey)).toBe(true);
    expect(createTabletKeyStore(storage).read()).toEqual(key);
    store.clear();
    expect(store.read()).toBeNull();
    expect(storage.data.size).toBe(0);
  });

  it('knows the child it let in, and only that child', () => {
    const store = createTabletKeyStore(memory());
    expect(store.holds(7)).toBe(false);
    store.save(key);
    expect(store.holds(7)).toBe(true);
    expect(store.holds(8)).toBe(false);
    expect(store.holds(undefined)).toBe(false);
    store.save({ ...key, childId: null });
    expect(store.holds(7)).toBe(false);
  });

  it('drops a damaged key instead of opening anything with it', () => {
    const storage = memory();
    const store = createTabletKeyStore(storage);
    for (const raw of ['{not json', JSON.stringify({ access: 'a' }), JSON.stringify({ ...key, childId: '7' })]) {
      storage.setItem(STORAGE_KEYS.tabletKey, raw);
      expect(store.read()).toBeNull();
      expect(storage.data.has(STORAGE_KEYS.tabletKey)).toBe(false);
    }
  });

  it('says so when the device keeps nothing', () => {
    const store = createTabletKeyStore({ getItem: () => null, setItem: () => undefined, removeItem: () => undefined });
    expect(store.save(key)).toBe(false);
  });
});
