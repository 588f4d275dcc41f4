import type { Database } from 'better-sqlite3';
import { isLate } from '../../../src/shared/api/classroom.ts';
import {
  activeEnrolmentOf,
  findAssignment,
  findClass,
  finishedAfterClosing,
  givenAt,
  isAssignedTo,
  isGiven,
  selectedStudents,
  termOf,
} from '../classroom/index.ts';

/**
 * Whether a handed-in homework was on time, judged like a submission's lateness (the device's time,
 * bounded by arrival and by when the work was given), so the on-time bonus cannot be claimed by a
 * device; work finished after hand-ins closed is held, never on time. Undefined when the student
 * does not have that assignment or its class is archived (the same tests as a hand-in).
 */
export function homeworkOnTime(db: Database, studentId: number, assignmentId: number, at: string, receivedAt: string, now: number): boolean | undefined {
  const assignment = findAssignment(db, assignmentId);
  const enrolment = assignment && activeEnrolmentOf(db, assignment.class_id, studentId);
  if (!assignment || !enrolment || !isGiven(assignment, now)) return undefined;
  if (!isAssignedTo(assignment, enrolment, selectedStudents(db, [assignment.id]).get(assignment.id) ?? [])) return undefined;
  if (findClass(db, assignment.class_id)?.status === 'archived') return undefined;
  // A student given more time is on time until their own due time, closing or not (as at the hand-in).
  const ownDue = termOf(db, assignment.id, enrolment.id)?.due_at ?? null;
  if (ownDue !== null) return !isLate(at, receivedAt, givenAt(assignment), ownDue);
  return !finishedAfterClosing(assignment, at, receivedAt) && !isLate(at, receivedAt, givenAt(assignment), assignment.due_at);
}
