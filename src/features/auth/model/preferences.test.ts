import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PREFERENCES,
  loadPreferences,
  movePreferences,
  preferencesKey,
  savePreferences,
  type PreferenceStore,
  type Preferences,
} from './preferences.ts';

function fakeStore(initial: Record<string, unknown> = {}): PreferenceStore & { data: Map<string, unknown> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    get: async (key) => data.get(key),
    set: async (key, value) => {
      data.set(key, value);
    },
    del: async (key) => {
      data.delete(key);
    },
  };
}

const EMAIL = 'ogretmen@okul.example';

describe('preferences', () => {
  it('are the defaults when nothing is saved', async () => {
    expect(await loadPreferences(fakeStore(), EMAIL)).toEqual(DEFAULT_PREFERENCES);
    expect(DEFAULT_PREFERENCES).toEqual({ gradeLevel: null, subjects: [], notifications: true, sounds: true, newsletter: false });
  });

  it('take the given defaults when nothing is saved', async () => {
    const defaults = { ...DEFAULT_PREFERENCES, newsletter: true };
    expect(await loadPreferences(fakeStore(), EMAIL, defaults)).toEqual(defaults);
  });

  it('round-trip through the store, one entry per account, e-mail case ignored', async () => {
    const store = fakeStore();
    const saved: Preferences = { gradeLevel: 'grade7', subjects: ['robotics', 'math'], notifications: false, sounds: false, newsletter: true };
    await savePreferences(store, EMAIL, saved);
    expect(await loadPreferences(store, ' Ogretmen@Okul.Example')).toEqual({ ...saved, subjects: ['math', 'robotics'] });
    expect(await loadPreferences(store, 'baska@okul.example')).toEqual(DEFAULT_PREFERENCES);
    expect([...store.data.keys()]).toEqual([preferencesKey(EMAIL)]);
  });

  it('fall back field by field when the saved value is damaged', async () => {
    const store = fakeStore({ [preferencesKey(EMAIL)]: { gradeLevel: 'grade13', subjects: ['math', 'alchemy'], sounds: false } });
    expect(await loadPreferences(store, EMAIL)).toEqual({ ...DEFAULT_PREFERENCES, sounds: false });
  });

  it('ignore a saved value that is not an object', async () => {
    expect(await loadPreferences(fakeStore({ [preferencesKey(EMAIL)]: 'bozuk' }), EMAIL)).toEqual(DEFAULT_PREFERENCES);
  });

  it('do not share the default subjects array with the caller', async () => {
    const loaded = await loadPreferences(fakeStore(), EMAIL);
    loaded.subjects.push('art');
    expect(DEFAULT_PREFERENCES.subjects).toEqual([]);
  });

  it('move with the account when its e-mail changes', async () => {
    const store = fakeStore();
    const saved: Preferences = { ...DEFAULT_PREFERENCES, gradeLevel: 'university' };
    await savePreferences(store, EMAIL, saved);
    await movePreferences(store, EMAIL, 'yeni@okul.example');
    expect(await loadPreferences(store, 'yeni@okul.example')).toEqual(saved);
    expect(store.data.has(preferencesKey(EMAIL))).toBe(false);
  });

  it('stay put when the e-mail only changes case, and nothing moves when nothing is saved', async () => {
    const store = fakeStore();
    await savePreferences(store, EMAIL, DEFAULT_PREFERENCES);
    await movePreferences(store, EMAIL, EMAIL.toUpperCase());
    expect([...store.data.keys()]).toEqual([preferencesKey(EMAIL)]);
    await movePreferences(store, 'bos@okul.example', 'yeni@okul.example');
    expect(store.data.has(preferencesKey('yeni@okul.example'))).toBe(false);
  });
});
