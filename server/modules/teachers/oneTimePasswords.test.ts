import { describe, expect, it } from 'vitest';
import { TEACHER_LIMITS } from '../../../src/shared/api/teachers.ts';
import { isStrongPassword } from '../auth/index.ts';
import { oneTimePassword } from './oneTimePasswords.ts';

describe('oneTimePassword', () => {
  const drawn = Array.from({ length: 200 }, () => oneTimePassword());

  it('meets the registration rules at the contract’s length', () => {
    for (const password of drawn) {
      expect(password).toHaveLength(TEACHER_LIMITS.oneTimePasswordLength);
      expect(isStrongPassword(password)).toBe(true);
    }
  });

  it('uses no character that reads like another (0 O o, 1 I l) and no letter outside ASCII', () => {
    for (const password of drawn) expect(password).toMatch(/^[A-HJ-NP-Za-km-z2-9]+$/);
  });

  it('is not the same twice', () => expect(new Set(drawn).size).toBe(drawn.length));
});
