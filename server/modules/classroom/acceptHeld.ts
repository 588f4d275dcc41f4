import type { Submission, SubmissionResponse } from '../../../src/shared/api/classroom.ts';
import type { ApiContext } from '../../apiContext.ts';
import { ok, type ApiAnswer } from '../../http/answer.ts';
import type { UserRow } from '../auth/index.ts';
import { STAFF_ROLES } from './access.ts';
import { conflict, notFound, type ConflictBody } from './errors.ts';
import { findSubmission, toSubmission } from './submissionRows.ts';
import { teacherSubmission } from './teacherSubmission.ts';

const TEACHERS_ONLY = 'Kapandıktan sonra gelen teslimleri yalnızca sınıfın öğretmeni kabul edebilir.';
const NOT_HELD = 'Bu teslim zaten sayılıyor; kabul edilecek bir şey yok.';

/**
 * The class's teacher counts a hand-in that came after closing (it stays late: it was). Students and
 * parents have no such call, so any id answers them 404, as another teacher's or school's does; the
 * school's administrator sees the class but only its teacher decides (403), as with grading.
 * Accepting twice (a second device, a resend with a new key) answers the accepted work again; work
 * that was never held answers 409 with the current submission, since nothing was waiting to be accepted.
 */
export function acceptHeld(context: ApiContext, caller: UserRow, submissionId: number | undefined): ApiAnswer<SubmissionResponse | ConflictBody<Submission>> {
  if (!STAFF_ROLES.includes(caller.role)) return notFound();
  const { db } = context;
  const found = teacherSubmission(db, caller, submissionId, TEACHERS_ONLY);
  if (!found.ok) return found.answer;
  const { submission, assignment } = found.value;
  const now = context.now();
  if (submission.held === 0 && submission.accepted_at === null) {
    return conflict(NOT_HELD, toSubmission(submission, assignment, now, 'staff'));
  }
  if (submission.held === 1) {
    db.prepare('UPDATE submissions SET held = 0, late = 1, accepted_at = ?, version = version + 1 WHERE id = ? AND held = 1').run(
      context.nowIso(),
      submission.id,
    );
  }
  const stored = findSubmission(db, submission.id) ?? submission;
  return ok({ success: true, message: 'Teslim kabul edildi; geç teslim olarak sayılıyor.', submission: toSubmission(stored, assignment, now, 'staff') });
}
