import * as v from 'valibot';
import { LIMITS, USER_TYPES, type ContactRequest } from '@/shared/api/contract.ts';
import { textForCode } from '@/shared/api/errorMessages.ts';

/** A rule message read when the rule fails, so it follows the loaded catalogue: the SPEC §8 code's text. */
const codeText = (code: string) => () => textForCode(code);

// RFC 5321 caps an address at 254 characters; the server applies the same cap.
const EMAIL_MAX_LENGTH = 254;

/** The form's fields, named as the server names them, so its field errors land on them directly. */
export const CONTACT_FIELDS = ['name', 'email', 'phone', 'user_type', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', phone: '', user_type: '', subject: '', message: '' };

/**
 * SPEC §5 contact rules with the SPEC §8 codes' texts. Texts are trimmed (as the server does), so the
 * limits count what is really sent.
 */
export const contactSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty(codeText('NAME_REQUIRED')), v.minLength(LIMITS.nameMin, codeText('NAME_TOO_SHORT'))),
  email: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(codeText('EMAIL_REQUIRED')),
    v.maxLength(EMAIL_MAX_LENGTH, codeText('EMAIL_INVALID')),
    v.email(codeText('EMAIL_INVALID')),
  ),
  phone: v.pipe(v.string(), v.trim(), v.maxLength(LIMITS.phoneMax, codeText('PHONE_TOO_LONG'))),
  user_type: v.pipe(v.string(), v.picklist(USER_TYPES, codeText('USER_TYPE_INVALID'))),
  subject: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(codeText('SUBJECT_REQUIRED')),
    v.minLength(LIMITS.subjectMin, codeText('SUBJECT_TOO_SHORT')),
    v.maxLength(LIMITS.subjectMax, codeText('SUBJECT_TOO_LONG')),
  ),
  message: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(codeText('MESSAGE_REQUIRED')),
    v.minLength(LIMITS.messageMin, codeText('MESSAGE_TOO_SHORT')),
    v.maxLength(LIMITS.messageMax, codeText('MESSAGE_TOO_LONG')),
  ),
});

export type ContactOutput = v.InferOutput<typeof contactSchema>;

/** The request body: the phone is left out when empty (it is optional). */
export function toContactRequest({ phone, ...rest }: ContactOutput): ContactRequest {
  return phone ? { ...rest, phone } : rest;
}

/** True while nothing has been typed or chosen. */
export function isContactEmpty(values: ContactValues): boolean {
  return CONTACT_FIELDS.every((field) => !values[field].trim());
}

/** The message length as the rules count it (trimmed). */
export const messageLength = (message: string): number => message.trim().length;

export type CounterTone = 'normal' | 'warning' | 'danger';

/** SPEC §5: the counter turns orange past 80 % of the maximum and red past the maximum. */
export function counterTone(length: number, max: number = LIMITS.messageMax): CounterTone {
  if (length > max) return 'danger';
  if (length > max * 0.8) return 'warning';
  return 'normal';
}
