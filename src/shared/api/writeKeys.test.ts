import { describe, expect, it } from 'vitest';
import { createWriteKeys } from './writeKeys.ts';

describe('write keys', () => {
  const keys = () => {
    let serial = 0;
    return createWriteKeys(() => `k${(serial += 1)}`);
  };

  it('gives the same body sent again the same key, and a changed body a new one', () => {
    const writes = keys();
    expect(writes.keyFor('register', { email: 'a@b.c' })).toBe('k1');
    expect(writes.keyFor('register', { email: 'a@b.c' })).toBe('k1');
    expect(writes.keyFor('register', { email: 'x@b.c' })).toBe('k2');
    expect(writes.keyFor('register', { email: 'a@b.c' })).toBe('k3');
  });

  it('keeps scopes apart and forgets everything at sign-out', () => {
    const writes = keys();
    expect(writes.keyFor('register', {})).toBe('k1');
    expect(writes.keyFor('profile', {})).toBe('k2');
    writes.forget();
    expect(writes.keyFor('register', {})).toBe('k3');
  });
});
