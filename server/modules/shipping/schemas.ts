import * as v from 'valibot';
import { SHIPMENT_PROBLEM_REASONS, SHIPPING_LIMITS } from '../../../src/shared/api/shipping.ts';
import type { ApiAnswer } from '../../http/answer.ts';
import { coded, INVALID_BODY, parseBody, textField } from '../../http/validation.ts';
import { isPrintableText } from '../auth/index.ts';
import { dateTime, picked } from '../classroom/index.ts';
import * as m from './messages.ts';

/** A field that must be there: a missing key goes to `inner`, so it answers the field's own message rather than the object's. */
const present = <TSchema extends v.GenericSchema>(inner: TSchema) => v.pipe(v.nullish(v.unknown(), null), inner);

// A note may span lines; tabs and line breaks are the only control characters it may hold.
const printableWithBreaks = (text: string) => isPrintableText(text.replace(/[\n\r\t]/g, ' '));

/** ConfirmDeliveryRequest; `at` comes out as UTC ISO text. */
export const confirmSchema = v.object({ at: present(dateTime(m.AT_LABEL)) }, INVALID_BODY);

/** ReportProblemRequest: the note bounded, and required in words only when the reason says nothing by itself. */
export const problemSchema = v.pipe(
  v.object(
    {
      reason: present(picked(SHIPMENT_PROBLEM_REASONS, m.REASON_INVALID)),
      note: v.pipe(
        textField(m.NOTE_NOT_TEXT),
        v.maxLength(SHIPPING_LIMITS.noteMax, coded('VALIDATION_ERROR', m.NOTE_TOO_LONG)),
        v.check(printableWithBreaks, coded('VALIDATION_ERROR', m.NOTE_UNPRINTABLE)),
      ),
      at: present(dateTime(m.AT_LABEL)),
    },
    INVALID_BODY,
  ),
  v.forward(
    v.check((input) => input.reason !== 'other' || input.note !== '', coded('FIELD_REQUIRED', m.NOTE_REQUIRED_FOR_OTHER)),
    ['note'],
  ),
);

type Parsed<T> = { ok: true; value: T } | { ok: false; answer: ApiAnswer<never> };

/** The shared body check answered with 422, as the assistant's calls do; the client reads 400 and 422 alike as VALIDATION_ERROR. */
export function parseShippingBody<TSchema extends v.GenericSchema>(schema: TSchema, body: unknown): Parsed<v.InferOutput<TSchema>> {
  const parsed = parseBody(schema, body);
  return parsed.ok ? parsed : { ok: false, answer: { ...parsed.answer, status: 422 } };
}
