import { describe, expect, it } from 'vitest';
import { createPasswordHasher, DEFAULT_SCRYPT_COST } from './passwords.ts';

describe('password hashing', () => {
  it('uses scrypt at the default cost with a fresh salt each time, and verifies', async () => {
    const hasher = createPasswordHasher();
    const first = await hasher.hash('Ogretmen123');
    const second = await hasher.hash('Ogretmen123');
    expect(first).toMatch(new RegExp(`^scrypt\\$${DEFAULT_SCRYPT_COST}\\$8\\$1\\$[\\w-]{22}\\$[\\w-]{86}$`));
    expect(first).not.toBe(second);
    expect(await hasher.verify('Ogretmen123', first)).toBe(true);
    expect(await hasher.verify('ogretmen123', first)).toBe(false);
  });

  it('verifies hashes made at another cost, and refuses anything that is not a scrypt hash', async () => {
    const cheap = await createPasswordHasher(1024).hash('Veli12345');
    expect(await createPasswordHasher().verify('Veli12345', cheap)).toBe(true);
    expect(await createPasswordHasher().verify('Veli12345', 'Veli12345')).toBe(false);
  });
});
