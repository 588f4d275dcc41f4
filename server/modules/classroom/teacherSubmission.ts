import type { Database } from 'better-sqlite3';
import type { UserRow } from '../auth/index.ts';
import { classAccess, isClassTeacher, type Access } from './access.ts';
import { findAssignment, type AssignmentRow } from './assignmentRows.ts';
import { notFound } from './errors.ts';
import { findSubmission, type SubmissionRow } from './submissionRows.ts';

/**
 * A hand-in as its class's teacher may act on it (grade, return, accept): an unknown id or one of a
 * class the caller cannot see answers 404, a class seen but not taught answers 403 with `refusal`.
 */
export function teacherSubmission(
  db: Database,
  caller: UserRow,
  submissionId: number | undefined,
  refusal: string,
): Access<{ submission: SubmissionRow; assignment: AssignmentRow }> {
  const submission = submissionId === undefined ? undefined : findSubmission(db, submissionId);
  const assignment = submission && findAssignment(db, submission.assignment_id);
  if (!submission || !assignment) return { ok: false, answer: notFound() };
  const access = classAccess(db, caller, assignment.class_id, isClassTeacher, refusal);
  if (!access.ok) return { ok: false, answer: access.answer };
  return { ok: true, value: { submission, assignment } };
}
