import * as v from 'valibot';
import {
  ASSISTANT_DAILY_LIMIT_MAX,
  ASSISTANT_DAILY_LIMIT_MIN,
  ASSISTANT_FLAG_CATEGORIES,
  ASSISTANT_FLAG_ID_PATTERN,
  ASSISTANT_LIMITS,
} from '../../../src/shared/api/assistant.ts';
import type { ApiAnswer } from '../../http/answer.ts';
import { coded, INVALID_BODY, parseBody, requiredText } from '../../http/validation.ts';
import { isPrintableText } from '../auth/index.ts';
import { dateTime, picked } from '../classroom/index.ts';
import * as m from './messages.ts';

const LIMIT_INVALID = coded('VALIDATION_ERROR', m.LIMIT_INVALID);

/**
 * A field that must be there, read through `inner`: valibot answers a missing key with the whole
 * object's message, so a missing (or null) value is handed to `inner` to get the field's own.
 */
const present = <TSchema extends v.GenericSchema>(inner: TSchema) => v.pipe(v.nullish(v.unknown(), null), inner);

const REVEAL_INVALID = coded('VALIDATION_ERROR', m.REVEAL_INVALID);
const NOTHING_TO_SAVE = coded('VALIDATION_ERROR', m.CLASS_NOTHING_TO_SAVE);

/**
 * A class's settings (AssistantClassLimitRequest): each optional, since a teacher changes one at a time,
 * but at least one, so an empty or misspelt body is refused rather than answered "saved". Unknown keys
 * are dropped, as in every body this server reads.
 */
export const classLimitSchema = v.pipe(
  v.object(
    {
      // Left out is fine; null, text or a fraction all get the one message that says what is wanted.
      dailyLimit: v.optional(
        v.pipe(
          v.number(LIMIT_INVALID),
          v.integer(LIMIT_INVALID),
          v.minValue(ASSISTANT_DAILY_LIMIT_MIN, LIMIT_INVALID),
          v.maxValue(ASSISTANT_DAILY_LIMIT_MAX, LIMIT_INVALID),
        ),
      ),
      revealAnswers: v.optional(v.boolean(REVEAL_INVALID)),
    },
    INVALID_BODY,
  ),
  // No field to name: the message goes under non_field_errors.
  v.check((input) => input.dailyLimit !== undefined || input.revealAnswers !== undefined, NOTHING_TO_SAVE),
);

const SHARE_INVALID = coded('VALIDATION_ERROR', m.SHARE_INVALID);

export const schoolSettingSchema = v.object(
  {
    shareFlagged: present(v.boolean(SHARE_INVALID)),
  },
  INVALID_BODY,
);

// A question may span lines; tabs and line breaks are the only control characters it may hold.
const printableWithBreaks = (text: string) => isPrintableText(text.replace(/[\n\r\t]/g, ' '));

/** What a student's device posts (AssistantFlagInput), every field bounded; `at` comes out as UTC ISO text. */
export const flagSchema = v.object(
  {
    id: v.pipe(
      requiredText(coded('FIELD_REQUIRED', m.FLAG_ID_REQUIRED)),
      v.regex(ASSISTANT_FLAG_ID_PATTERN, coded('VALIDATION_ERROR', m.FLAG_ID_INVALID)),
      // One id however the device wrote its hex letters, so a resend in other case is still the same flag.
      v.toLowerCase(),
    ),
    category: present(picked(ASSISTANT_FLAG_CATEGORIES, m.CATEGORY_INVALID)),
    text: v.pipe(
      requiredText(coded('FIELD_REQUIRED', m.TEXT_REQUIRED)),
      v.maxLength(ASSISTANT_LIMITS.flagTextMax, coded('VALIDATION_ERROR', m.TEXT_TOO_LONG)),
      v.check(printableWithBreaks, coded('VALIDATION_ERROR', m.TEXT_UNPRINTABLE)),
    ),
    at: present(dateTime('Sorunun zamanı')),
  },
  INVALID_BODY,
);

type Parsed<T> = { ok: true; value: T } | { ok: false; answer: ApiAnswer<never> };

/**
 * The shared body check with the assistant's status: 422 (the contract's choice for these calls) in
 * the usual error shape; the client reads 400 and 422 alike as VALIDATION_ERROR.
 */
export function parseAssistantBody<TSchema extends v.GenericSchema>(schema: TSchema, body: unknown): Parsed<v.InferOutput<TSchema>> {
  const parsed = parseBody(schema, body);
  return parsed.ok ? parsed : { ok: false, answer: { ...parsed.answer, status: 422 } };
}
