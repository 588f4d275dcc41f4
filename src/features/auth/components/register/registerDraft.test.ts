import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from '@/shared/lib/storage.ts';
import { EMPTY_DRAFT, REGISTER_DRAFT_KEY, clearRegisterDraft, readRegisterDraft, writeRegisterDraft, type RegisterDraft } from './registerDraft.ts';

const memoryStorage = (): KeyValueStorage & { data: Map<string, string> } => {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
};

const draft: RegisterDraft = {
  step: 2,
  info: { first_name: 'Ayşe', last_name: 'Yılmaz', email: 'ayse@okul.example', role: 'teacher' },
  terms_accepted: true,
  newsletter_opt_in: true,
};

describe('register draft', () => {
  it('is empty when nothing is stored, or without storage', () => {
    expect(readRegisterDraft(memoryStorage())).toEqual(EMPTY_DRAFT);
    expect(readRegisterDraft(null)).toEqual(EMPTY_DRAFT);
  });

  it('round-trips the typed values', () => {
    const storage = memoryStorage();
    writeRegisterDraft(storage, draft);
    expect(readRegisterDraft(storage)).toEqual(draft);
  });

  it('never stores a password, even one passed along with the values', () => {
    const storage = memoryStorage();
    const withPassword = { ...draft, info: { ...draft.info, password: 'Gizli123' }, password_confirm: 'Gizli123' } as RegisterDraft;
    writeRegisterDraft(storage, withPassword);
    expect(storage.data.get(REGISTER_DRAFT_KEY)).not.toContain('Gizli123');
  });

  it('falls back per part on damaged data', () => {
    const storage = memoryStorage();
    storage.setItem(REGISTER_DRAFT_KEY, JSON.stringify({ step: 7, info: { first_name: 'Ali', email: 5 }, terms_accepted: 'yes', newsletter_opt_in: true }));
    expect(readRegisterDraft(storage)).toEqual({ ...EMPTY_DRAFT, info: { ...EMPTY_DRAFT.info, first_name: 'Ali' }, newsletter_opt_in: true });
    storage.setItem(REGISTER_DRAFT_KEY, '{not json');
    expect(readRegisterDraft(storage)).toEqual(EMPTY_DRAFT);
  });

  it('is removed on clear', () => {
    const storage = memoryStorage();
    writeRegisterDraft(storage, draft);
    clearRegisterDraft(storage);
    expect(storage.data.size).toBe(0);
  });
});
