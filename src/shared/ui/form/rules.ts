import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import { isVisibleText } from '@/shared/fields/visibleText.ts';
import { textForCode } from '@/shared/api/errorMessages.ts';
import type { ErrorCode } from '@/shared/api/contract.ts';

/**
 * The field rules every form shares (docs/behaviour.md#validation), written once as valibot pieces. Messages are read
 * when a rule fails, never when the module loads, so they come from the catalogue loaded by then.
 */
export type RuleMessage = () => string;

export const lazyMessage =
  (descriptor: MessageDescriptor): RuleMessage =>
  () =>
    i18n._(descriptor);

/** The docs/behaviour.md#errors catalogue text of an error code, for forms whose errors mirror the server's. */
export const codeMessage =
  (code: ErrorCode): RuleMessage =>
  () =>
    textForCode(code);

// RFC 5321 caps an address at 254 characters; the server applies the same cap.
const EMAIL_MAX_LENGTH = 254;

/** docs/behaviour.md#validation e-mail: required and valid. Surrounding spaces (a pasted address) are dropped. */
export const emailRule = (messages: { required: RuleMessage; invalid: RuleMessage }) =>
  v.pipe(v.string(messages.required), v.trim(), v.nonEmpty(messages.required), v.maxLength(EMAIL_MAX_LENGTH, messages.invalid), v.email(messages.invalid));

/** docs/behaviour.md#validation newsletter: something, @, something, a dot, something; no spaces. */
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const simpleEmailRule = (messages: { required: RuleMessage; invalid: RuleMessage }) =>
  v.pipe(v.string(messages.required), v.trim(), v.nonEmpty(messages.required), v.regex(SIMPLE_EMAIL, messages.invalid));

type Bound = readonly [length: number, message: RuleMessage];

/** The server refuses text with characters nobody sees (bidi controls, zero-width…); the form says so first. */
export const HIDDEN_CHARACTERS = lazyMessage(msg`Görünmeyen ya da bozuk karakterler kullanılamaz.`);

/**
 * Trimmed text that must be there, with optional length bounds counted on what is really sent, and
 * only characters a reader sees (line breaks too when `multiline`).
 */
export const requiredTextRule = (required: RuleMessage, { min, max, multiline = false }: { min?: Bound; max?: Bound; multiline?: boolean } = {}) =>
  v.pipe(
    v.string(required),
    v.trim(),
    v.nonEmpty(required),
    v.minLength(min?.[0] ?? 0, min?.[1] ?? required),
    v.maxLength(max?.[0] ?? Number.MAX_SAFE_INTEGER, max?.[1] ?? required),
    v.check((text: string) => isVisibleText(text, { multiline }), HIDDEN_CHARACTERS),
  );

/** The first message of a failed rule, or null when the value passes. */
export function firstIssue<TSchema extends v.GenericSchema>(schema: TSchema, value: unknown): string | null {
  const result = v.safeParse(schema, value);
  return result.success ? null : (result.issues[0]?.message ?? null);
}
