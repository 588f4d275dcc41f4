import { autoScore, effectiveCompletion, isLate, type Submission, type SubmissionResponse } from '../../../src/shared/api/classroom.ts';
import type { ValidationErrors } from '../../../src/shared/api/contract.ts';
import type { ApiContext } from '../../context.ts';
import { fail, ok, type ApiAnswer } from '../../http/answer.ts';
import { parseBody } from '../../http/validation.ts';
import type { UserRow } from '../auth/users.ts';
import { roleAllowed } from './access.ts';
import { answerKey, effectiveStatus, findAssignment, givenAt, isGiven, selectedStudents } from './assignmentRows.ts';
import { activeEnrolmentOf } from './enrolments.ts';
import { conflict, forbidden, notFound, type ConflictBody } from './errors.ts';
import { handInRefusal, pruneOldPhotos } from './handInLimits.ts';
import { isAssignedTo } from './homeworks.ts';
import { checkPhoto } from './photos/photoData.ts';
import { findSubmission, latestSubmission, toSubmission } from './submissionRows.ts';
import { submissionSchema } from './workSchemas.ts';

/**
 * A hand-in, possibly made offline hours ago and sent by the outbox (DESIGN §8). Each post is a new
 * row, so nothing a child did is overwritten, up to handInsPerAssignment per round and handInsPerDay;
 * only the latest few keep their photo, which is stored stripped of its metadata. Lateness is judged
 * on when they finished, bounded by when it arrived and when the work was given.
 */
export function submitWork(
  context: ApiContext,
  caller: UserRow,
  assignmentId: number | undefined,
  body: unknown,
): ApiAnswer<SubmissionResponse | ConflictBody<Submission>> {
  const refused = roleAllowed(caller, ['student'], 'Ödevleri yalnızca öğrenciler teslim edebilir.');
  if (refused) return refused;
  const { db } = context;
  const now = context.now();
  const assignment = assignmentId === undefined ? undefined : findAssignment(db, assignmentId);
  const enrolment = assignment && activeEnrolmentOf(db, assignment.class_id, caller.id);
  if (!assignment || !enrolment || !isGiven(assignment, now)) return notFound();
  if (!isAssignedTo(assignment, enrolment, selectedStudents(db, [assignment.id]).get(assignment.id) ?? [])) return notFound();
  if (effectiveStatus(assignment, now) === 'closed') return forbidden('Bu ödev kapatıldı; artık teslim alınmıyor.');
  const limited = handInRefusal(db, assignment.id, caller.id, now);
  if (limited) return limited;

  const parsed = parseBody(submissionSchema, body);
  if (!parsed.ok) return parsed.answer;
  const { answers, text, photo, completed_at } = parsed.value;
  const key = answerKey(assignment);
  const known = new Set(key.map((entry) => entry.id));
  const errors: ValidationErrors = {};
  for (const id of Object.keys(answers)) if (!known.has(id)) errors[`answers.${id}`] = ['Bu soru bu ödevde yok.'];
  if (Object.keys(errors).length) return fail(400, 'Cevaplarda bu ödevde olmayan bir soru var.', { error_code: 'VALIDATION_ERROR', errors });
  const checked = photo === null ? null : checkPhoto(photo);
  if (checked && !checked.ok) return fail(400, checked.message, { error_code: 'VALIDATION_ERROR', errors: { photo: [checked.message] } });

  const latest = latestSubmission(db, assignment.id, caller.id);
  if (latest?.graded_at && !latest.returned_at) {
    return conflict(
      'Bu ödev öğretmenin tarafından değerlendirildi; yeniden göndermek için öğretmeninin geri göndermesi gerekir.',
      toSubmission(latest, assignment, now, 'family'),
    );
  }

  const receivedAt = context.nowIso();
  const given = givenAt(assignment);
  // The hand-in and the dropping of older photos are one change: a crash between them keeps neither.
  const storedId = db.transaction(() => {
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO submissions (assignment_id, student_id, answers_json, text, photo, auto_score, completed_at, received_at, late)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        assignment.id,
        caller.id,
        JSON.stringify(answers),
        text,
        checked?.dataUrl ?? null,
        autoScore(key, answers),
        new Date(effectiveCompletion(completed_at, receivedAt, given)).toISOString(),
        receivedAt,
        isLate(completed_at, receivedAt, given, assignment.due_at) ? 1 : 0,
      );
    pruneOldPhotos(db, assignment.id, caller.id);
    return Number(lastInsertRowid);
  })();
  const row = findSubmission(db, storedId);
  if (!row) throw new Error('The new submission was not stored.');
  return ok({ success: true, message: 'Ödevin teslim edildi.', submission: toSubmission(row, assignment, now, 'family') }, 201);
}
