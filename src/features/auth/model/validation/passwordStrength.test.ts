import { describe, expect, it } from 'vitest';
import { hasRequiredCharacters, passwordChecks, passwordStrength } from './passwordStrength.ts';

describe('passwordChecks', () => {
  it('checks each of the five requirements on its own', () => {
    expect(passwordChecks('')).toEqual({ length: false, lower: false, upper: false, digit: false, special: false });
    expect(passwordChecks('abcdefgh')).toEqual({ length: true, lower: true, upper: false, digit: false, special: false });
    expect(passwordChecks('A1!')).toEqual({ length: false, lower: false, upper: true, digit: true, special: true });
  });

  it('counts length from 8 characters', () => {
    expect(passwordChecks('1234567').length).toBe(false);
    expect(passwordChecks('12345678').length).toBe(true);
  });

  it('counts Turkish letters as letters, and space as no special character', () => {
    expect(passwordChecks('ğ').lower).toBe(true);
    expect(passwordChecks('İ').upper).toBe(true);
    expect(passwordChecks('a b').special).toBe(false);
    expect(passwordChecks('ab.').special).toBe(true);
  });
});

describe('passwordStrength', () => {
  it('is weak with two or fewer requirements', () => {
    expect(passwordStrength('')).toBe('weak');
    expect(passwordStrength('abcdefgh')).toBe('weak');
  });

  it('is weak under 8 characters however varied', () => {
    expect(passwordStrength('Ab1!xyz')).toBe('weak');
  });

  it('is medium with three or four requirements and 8+ characters', () => {
    expect(passwordStrength('abcdefg1')).toBe('medium');
    expect(passwordStrength('Abcdefg1')).toBe('medium');
  });

  it('is strong with all five', () => {
    expect(passwordStrength('Abcdef1!')).toBe('strong');
  });
});

describe('hasRequiredCharacters (docs/behaviour.md#validation: upper, lower and a digit)', () => {
  it('needs all three', () => {
    expect(hasRequiredCharacters('Abcdefg1')).toBe(true);
    expect(hasRequiredCharacters('abcdefg1')).toBe(false);
    expect(hasRequiredCharacters('ABCDEFG1')).toBe(false);
    expect(hasRequiredCharacters('Abcdefgh')).toBe(false);
  });
  it('does not need a special character', () => expect(hasRequiredCharacters('Şifre123')).toBe(true));
});
