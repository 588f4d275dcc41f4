import type { PictureEmoji, StudentsResponse } from '../../../src/shared/api/classroom.ts';
import type { ValidationErrors } from '../../../src/shared/api/contract.ts';
import type { ApiContext } from '../../apiContext.ts';
import { fail, ok, type ApiAnswer } from '../../http/answer.ts';
import { parseBody } from '../../http/validation.ts';
import type { UserRow } from '../auth/index.ts';
import { pictureCodesSchema } from './classSchemas.ts';
import { classDetail } from './classViews.ts';
import { findEnrolment, type EnrolmentRow } from './enrolments.ts';
import { notFound } from './errors.ts';
import { hashPictureCode } from './pictureCodes.ts';
import { unlockChild } from './pictureCodeLocks.ts';
import { teacherClass } from './roster.ts';

const NOT_ACTIVE = 'Resim şifresi yalnızca sınıftaki etkin öğrencilere verilebilir.';
const TWICE = 'Bir öğrenci listede bir kez olabilir.';

function invalid(errors: ValidationErrors): ApiAnswer<never> {
  const messages = [...new Set(Object.values(errors).flat())];
  return fail(400, messages.length === 1 ? (messages[0] ?? '') : 'Lütfen formdaki hataları düzeltin.', { error_code: 'VALIDATION_ERROR', errors });
}

/**
 * New picture codes for several children at once, for the cards the teacher prints. The codes come
 * from the teacher's device and are never stored here, not even in the replay of this answer (the
 * idempotency store keeps the answer, which holds only the rows), so a repeat with the same key sets
 * nothing twice and shows nothing. All are set or none; each new code lifts that child's lock-out,
 * as a single change does.
 */
export function setPictureCodes(context: ApiContext, caller: UserRow, classId: number | undefined, body: unknown): ApiAnswer<StudentsResponse> {
  const access = teacherClass(context, caller, classId);
  if (!access.ok) return access.answer;
  const cls = access.value;
  const parsed = parseBody(pictureCodesSchema, body);
  if (!parsed.ok) return parsed.answer;
  const { codes } = parsed.value;

  const chosen: { enrolment: EnrolmentRow; code: PictureEmoji[] }[] = [];
  const errors: ValidationErrors = {};
  const seen = new Set<number>();
  for (const [index, entry] of codes.entries()) {
    // A child of another class, or no child at all, is not this teacher's to learn about.
    const enrolment = findEnrolment(context.db, cls.id, entry.student_id);
    if (!enrolment) return notFound();
    if (seen.has(enrolment.id)) errors[`codes.${index}.student_id`] = [TWICE];
    else if (enrolment.status !== 'active') errors[`codes.${index}.student_id`] = [NOT_ACTIVE];
    seen.add(enrolment.id);
    chosen.push({ enrolment, code: entry.picture_code });
  }
  if (Object.keys(errors).length) return invalid(errors);

  const now = context.now();
  const update = context.db.prepare('UPDATE enrolments SET picture_code_hash = ?, updated_at = ? WHERE id = ?');
  context.db.transaction(() => {
    for (const { enrolment, code } of chosen) {
      update.run(hashPictureCode(context.jwtSecret, code), context.nowIso(), enrolment.id);
      unlockChild(context.db, cls.id, enrolment.id, now);
    }
  })();

  const students = classDetail(context.db, caller, cls, now).students.filter((student) => seen.has(student.id));
  return ok({ success: true, message: `${students.length} öğrencinin resim şifresi yenilendi.`, students });
}
