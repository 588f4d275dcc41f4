import * as v from 'valibot';
import { LIMITS } from '../../../src/shared/api/contract.ts';
import { isVisibleText } from '../../../src/shared/fields/visibleText.ts';
import { coded, requiredText } from '../../http/validation.ts';

// The name and password rules of registration and profile updates (docs/behaviour.md#validation).

const NAME_TOO_SHORT = (label: string) => coded('NAME_TOO_SHORT', `${label} en az ${LIMITS.nameMin} karakter olmalıdır.`);
const NAME_TOO_LONG = (label: string) => coded('VALIDATION_ERROR', `${label} en fazla ${LIMITS.nameMax} karakter olabilir.`);
const NAME_UNPRINTABLE = (label: string) => coded('VALIDATION_ERROR', `${label} görünmeyen ya da bozuk karakterler içeremez.`);

/** One line a reader sees all of: no controls, format characters (bidi, zero-width) or lone surrogates (shared/fields/visibleText.ts). */
export const isPrintableText = (text: string): boolean => isVisibleText(text);

/** The bounds every stored name shares, after the required rule. */
function nameBounds(label: string) {
  return [
    v.minLength<string, number, string>(LIMITS.nameMin, NAME_TOO_SHORT(label)),
    v.maxLength<string, number, string>(LIMITS.nameMax, NAME_TOO_LONG(label)),
    v.check<string, string>(isPrintableText, NAME_UNPRINTABLE(label)),
  ] as const;
}

/** First or last name on registration (docs/behaviour.md#validation): required, 2 to 50 characters, printable. */
export function personName(label: string) {
  return v.pipe(requiredText(coded('FIELD_REQUIRED', `${label} zorunludur.`)), ...nameBounds(label));
}

/** The same rule for a profile update, where leaving the field out keeps the stored value. */
export function optionalPersonName(label: string) {
  const required = coded('FIELD_REQUIRED', `${label} zorunludur.`);
  return v.optional(v.pipe(v.string(required), v.trim(), v.nonEmpty(required), ...nameBounds(label)));
}

/** docs/behaviour.md#validation: upper case, lower case and a digit (Turkish letters count as letters). */
export function isStrongPassword(password: string): boolean {
  return /\p{Lu}/u.test(password) && /\p{Ll}/u.test(password) && /\p{Nd}/u.test(password);
}

export const passwordMessages = (label: string) => ({
  required: coded('FIELD_REQUIRED', `${label} zorunludur.`),
  tooShort: coded('PASSWORD_TOO_SHORT', `${label} en az ${LIMITS.passwordMin} karakter olmalıdır.`),
  tooLong: coded('VALIDATION_ERROR', `${label} en fazla ${LIMITS.passwordMax} karakter olabilir.`),
  weak: coded('WEAK_PASSWORD', `${label} en az bir büyük harf, bir küçük harf ve bir rakam içermelidir.`),
});

export const PASSWORDS_DONT_MATCH = coded('PASSWORDS_DONT_MATCH', 'Şifreler eşleşmiyor.');

/** A password as set on registration (docs/behaviour.md#validation). Passwords are never trimmed. */
export function newPassword(label: string) {
  const messages = passwordMessages(label);
  return v.pipe(
    v.optional(v.string(messages.required), ''),
    v.nonEmpty(messages.required),
    v.minLength(LIMITS.passwordMin, messages.tooShort),
    v.maxLength(LIMITS.passwordMax, messages.tooLong),
    v.check(isStrongPassword, messages.weak),
  );
}
