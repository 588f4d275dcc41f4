import type { Submission, SubmissionResponse } from '../../../src/shared/api/classroom.ts';
import type { ApiContext } from '../../apiContext.ts';
import { ok, type ApiAnswer } from '../../http/answer.ts';
import { parseBody } from '../../http/validation.ts';
import type { UserRow } from '../auth/index.ts';
import { roleAllowed, STAFF_ROLES } from './access.ts';
import { conflict, type ConflictBody } from './errors.ts';
import { noticeOfGrade, scoreNeeded } from './gradeNotices.ts';
import { findSubmission, scoreOf, toSubmission } from './submissionRows.ts';
import { teacherSubmission } from './teacherSubmission.ts';
import { gradeSchema } from './workSchemas.ts';

const TEACHERS_ONLY = 'Ödevleri yalnızca sınıfın öğretmeni değerlendirebilir.';
const NOT_ACCEPTED = 'Bu teslim, teslimler kapandıktan sonra geldi; değerlendirmeden önce "Yine de kabul et" ile kabul edin.';

/**
 * A grade names the version it was based on: a grade saved meanwhile on another device answers 409
 * with the current one, so the teacher chooses instead of one silently overwriting the other (docs/architecture.md#the-two-outboxes).
 */
export function gradeSubmission(
  context: ApiContext,
  caller: UserRow,
  submissionId: number | undefined,
  body: unknown,
): ApiAnswer<SubmissionResponse | ConflictBody<Submission>> {
  const refused = roleAllowed(caller, STAFF_ROLES, TEACHERS_ONLY);
  if (refused) return refused;
  const { db } = context;
  const found = teacherSubmission(db, caller, submissionId, TEACHERS_ONLY);
  if (!found.ok) return found.answer;
  const { submission, assignment } = found.value;
  const parsed = parseBody(gradeSchema, body);
  if (!parsed.ok) return parsed.answer;
  const { score, feedback, version, action } = parsed.value;
  const now = context.now();
  if (submission.held === 1) return conflict(NOT_ACCEPTED, toSubmission(submission, assignment, now, 'staff'));
  if (version !== submission.version) {
    return conflict('Bu teslim siz değerlendirirken değişti. Lütfen iki sürümden birini seçin.', toSubmission(submission, assignment, now, 'staff'));
  }
  if (action === 'grade' && (score ?? submission.auto_score) === null) return scoreNeeded();
  const nowIso = context.nowIso();
  const stored = db.transaction(() => {
    // Returning keeps the score and feedback as they were given; the student's next hand-in is a new row.
    // Grading work that was sent back takes the return back: it is graded now, not waiting to be redone.
    db.prepare(
      `UPDATE submissions SET score = ?, feedback = ?, graded_at = ?, returned_at = CASE WHEN ? THEN ? END, version = version + 1
        WHERE id = ?`,
    ).run(score, feedback, nowIso, action === 'return' ? 1 : 0, nowIso, submission.id);
    const row = findSubmission(db, submission.id) ?? submission;
    noticeOfGrade(db, row.student_id, assignment, action === 'return' ? { action } : { action, score: scoreOf(row) }, now);
    return row;
  })();
  return ok({
    success: true,
    message: action === 'return' ? 'Ödev yeniden yapılması için geri gönderildi.' : 'Değerlendirme kaydedildi.',
    submission: toSubmission(stored, assignment, now, 'staff'),
  });
}
