import * as v from 'valibot';
import { LIMITS } from '../../../src/shared/api/contract.ts';
import { coded, requiredText } from '../../http/validation.ts';

// The name and password rules of registration and profile updates (SPEC §5).

const NAME_TOO_SHORT = (label: string) => coded('NAME_TOO_SHORT', `${label} en az ${LIMITS.nameMin} karakter olmalıdır.`);

/** First or last name on registration (SPEC §5): required, at least 2 characters. */
export function personName(label: string) {
  return v.pipe(requiredText(coded('FIELD_REQUIRED', `${label} zorunludur.`)), v.minLength(LIMITS.nameMin, NAME_TOO_SHORT(label)));
}

/** The same rule for a profile update, where leaving the field out keeps the stored value. */
export function optionalPersonName(label: string) {
  const required = coded('FIELD_REQUIRED', `${label} zorunludur.`);
  return v.optional(v.pipe(v.string(required), v.trim(), v.nonEmpty(required), v.minLength(LIMITS.nameMin, NAME_TOO_SHORT(label))));
}

/** SPEC §5: upper case, lower case and a digit (Turkish letters count as letters). */
export function isStrongPassword(password: string): boolean {
  return /\p{Lu}/u.test(password) && /\p{Ll}/u.test(password) && /\p{Nd}/u.test(password);
}

export const passwordMessages = (label: string) => ({
  required: coded('FIELD_REQUIRED', `${label} zorunludur.`),
  tooShort: coded('PASSWORD_TOO_SHORT', `${label} en az ${LIMITS.passwordMin} karakter olmalıdır.`),
  weak: coded('WEAK_PASSWORD', `${label} en az bir büyük harf, bir küçük harf ve bir rakam içermelidir.`),
});

export const PASSWORDS_DONT_MATCH = coded('PASSWORDS_DONT_MATCH', 'Şifreler eşleşmiyor.');

/** A password as set on registration (SPEC §5). Passwords are never trimmed. */
export function newPassword(label: string) {
  const messages = passwordMessages(label);
  return v.pipe(
    v.optional(v.string(messages.required), ''),
    v.nonEmpty(messages.required),
    v.minLength(LIMITS.passwordMin, messages.tooShort),
    v.check(isStrongPassword, messages.weak),
  );
}
