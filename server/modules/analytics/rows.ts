import type { Database } from 'better-sqlite3';
import type { AttendanceStatus, EnrolmentStatus } from '../../../src/shared/api/classroom.ts';
import type { AnalyticsClassRow, AnalyticsRows } from '../../../src/shared/analytics/rows.ts';
import { assignmentsOfClasses, givenAt, isGiven, selectedStudents } from '../classroom/index.ts';
import { eventsOfStudents } from '../progress/index.ts';
import { schoolOrders } from '../shipping/index.ts';

type EnrolmentRow = { id: number; class_id: number; user_id: number | null; status: EnrolmentStatus };
type SubmissionRow = { id: number; assignment_id: number; student_id: number; late: number; completed_at: string };
type AttendanceRow = { class_id: number; date: string; status: AttendanceStatus };

/**
 * One school's rows, and nothing of any other school's: its classes (by the school's name, as
 * classes.school holds it), their lists, counted work (held hand-ins only once accepted) and
 * attendance, its students' progress events (the same newest ones every progress page computes
 * from) and its kit orders.
 */
export function schoolRows(db: Database, school: string, now: number): AnalyticsRows {
  const classes = db
    .prepare<[string], AnalyticsClassRow>('SELECT id, name, subject, grade, status, school FROM classes WHERE school = ? ORDER BY id')
    .all(school);
  const classIds = JSON.stringify(classes.map((row) => row.id));
  const enrolments = db
    .prepare<[string], EnrolmentRow>('SELECT id, class_id, user_id, status FROM enrolments WHERE class_id IN (SELECT value FROM json_each(?)) ORDER BY id')
    .all(classIds);
  const assignmentRows = assignmentsOfClasses(
    db,
    classes.map((row) => row.id),
  );
  const selections = selectedStudents(
    db,
    assignmentRows.map((row) => row.id),
  );
  const submissions = db
    .prepare<[string], SubmissionRow>(
      `SELECT s.id, s.assignment_id, s.student_id, s.late, s.completed_at FROM submissions s JOIN assignments a ON a.id = s.assignment_id
        WHERE a.class_id IN (SELECT value FROM json_each(?)) AND a.removed_at IS NULL AND s.held = 0 ORDER BY s.id`,
    )
    .all(classIds);
  const attendance = db
    .prepare<[string], AttendanceRow>('SELECT class_id, date, status FROM attendance_records WHERE class_id IN (SELECT value FROM json_each(?))')
    .all(classIds);
  const students = [...new Set(enrolments.flatMap((row) => (row.status === 'active' && row.user_id !== null ? [row.user_id] : [])))];
  return {
    classes,
    enrolments,
    assignments: assignmentRows.map((row) => ({
      id: row.id,
      class_id: row.class_id,
      given_at: isGiven(row, now) ? givenAt(row) : null,
      due_at: row.due_at,
      outcomes: JSON.parse(row.outcomes_json) as string[],
      audience: row.audience,
      selected: selections.get(row.id) ?? [],
    })),
    submissions: submissions.map((row) => ({ ...row, late: row.late === 1 })),
    events: [...eventsOfStudents(db, students).values()].flat(),
    attendance,
    kit_orders: schoolOrders(db, school).map((order) => ({ school, kit_id: order.kit_id, quantity: order.quantity, timeline: order.timeline })),
  };
}
