import * as v from 'valibot';
import type { ErrorCode, ValidationErrors } from '../../src/shared/api/contract.ts';
import { fail, type ApiAnswer } from './answer.ts';

/**
 * Every rule message is Turkish text; this map remembers which docs/behaviour.md#errors code each text stands for,
 * so an answer with one failing field can carry that field's code (e.g. PASSWORD_TOO_SHORT).
 */
const codeOfMessage = new Map<string, ErrorCode>();

export function coded(code: ErrorCode, text: string): string {
  codeOfMessage.set(text, code);
  return text;
}

/** For a body that is JSON but not an object (an array, a string, null). */
export const INVALID_BODY = 'İstek gövdesi bir JSON nesnesi olmalıdır.';

/**
 * A string field where a missing key or null reads as "": valibot would otherwise answer a missing key
 * with its own English message instead of the field's required rule.
 */
export function textField(requiredMessage: string) {
  return v.pipe(v.nullish(v.string(requiredMessage), ''), v.trim());
}

export function requiredText(requiredMessage: string) {
  return v.pipe(textField(requiredMessage), v.nonEmpty(requiredMessage));
}

export const EMAIL_REQUIRED = coded('EMAIL_REQUIRED', 'E-posta adresi zorunludur.');
export const EMAIL_INVALID = coded('EMAIL_INVALID', 'Geçerli bir e-posta adresi girin.');
// RFC 5321 caps an address at 254 characters.
const EMAIL_MAX = 254;

/** E-mails are compared and stored trimmed and in lower case. */
export function emailAddress() {
  return v.pipe(requiredText(EMAIL_REQUIRED), v.maxLength(EMAIL_MAX, EMAIL_INVALID), v.email(EMAIL_INVALID), v.toLowerCase());
}

export function optionalEmailAddress() {
  return v.optional(
    v.pipe(v.string(EMAIL_REQUIRED), v.trim(), v.nonEmpty(EMAIL_REQUIRED), v.maxLength(EMAIL_MAX, EMAIL_INVALID), v.email(EMAIL_INVALID), v.toLowerCase()),
  );
}

type ParseResult<T> = { ok: true; value: T } | { ok: false; answer: ApiAnswer<never> };

/** Field errors for issues with no field, such as a body that is not an object. */
const BODY_FIELD = 'non_field_errors';

/**
 * Validates a request body. On failure: 400, every failing field with its first message, and
 * error_code set to that field's code when exactly one field failed, else VALIDATION_ERROR.
 */
export function parseBody<TSchema extends v.GenericSchema>(schema: TSchema, body: unknown): ParseResult<v.InferOutput<TSchema>> {
  // valibot's object schema takes an array (it is an object): every body here must be a plain object.
  if (Array.isArray(body)) {
    return { ok: false, answer: fail(400, INVALID_BODY, { error_code: 'VALIDATION_ERROR', errors: { [BODY_FIELD]: [INVALID_BODY] } }) };
  }
  const result = v.safeParse(schema, body);
  if (result.success) return { ok: true, value: result.output };
  const errors: ValidationErrors = {};
  const firstMessages: string[] = [];
  for (const issue of result.issues) {
    const field = v.getDotPath(issue) ?? BODY_FIELD;
    if (errors[field]) continue;
    errors[field] = [issue.message];
    firstMessages.push(issue.message);
  }
  const [only, ...others] = firstMessages;
  const single = only !== undefined && others.length === 0;
  return {
    ok: false,
    answer: fail(400, single ? only : 'Lütfen formdaki hataları düzeltin.', {
      error_code: (single && codeOfMessage.get(only)) || 'VALIDATION_ERROR',
      errors,
    }),
  };
}
