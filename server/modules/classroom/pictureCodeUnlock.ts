import type { StudentResponse } from '../../../src/shared/api/classroom.ts';
import type { ApiContext } from '../../apiContext.ts';
import { ok, type ApiAnswer } from '../../http/answer.ts';
import type { UserRow } from '../auth/index.ts';
import { staffStudentView } from './classViews.ts';
import { findEnrolment, rosterRow } from './enrolments.ts';
import { notFound } from './errors.ts';
import { unlockChild } from './pictureCodeLocks.ts';
import { teacherClass } from './roster.ts';

/**
 * The class's teacher lets a child sign in by pictures again, at once: the child's lock-out and the
 * class's end (the teacher is there and sees who is trying). A tablet's pause is not theirs to lift:
 * one tablet may serve several classes, and it ends by itself.
 */
export function unlockStudent(context: ApiContext, caller: UserRow, classId: number | undefined, enrolmentId: number | undefined): ApiAnswer<StudentResponse> {
  const access = teacherClass(context, caller, classId);
  if (!access.ok) return access.answer;
  const enrolment = enrolmentId === undefined ? undefined : findEnrolment(context.db, access.value.id, enrolmentId);
  if (!enrolment) return notFound();
  unlockChild(context.db, access.value.id, enrolment.id, context.now());
  const row = rosterRow(context.db, enrolment.id);
  if (!row) throw new Error(`Enrolment ${enrolment.id} disappeared during an unlock.`);
  const name = enrolment.first_name;
  return ok({
    success: true,
    message: `${name} resimli şifresiyle yeniden giriş yapabilir.`,
    student: staffStudentView(context.db, access.value, row, context.now()),
  });
}
