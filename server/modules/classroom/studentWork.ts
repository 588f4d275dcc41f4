import type { StudentWork } from '../../../src/shared/api/classroom.ts';
import type { AssignmentRow } from './assignmentRows.ts';
import { dueFor } from './studentTerms.ts';
import { toSubmission } from './submissionRows.ts';
import type { WorkCell } from './work.ts';

/** One student's row on the teacher's assignment page; the hand-in's result is judged against the student's own due time. */
export function toStudentWork(cell: WorkCell, assignment: AssignmentRow, now: number): StudentWork {
  const { enrolment, term } = cell;
  return {
    student: {
      id: enrolment.id,
      user_id: enrolment.user_id,
      number: enrolment.number,
      full_name: `${enrolment.first_name} ${enrolment.last_name}`,
      status: enrolment.status,
    },
    state: cell.state,
    submission: cell.latest && toSubmission(cell.latest, { reveal: assignment.reveal, due_at: dueFor(assignment, term) }, now, 'staff'),
    attempts: cell.attempts,
    due_at: term?.due_at ?? null,
    excused: term?.excused ?? false,
  };
}
