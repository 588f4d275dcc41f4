import type { MessageDescriptor } from '@lingui/core';
import * as v from 'valibot';
import { LIMITS } from '@/shared/api/contract.ts';
import { lazyMessage } from '@/shared/ui/form/rules.ts';

/** The five requirements the registration screen lists (docs/behaviour.md#validation), in display order. */
export const PASSWORD_REQUIREMENTS = ['length', 'lower', 'upper', 'digit', 'special'] as const;
export type PasswordRequirement = (typeof PASSWORD_REQUIREMENTS)[number];

// Unicode classes, so Turkish letters (ç, ğ, ı, İ, ö, ş, ü) count as letters, as on the server.
const LOWER = /\p{Ll}/u;
const UPPER = /\p{Lu}/u;
const DIGIT = /\p{Nd}/u;
// Anything that is neither a letter, a digit nor white space: punctuation, symbols, emoji.
const SPECIAL = /[^\p{L}\p{N}\s]/u;

/** Which of the five requirements a password meets. */
export function passwordChecks(password: string): Record<PasswordRequirement, boolean> {
  return {
    length: password.length >= LIMITS.passwordMin,
    lower: LOWER.test(password),
    upper: UPPER.test(password),
    digit: DIGIT.test(password),
    special: SPECIAL.test(password),
  };
}

export type PasswordStrength = 'weak' | 'medium' | 'strong';

/**
 * The strength meter's rule (docs/behaviour.md#validation names the levels, not the rule):
 * count the five requirements met, then
 * - strong (güçlü): all five;
 * - medium (orta): three or four, with at least 8 characters;
 * - weak (zayıf): two or fewer, or shorter than 8 characters — a password
 *   the form would refuse for its length is never shown as better than weak.
 * The minimum accepted password (8+, lower, upper, digit) is therefore medium,
 * and a special character makes it strong.
 */
export function passwordStrength(password: string): PasswordStrength {
  const checks = passwordChecks(password);
  const met = PASSWORD_REQUIREMENTS.filter((requirement) => checks[requirement]).length;
  if (met === PASSWORD_REQUIREMENTS.length) return 'strong';
  if (met >= 3 && checks.length) return 'medium';
  return 'weak';
}

/** docs/behaviour.md#validation: upper case, lower case and a digit; a special character is recommended, not required. */
export function hasRequiredCharacters(password: string): boolean {
  const checks = passwordChecks(password);
  return checks.lower && checks.upper && checks.digit;
}

export type NewPasswordMessages = { required: MessageDescriptor; tooShort: MessageDescriptor; weak: MessageDescriptor };

/**
 * A password being set (registration, password change): required, at least 8
 * characters, upper case, lower case and a digit (docs/behaviour.md#validation). Never trimmed:
 * spaces are part of a password.
 */
export const newPasswordField = (messages: NewPasswordMessages) =>
  v.pipe(
    v.string(lazyMessage(messages.required)),
    v.nonEmpty(lazyMessage(messages.required)),
    v.minLength(LIMITS.passwordMin, lazyMessage(messages.tooShort)),
    v.check(hasRequiredCharacters, lazyMessage(messages.weak)),
  );
