import * as v from 'valibot';
import { CLASSROOM_LIMITS, CONTENT_KINDS, EXPERIMENT_PARTS, type ContentRef } from '../../../src/shared/api/classroom.ts';
import { coded, requiredText, textField } from '../../http/validation.ts';
import { ACCEPTED_YEARS, isAcceptedDay, isAcceptedInstant } from '../../../src/shared/fields/acceptedDates.ts';
import { isVisibleText } from '../../../src/shared/fields/visibleText.ts';
import { isPrintableText } from '../auth/index.ts';

// Field rules shared by the classroom's bodies: every one bounded, every message Turkish (docs/behaviour.md#errors).

const tooShort = (label: string, min: number) => coded('VALIDATION_ERROR', `${label} en az ${min} karakter olmalıdır.`);
const tooLong = (label: string, max: number) => coded('VALIDATION_ERROR', `${label} en fazla ${max} karakter olabilir.`);
const unprintable = (label: string) => coded('VALIDATION_ERROR', `${label} görünmeyen ya da bozuk karakterler içeremez.`);
const lineBreaksAllowed = (text: string) => isVisibleText(text, { multiline: true });

/** A required one-line text of min to max characters. */
export function boundedName(label: string, min: number, max: number) {
  return v.pipe(
    requiredText(coded('FIELD_REQUIRED', `${label} zorunludur.`)),
    v.minLength(min, tooShort(label, min)),
    v.maxLength(max, tooLong(label, max)),
    v.check(isPrintableText, unprintable(label)),
  );
}

/** The same for an update, where leaving the field out keeps the stored value. */
export function optionalName(label: string, min: number, max: number) {
  const required = coded('FIELD_REQUIRED', `${label} zorunludur.`);
  return v.optional(
    v.pipe(
      v.string(required),
      v.trim(),
      v.nonEmpty(required),
      v.minLength(min, tooShort(label, min)),
      v.maxLength(max, tooLong(label, max)),
      v.check(isPrintableText, unprintable(label)),
    ),
  );
}

/** Free text that may be empty and may span lines (instructions, feedback, a written answer). */
export function longText(label: string, max: number) {
  return v.pipe(textField(`${label} metin olmalıdır.`), v.maxLength(max, tooLong(label, max)), v.check(lineBreaksAllowed, unprintable(label)));
}

export function optionalLongText(label: string, max: number) {
  return v.optional(
    v.pipe(v.string(`${label} metin olmalıdır.`), v.trim(), v.maxLength(max, tooLong(label, max)), v.check(lineBreaksAllowed, unprintable(label))),
  );
}

export function picked<const T extends readonly string[]>(options: T, message: string) {
  return v.picklist(options, coded('VALIDATION_ERROR', message));
}

const DATE_TIME_MAX = 40;
const YEARS = `${ACCEPTED_YEARS.min}–${ACCEPTED_YEARS.max}`;

/**
 * A moment with its time zone, stored as UTC ISO text so stored moments compare as text. Its day must
 * exist (2026-02-30 is refused, not moved to 2 March) and fall in the accepted years (shared/fields/acceptedDates).
 */
export function dateTime(label: string) {
  const invalid = coded('VALIDATION_ERROR', `${label} geçerli bir tarih ve saat olmalıdır (${YEARS} yılları arasında).`);
  return v.pipe(
    v.string(coded('FIELD_REQUIRED', `${label} zorunludur.`)),
    v.maxLength(DATE_TIME_MAX, invalid),
    v.check(isAcceptedInstant, invalid),
    v.transform((text) => new Date(text).toISOString()),
  );
}

/** A day, yyyy-mm-dd, that exists in the calendar, in the accepted years. */
export const isCalendarDate = (text: string): boolean => isAcceptedDay(text);

export function calendarDate(label: string) {
  return v.pipe(
    v.string(coded('VALIDATION_ERROR', `${label} yyyy-aa-gg biçiminde olmalıdır.`)),
    v.check(isCalendarDate, coded('VALIDATION_ERROR', `${label} geçerli bir gün olmalıdır (yyyy-aa-gg, ${YEARS} yılları arasında).`)),
  );
}

export const REF_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;
const REF_INVALID = coded('VALIDATION_ERROR', 'İçerik kimliği geçersiz.');
const REF_REQUIRED = coded('FIELD_REQUIRED', 'Bir deney ya da araç seçin.');

/** What a lesson or an assignment points at: an experiment (and one part of it), a tool, or a free task. */
export const contentRef = v.pipe(
  v.object(
    {
      kind: picked(CONTENT_KINDS, 'İçerik türü deney, araç ya da serbest görev olmalıdır.'),
      ref: v.nullish(v.pipe(v.string(REF_INVALID), v.trim(), v.maxLength(64, REF_INVALID)), null),
      part: v.nullish(picked(EXPERIMENT_PARTS, 'Deneyin bölümü geçersiz.'), null),
    },
    coded('FIELD_REQUIRED', 'İçerik zorunludur.'),
  ),
  v.forward(
    v.check((input) => input.kind === 'free' || Boolean(input.ref), REF_REQUIRED),
    ['ref'],
  ),
  v.forward(
    v.check((input) => input.kind === 'free' || REF_PATTERN.test(input.ref ?? ''), REF_INVALID),
    ['ref'],
  ),
  // A free task points at nothing, and only an experiment has parts.
  v.transform((input): ContentRef & { ref: string | null; part: ContentRef['part'] } => ({
    kind: input.kind,
    ref: input.kind === 'free' ? null : input.ref,
    part: input.kind === 'experiment' ? input.part : null,
  })),
);

/** A school list's number: digits only; empty means none. */
export const studentNumber = v.nullish(
  v.pipe(
    v.string(coded('VALIDATION_ERROR', 'Okul numarası metin olmalıdır.')),
    v.trim(),
    v.regex(
      new RegExp(`^\\d{0,${CLASSROOM_LIMITS.studentNumberMax}}$`),
      coded('VALIDATION_ERROR', `Okul numarası en fazla ${CLASSROOM_LIMITS.studentNumberMax} rakamdan oluşur.`),
    ),
    v.transform((text) => (text === '' ? null : text)),
  ),
);
