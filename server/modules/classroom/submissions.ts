import { autoScore, effectiveCompletion, isLate, type Submission, type SubmissionResponse } from '../../../src/shared/api/classroom.ts';
import type { ValidationErrors } from '../../../src/shared/api/contract.ts';
import type { ApiContext } from '../../apiContext.ts';
import { fail, ok, type ApiAnswer } from '../../http/answer.ts';
import { parseBody } from '../../http/validation.ts';
import type { UserRow } from '../auth/index.ts';
import { findClass, roleAllowed } from './access.ts';
import { answerKey, findAssignmentEvenRemoved, finishedAfterClosing, givenAt, isGiven, selectedStudents } from './assignmentRows.ts';
import { activeEnrolmentOf } from './enrolments.ts';
import { conflict, notFound, type ConflictBody } from './errors.ts';
import { handInRefusal, pruneOldPhotos } from './handInLimits.ts';
import { isAssignedTo } from './homeworks.ts';
import { checkPhoto } from './photos/photoData.ts';
import { dueFor, termOf } from './studentTerms.ts';
import { findSubmission, latestSubmission, toSubmission } from './submissionRows.ts';
import { submissionSchema } from './workSchemas.ts';

const TABLET_HAND_IN = 'Sınıf tabletinde önce adına dokun, sonra ödevini yap.';
const CLASS_ARCHIVED = 'Sınıf arşivlendi; bu ödeve artık teslim alınmıyor.';
const HELD = 'Teslimler kapandıktan sonra geldi; öğretmenin kabul ederse sayılır.';
/** Exactly this, so the child's outbox shows the hand-in as refused, in these words. */
const ASSIGNMENT_REMOVED = 'Ödev kaldırıldı';

/**
 * A hand-in, possibly made offline hours ago and sent by the outbox (docs/architecture.md#the-two-outboxes). Each post is a new
 * row, so nothing a child did is overwritten, up to handInsPerAssignment per round and handInsPerDay;
 * only the latest few keep their photo, which is stored stripped of its metadata. Lateness and closing
 * are judged on when they finished, bounded by when it arrived and when the work was given: work
 * finished after the teacher closed hand-ins is kept but held (202), counted only if the teacher accepts it.
 */
export function submitWork(
  context: ApiContext,
  caller: UserRow,
  assignmentId: number | undefined,
  body: unknown,
): ApiAnswer<SubmissionResponse | ConflictBody<Submission>> {
  const refused = roleAllowed(caller, ['student'], 'Ödevleri yalnızca öğrenciler teslim edebilir.');
  if (refused) return refused;
  // The school's shared account only lends the tablet: work done under it would be nobody's.
  if (caller.account_kind === 'school') return fail(403, TABLET_HAND_IN, { error_code: 'CLASS_TABLET_ACCOUNT' });
  const { db } = context;
  const now = context.now();
  const assignment = assignmentId === undefined ? undefined : findAssignmentEvenRemoved(db, assignmentId);
  const enrolment = assignment && activeEnrolmentOf(db, assignment.class_id, caller.id);
  if (!assignment || !enrolment || !isGiven(assignment, now)) return notFound();
  if (!isAssignedTo(assignment, enrolment, selectedStudents(db, [assignment.id]).get(assignment.id) ?? [])) return notFound();
  // Only a student it was given to learns that it was removed; 410, so the outbox keeps the work as refused rather than retrying.
  if (assignment.removed_at) return fail(410, ASSIGNMENT_REMOVED, { error_code: 'ASSIGNMENT_REMOVED' });
  if (findClass(db, assignment.class_id)?.status === 'archived') return fail(403, CLASS_ARCHIVED, { error_code: 'CLASS_ARCHIVED' });
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
  const term = termOf(db, assignment.id, enrolment.id);
  const dueAt = dueFor(assignment, term);
  // A student the teacher gave more time may still finish after the class's hand-ins closed, until their own due time.
  const ownDue = term?.due_at ?? null;
  const extended = ownDue !== null && !isLate(completed_at, receivedAt, given, ownDue);
  const held = !extended && finishedAfterClosing(assignment, completed_at, receivedAt);
  // The hand-in and the dropping of older photos are one change: a crash between them keeps neither.
  const storedId = db.transaction(() => {
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO submissions (assignment_id, student_id, answers_json, text, photo, auto_score, completed_at, received_at, late, held)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
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
        isLate(completed_at, receivedAt, given, dueAt) ? 1 : 0,
        held ? 1 : 0,
      );
    pruneOldPhotos(db, assignment.id, caller.id);
    return Number(lastInsertRowid);
  })();
  const row = findSubmission(db, storedId);
  if (!row) throw new Error('The new submission was not stored.');
  const submission = toSubmission(row, { reveal: assignment.reveal, due_at: dueAt }, now, 'family');
  return held ? ok({ success: true, message: HELD, submission }, 202) : ok({ success: true, message: 'Ödevin teslim edildi.', submission }, 201);
}
