import { describe, expect, it } from 'vitest';
import { runSignedInHomeScript } from './signedInHomeScript.testUtils.ts';
import { STORAGE_KEYS } from './storageKeys.ts';

const saved = (value: string) => (key: string) => (key === STORAGE_KEYS.session ? value : null);

describe("the rendered home page's signed-in script", () => {
  it('hides the landing page of someone signed in and replaces it with /dashboard', () => {
    expect(runSignedInHomeScript(saved(JSON.stringify({ user: { email: 'a@b.c' }, isAuthenticated: true })))).toEqual({
      hidden: true,
      replaced: ['/dashboard'],
    });
  });

  it('leaves a visitor, a damaged session and a storage that refuses to be read on the landing page', () => {
    const stays = { hidden: false, replaced: [] };
    expect(runSignedInHomeScript(() => null)).toEqual(stays);
    expect(runSignedInHomeScript(saved('{bozuk'))).toEqual(stays);
    expect(
      runSignedInHomeScript(() => {
        throw new DOMException('localStorage is disabled', 'SecurityError');
      }),
    ).toEqual(stays);
  });
});
