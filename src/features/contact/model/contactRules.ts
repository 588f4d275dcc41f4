import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import { LIMITS, USER_TYPES, type ContactRequest } from '@/shared/api/contract.ts';
import { codeMessage as code, emailRule, lazyMessage, requiredTextRule } from '@/shared/ui/form/rules.ts';

/** The form's fields, named as the server names them, so its field errors land on them directly. */
export const CONTACT_FIELDS = ['name', 'email', 'phone', 'user_type', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', phone: '', user_type: '', subject: '', message: '' };

const nameMax = LIMITS.contactNameMax;
// The catalogue has no NAME_TOO_LONG code; the server answers this same text.
const NAME_TOO_LONG = lazyMessage(msg`Ad soyad en fazla ${nameMax} karakter olabilir.`);

/**
 * docs/behaviour.md#validation contact rules with the docs/behaviour.md#errors codes' texts. Texts are trimmed (as the server does), so the
 * limits count what is really sent; every bound is the server's (LIMITS), so the form never sends what the server refuses.
 */
export const contactSchema = v.object({
  name: requiredTextRule(code('NAME_REQUIRED'), { min: [LIMITS.nameMin, code('NAME_TOO_SHORT')], max: [nameMax, NAME_TOO_LONG] }),
  email: emailRule({ required: code('EMAIL_REQUIRED'), invalid: code('EMAIL_INVALID') }),
  phone: v.pipe(v.string(), v.trim(), v.maxLength(LIMITS.phoneMax, code('PHONE_TOO_LONG'))),
  user_type: v.pipe(v.string(), v.picklist(USER_TYPES, code('USER_TYPE_INVALID'))),
  subject: requiredTextRule(code('SUBJECT_REQUIRED'), {
    min: [LIMITS.subjectMin, code('SUBJECT_TOO_SHORT')],
    max: [LIMITS.subjectMax, code('SUBJECT_TOO_LONG')],
  }),
  message: requiredTextRule(code('MESSAGE_REQUIRED'), {
    min: [LIMITS.messageMin, code('MESSAGE_TOO_SHORT')],
    max: [LIMITS.messageMax, code('MESSAGE_TOO_LONG')],
    multiline: true,
  }),
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

/** docs/behaviour.md#validation: the counter turns orange past 80 % of the maximum and red past the maximum. */
export function counterTone(length: number, max: number = LIMITS.messageMax): CounterTone {
  if (length > max) return 'danger';
  if (length > max * 0.8) return 'warning';
  return 'normal';
}
