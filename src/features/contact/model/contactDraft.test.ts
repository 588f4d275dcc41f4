import { describe, expect, it } from 'vitest';
import { clearDraft, DRAFT_STORAGE_KEY, keyForBody, readDraft, writeDraft } from './contactDraft.ts';
import { EMPTY_CONTACT } from './contactRules.ts';

const memory = () => {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
};

describe('contact draft', () => {
  it('round-trips values, key and queued state', () => {
    const storage = memory();
    const draft = { values: { ...EMPTY_CONTACT, name: 'Aylin' }, key: 'k1', keyBody: '{"a":1}', queuedId: 'k1', queuedSince: 5 };
    writeDraft(storage, draft);
    expect(readDraft(storage)).toEqual(draft);
    clearDraft(storage);
    expect(readDraft(storage)).toBeNull();
  });

  it('ignores broken or foreign data', () => {
    const storage = memory();
    storage.setItem(DRAFT_STORAGE_KEY, '{not json');
    expect(readDraft(storage)).toBeNull();
    storage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ values: { name: 3, message: 'Merhaba' }, key: 5 }));
    expect(readDraft(storage)).toEqual({ values: { ...EMPTY_CONTACT, message: 'Merhaba' } });
  });

  it('reuses the key for the same body only', () => {
    let n = 0;
    const make = () => `new-${++n}`;
    const first = keyForBody(null, { a: 1 }, make);
    expect(first).toEqual({ key: 'new-1', keyBody: '{"a":1}' });
    expect(keyForBody(first, { a: 1 }, make).key).toBe('new-1');
    expect(keyForBody(first, { a: 2 }, make).key).toBe('new-2');
  });
});
