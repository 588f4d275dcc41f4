import type { Database } from 'better-sqlite3';
import type { AnswerKeyEntry, HomeworkAttempt, HomeworkAttemptsResponse } from '../../../src/shared/api/classroom.ts';
import type { ApiContext } from '../../apiContext.ts';
import { ok, type ApiAnswer } from '../../http/answer.ts';
import type { UserRow } from '../auth/index.ts';
import { recordRead } from '../privacy/index.ts';
import { childrenOf, roleAllowed } from './access.ts';
import { answerKey, findAssignment, isGiven, selectedStudents } from './assignmentRows.ts';
import type { EnrolmentRow } from './enrolments.ts';
import { idFrom, notFound } from './errors.ts';
import { isAssignedTo } from './homeworks.ts';
import { dueFor, termOf } from './studentTerms.ts';
import { everyAttempt, toSubmission } from './submissionRows.ts';

/**
 * Hand-ins listed: the cap allows handInsPerAssignment a round, counted afresh after each return, so a
 * bound of its own keeps the answer (texts of up to answerTextMax each) small enough to keep offline.
 */
const LISTED_ATTEMPTS = 50;

/** Which chosen answers were right, per question of the key; unanswered ones are wrong, as in the auto score. */
const correctness = (key: readonly AnswerKeyEntry[], answers: Readonly<Record<string, number>>): Record<string, boolean> =>
  Object.fromEntries(key.map((entry) => [entry.id, answers[entry.id] === entry.correct_index]));

/** The student whose work is asked for: the caller themself, or a parent's linked child (the first by default). */
function whoseWork(db: Database, caller: UserRow, studentIdText: string | undefined): number | undefined {
  if (caller.role === 'student') return studentIdText === undefined || idFrom(studentIdText) === caller.id ? caller.id : undefined;
  const children = childrenOf(db, caller.id);
  const wanted = studentIdText === undefined ? children[0] : idFrom(studentIdText);
  return wanted !== undefined && children.includes(wanted) ? wanted : undefined;
}

/**
 * GET: every hand-in of one homework by the student, newest first, for the student and their linked
 * parent (read-only). Each attempt's result and which answers were right wait, as on the homework
 * list, until the teacher graded that attempt or the student's due time passed (resultRevealed):
 * otherwise one hand-in per question would read the answer key back. Anything else is 404.
 */
export function homeworkAttempts(
  context: ApiContext,
  caller: UserRow,
  assignmentId: number | undefined,
  studentIdText: string | undefined,
): ApiAnswer<HomeworkAttemptsResponse> {
  const refused = roleAllowed(caller, ['student', 'parent'], 'Çalışmalar öğrenciler ve veliler içindir; öğretmenler ödevin sayfasını kullanır.');
  if (refused) return refused;
  const { db } = context;
  const now = context.now();
  const studentId = whoseWork(db, caller, studentIdText);
  const row = assignmentId === undefined ? undefined : findAssignment(db, assignmentId);
  if (studentId === undefined || !row || !isGiven(row, now)) return notFound();
  const enrolment = db
    .prepare<[number, number], EnrolmentRow>("SELECT * FROM enrolments WHERE class_id = ? AND user_id = ? AND status = 'active'")
    .get(row.class_id, studentId);
  if (!enrolment || !isAssignedTo(row, enrolment, selectedStudents(db, [row.id]).get(row.id) ?? [])) return notFound();
  if (caller.role === 'parent') recordRead(context, caller, studentId, 'homework');

  const terms = { reveal: row.reveal, due_at: dueFor(row, termOf(db, row.id, enrolment.id)) };
  const key = answerKey(row);
  const attempts = everyAttempt(db, row.id, studentId, LISTED_ATTEMPTS).map((attempt): HomeworkAttempt => {
    const submission = toSubmission(attempt, terms, now, 'family');
    return { ...submission, correct: submission.result_withheld ? null : correctness(key, submission.answers) };
  });
  return ok({ success: true, attempts });
}
