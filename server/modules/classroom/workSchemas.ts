import * as v from 'valibot';
import { ASSIGNMENT_REVEALS, ATTENDANCE_STATUSES, CLASSROOM_LIMITS as L, OUTCOME_CODE_PATTERN } from '../../../src/shared/api/classroom.ts';
import { coded, INVALID_BODY } from '../../http/validation.ts';
import { boundedName, contentRef, dateTime, longText, optionalLongText, optionalName, picked, REF_PATTERN } from './fields.ts';

const positiveId = (message: string) => v.pipe(v.number(message), v.integer(message), v.minValue(1, message));
const version = v.pipe(
  v.number(coded('FIELD_REQUIRED', 'Sürüm zorunludur.')),
  v.integer(coded('VALIDATION_ERROR', 'Sürüm bir tam sayı olmalıdır.')),
  v.minValue(0, coded('VALIDATION_ERROR', 'Sürüm bir tam sayı olmalıdır.')),
);

// ── Attendance ──
export const attendanceSchema = v.object(
  {
    records: v.pipe(
      v.array(
        v.object(
          {
            student_id: positiveId(coded('VALIDATION_ERROR', 'Öğrenci kimliği geçersiz.')),
            status: picked(ATTENDANCE_STATUSES, 'Yoklama durumu var, yok, geç ya da izinli olmalıdır.'),
          },
          'Her kayıt bir nesne olmalıdır.',
        ),
        coded('FIELD_REQUIRED', 'Yoklama kayıtları zorunludur.'),
      ),
      v.maxLength(L.studentsPerClass, `Bir yoklamada en fazla ${L.studentsPerClass} öğrenci olabilir.`),
    ),
    version,
  },
  INVALID_BODY,
);

// ── Assignments ──
const OUTCOME_INVALID = coded('VALIDATION_ERROR', 'Kazanım kodu geçersiz (ör. F.5.3.1.1).');
const outcomes = v.pipe(
  v.array(
    v.pipe(v.string(OUTCOME_INVALID), v.trim(), v.maxLength(L.outcomeCodeMax, OUTCOME_INVALID), v.regex(OUTCOME_CODE_PATTERN, OUTCOME_INVALID)),
    OUTCOME_INVALID,
  ),
  v.maxLength(L.outcomesMax, `En fazla ${L.outcomesMax} kazanım seçilebilir.`),
);

const QUESTION_INVALID = coded('VALIDATION_ERROR', 'Soru kimliği geçersiz.');
const questions = v.pipe(
  v.array(
    v.object(
      {
        id: v.pipe(v.string(QUESTION_INVALID), v.regex(REF_PATTERN, QUESTION_INVALID)),
        correct_index: v.pipe(v.number(QUESTION_INVALID), v.integer(QUESTION_INVALID), v.minValue(0, QUESTION_INVALID), v.maxValue(9, QUESTION_INVALID)),
      },
      QUESTION_INVALID,
    ),
    QUESTION_INVALID,
  ),
  v.maxLength(L.questionsMax, `Bir ödevde en fazla ${L.questionsMax} soru olabilir.`),
  v.check((list) => new Set(list.map((entry) => entry.id)).size === list.length, coded('VALIDATION_ERROR', 'Aynı soru iki kez verilmiş.')),
);

const studentIds = v.pipe(
  v.array(positiveId(coded('VALIDATION_ERROR', 'Öğrenci kimliği geçersiz.')), coded('VALIDATION_ERROR', 'Öğrenci listesi geçersiz.')),
  v.maxLength(L.studentsPerClass, `En fazla ${L.studentsPerClass} öğrenci seçilebilir.`),
);

const audience = picked(['class', 'students'] as const, 'Ödev tüm sınıfa ya da seçilen öğrencilere verilir.');
const reveal = picked(ASSIGNMENT_REVEALS, 'Sonuç ya değerlendirmeden sonra ya da hemen gösterilir.');
const title = boundedName('Başlık', L.titleMin, L.titleMax);
const instructions = optionalLongText('Yönerge', L.instructionsMax);
// The schedule and the audience are checked against the stored assignment and the class, in assignments.ts.
export const assignmentCreateSchema = v.object(
  {
    class_id: positiveId(coded('FIELD_REQUIRED', 'Bir sınıf seçin.')),
    title,
    instructions,
    content: contentRef,
    outcomes: v.optional(outcomes, []),
    questions: v.optional(questions, []),
    publish_at: v.nullish(dateTime('Yayın zamanı'), null),
    due_at: dateTime('Teslim zamanı'),
    status: picked(['draft', 'scheduled', 'published'] as const, 'Ödev taslak, zamanlanmış ya da yayında olarak kaydedilir.'),
    audience: v.optional(audience, 'class'),
    student_ids: v.optional(studentIds, []),
    reveal: v.optional(reveal, 'after_grading'),
  },
  INVALID_BODY,
);

export const assignmentUpdateSchema = v.object(
  {
    title: optionalName('Başlık', L.titleMin, L.titleMax),
    instructions,
    content: v.optional(contentRef),
    outcomes: v.optional(outcomes),
    questions: v.optional(questions),
    publish_at: v.nullish(dateTime('Yayın zamanı')),
    due_at: v.optional(dateTime('Teslim zamanı')),
    status: v.optional(picked(['draft', 'scheduled', 'published', 'closed'] as const, 'Ödev durumu geçersiz.')),
    audience: v.optional(audience),
    student_ids: v.optional(studentIds),
    reveal: v.optional(reveal),
  },
  INVALID_BODY,
);

// ── Submissions and grades ──
const ANSWER_INVALID = coded('VALIDATION_ERROR', 'Cevap, seçilen şıkkın sırası (0 ya da büyük bir tam sayı) olmalıdır.');
const PHOTO_INVALID = coded('VALIDATION_ERROR', 'Fotoğraf bir JPEG ya da PNG görüntüsü olmalıdır.');
const PHOTO_TOO_BIG = coded('VALIDATION_ERROR', `Fotoğraf en fazla ${Math.round(L.photoMaxBytes / 1000)} KB olabilir.`);

export const submissionSchema = v.object(
  {
    answers: v.optional(
      v.pipe(
        v.record(
          v.pipe(v.string(ANSWER_INVALID), v.maxLength(64, ANSWER_INVALID)),
          v.pipe(v.number(ANSWER_INVALID), v.integer(ANSWER_INVALID), v.minValue(0, ANSWER_INVALID), v.maxValue(9, ANSWER_INVALID)),
          ANSWER_INVALID,
        ),
        v.check((answers) => Object.keys(answers).length <= L.questionsMax, ANSWER_INVALID),
      ),
      {},
    ),
    text: longText('Cevap', L.answerTextMax),
    photo: v.nullish(
      v.pipe(
        v.string(PHOTO_INVALID),
        v.maxLength(L.photoMaxBytes, PHOTO_TOO_BIG),
        v.regex(/^data:image\/(jpeg|png);base64,[A-Za-z0-9+/]+={0,2}$/, PHOTO_INVALID),
      ),
      null,
    ),
    completed_at: dateTime('Bitirme zamanı'),
  },
  INVALID_BODY,
);

const SCORE_INVALID = coded('VALIDATION_ERROR', `Puan ${L.scoreMin} ile ${L.scoreMax} arasında bir tam sayı olmalıdır.`);

export const gradeSchema = v.object(
  {
    score: v.nullable(
      v.pipe(v.number(SCORE_INVALID), v.integer(SCORE_INVALID), v.minValue(L.scoreMin, SCORE_INVALID), v.maxValue(L.scoreMax, SCORE_INVALID)),
      null,
    ),
    feedback: longText('Geri bildirim', L.feedbackMax),
    version,
    action: v.optional(picked(['grade', 'return'] as const, 'İşlem puanla ya da geri gönder olmalıdır.'), 'grade'),
  },
  INVALID_BODY,
);

const STUDENT_VERSION_INVALID = coded('VALIDATION_ERROR', 'Sürüm bir tam sayı olmalıdır.');

/** One student's grade on one assignment, handed in or not (studentGrading.ts): feedback left out keeps the old, no version means none yet. */
export const studentGradeSchema = v.object(
  {
    score: v.nullable(v.pipe(v.number(SCORE_INVALID), v.integer(SCORE_INVALID), v.minValue(L.scoreMin, SCORE_INVALID), v.maxValue(L.scoreMax, SCORE_INVALID))),
    feedback: optionalLongText('Geri bildirim', L.feedbackMax),
    version: v.nullish(v.pipe(v.number(STUDENT_VERSION_INVALID), v.integer(STUDENT_VERSION_INVALID), v.minValue(0, STUDENT_VERSION_INVALID)), null),
  },
  INVALID_BODY,
);

/** One student's own terms on an assignment (assignmentStudentTerms.ts): a due time (null: the assignment's again) or an excuse. */
export const studentTermsSchema = v.object(
  {
    due_at: v.optional(v.nullable(dateTime('Teslim zamanı'))),
    excused: v.optional(v.boolean(coded('VALIDATION_ERROR', 'Muafiyet evet ya da hayır olmalıdır.'))),
  },
  INVALID_BODY,
);
