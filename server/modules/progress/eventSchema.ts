import * as v from 'valibot';
import { OUTCOME_CODE_PATTERN } from '../../../src/shared/api/classroom.ts';
import { DIFFICULTIES, PROGRESS_EVENT_KINDS, PROGRESS_LIMITS as L, PROGRESS_REF_PATTERN } from '../../../src/shared/api/progress.ts';
import type { ProgressEventKind } from '../../../src/shared/progress/xpRules.ts';
import { coded, INVALID_BODY } from '../../http/validation.ts';
import { dateTime, picked } from '../classroom/index.ts';

// A UUID or any id a device makes; no '#', which joins an event id to an outcome in the evidence ids.
const EVENT_ID_PATTERN = new RegExp(`^[A-Za-z0-9._:-]{1,${L.idMax}}$`);

/** The prefix each kind's reference must carry: XP is earned once per kind and reference. */
const REF_PREFIX: Record<ProgressEventKind, string> = {
  questionAnswered: 'question:',
  experimentFinished: 'experiment:',
  homeworkSubmitted: 'homework:',
  scheduleItemDone: 'schedule:',
};

const HOMEWORK_REF = /^homework:[1-9]\d{0,14}$/;

/** The assignment id of a `homework:<id>` reference. */
export const homeworkIdOf = (ref: string): number => Number(ref.slice(REF_PREFIX.homeworkSubmitted.length));

function refFits(kind: ProgressEventKind, ref: string): boolean {
  if (!ref.startsWith(REF_PREFIX[kind])) return false;
  return kind !== 'homeworkSubmitted' || HOMEWORK_REF.test(ref);
}

const ID_INVALID = coded('VALIDATION_ERROR', `Kayıt kimliği en fazla ${L.idMax} harf, rakam ya da . _ : - karakterinden oluşur.`);
const REF_INVALID = coded('VALIDATION_ERROR', 'Çalışmanın kaynağı geçersiz.');
const OUTCOME_INVALID = coded('VALIDATION_ERROR', 'Kazanım kodu geçersiz (ör. F.5.3.1.1).');
const MINUTES_INVALID = coded('VALIDATION_ERROR', `Süre 0 ile ${L.minutesMax} arasında tam dakika olmalıdır.`);
const CORRECT_REQUIRED = coded('FIELD_REQUIRED', 'Sorunun doğru mu yanlış mı cevaplandığı zorunludur.');
const CORRECT_NOT_HERE = coded('VALIDATION_ERROR', 'Doğru ya da yanlış bilgisi yalnızca soru cevaplarında gönderilir.');
const REVIEW_NOT_HERE = coded('VALIDATION_ERROR', 'Karışık tekrar bilgisi yalnızca soru cevaplarında gönderilir.');

/** What a device posts (ProgressEventInput), every field bounded; `at` comes out as UTC ISO text. */
export const progressEventSchema = v.pipe(
  v.object(
    {
      id: v.pipe(v.string(coded('FIELD_REQUIRED', 'Kayıt kimliği zorunludur.')), v.regex(EVENT_ID_PATTERN, ID_INVALID)),
      kind: picked(PROGRESS_EVENT_KINDS, 'Geçerli bir çalışma türü seçin.'),
      ref: v.pipe(
        v.string(coded('FIELD_REQUIRED', 'Çalışmanın kaynağı zorunludur.')),
        v.maxLength(L.refMax, REF_INVALID),
        v.regex(PROGRESS_REF_PATTERN, REF_INVALID),
      ),
      outcomes: v.pipe(
        v.array(
          v.pipe(v.string(OUTCOME_INVALID), v.maxLength(L.outcomeCodeMax, OUTCOME_INVALID), v.regex(OUTCOME_CODE_PATTERN, OUTCOME_INVALID)),
          coded('FIELD_REQUIRED', 'Kazanımlar bir liste olmalıdır.'),
        ),
        v.maxLength(L.outcomesMax, coded('VALIDATION_ERROR', `Bir çalışma en fazla ${L.outcomesMax} kazanıma bağlanabilir.`)),
        v.transform((codes) => [...new Set(codes)]),
      ),
      correct: v.optional(v.boolean(coded('VALIDATION_ERROR', 'Doğru ya da yanlış bilgisi evet ya da hayır olmalıdır.'))),
      mixed_review: v.optional(v.boolean(coded('VALIDATION_ERROR', 'Karışık tekrar bilgisi evet ya da hayır olmalıdır.')), false),
      difficulty: v.optional(picked(DIFFICULTIES, 'Zorluk kolay, orta ya da zor olmalıdır.'), 'medium'),
      minutes: v.nullish(
        v.pipe(v.number(MINUTES_INVALID), v.integer(MINUTES_INVALID), v.minValue(0, MINUTES_INVALID), v.maxValue(L.minutesMax, MINUTES_INVALID)),
        null,
      ),
      at: dateTime('Çalışmanın zamanı'),
    },
    INVALID_BODY,
  ),
  v.forward(
    v.check((input) => refFits(input.kind, input.ref), REF_INVALID),
    ['ref'],
  ),
  // Only an answer is right or wrong, and an answer without it would count as neither.
  v.forward(
    v.check((input) => input.kind !== 'questionAnswered' || input.correct !== undefined, CORRECT_REQUIRED),
    ['correct'],
  ),
  v.forward(
    v.check((input) => input.kind === 'questionAnswered' || input.correct === undefined, CORRECT_NOT_HERE),
    ['correct'],
  ),
  v.forward(
    v.check((input) => input.kind === 'questionAnswered' || !input.mixed_review, REVIEW_NOT_HERE),
    ['mixed_review'],
  ),
);
