import type { AttendanceStatus, ClassGrade, ClassStatus, EnrolmentStatus, Subject } from '../api/classroom.ts';
import type { ProgressEventRecord } from '../api/progress.ts';
import type { ShipmentEvent } from '../api/shipping.ts';

/*
 * What the school's figures are made from, as plain rows (the server reads them from its tables, the
 * tests write them by hand). Times are ISO instants with offset; dates are Turkey's days.
 */

export type AnalyticsClassRow = { id: number; name: string; subject: Subject; grade: ClassGrade; status: ClassStatus; school: string | null };

/** A name on a class list; user_id once the child has an account. */
export type AnalyticsEnrolmentRow = { id: number; class_id: number; user_id: number | null; status: EnrolmentStatus };

export type AnalyticsAssignmentRow = {
  id: number;
  class_id: number;
  /** When it was given (publish time, else creation); null while it is not given (a draft, a time still to come). */
  given_at: string | null;
  due_at: string;
  outcomes: readonly string[];
  audience: 'class' | 'students';
  /** Enrolment ids of a selected-students audience. */
  selected: readonly number[];
};

/** Every hand-in (a student may hand in again: the latest, by id, decides). */
type AnalyticsSubmissionRow = { id: number; assignment_id: number; student_id: number; late: boolean; completed_at: string };

type AnalyticsAttendanceRow = { class_id: number; date: string; status: AttendanceStatus };

export type AnalyticsKitOrderRow = { school: string; kit_id: string; quantity: number; timeline: readonly Pick<ShipmentEvent, 'status' | 'at'>[] };

export type AnalyticsRows = {
  classes: readonly AnalyticsClassRow[];
  enrolments: readonly AnalyticsEnrolmentRow[];
  assignments: readonly AnalyticsAssignmentRow[];
  submissions: readonly AnalyticsSubmissionRow[];
  events: readonly ProgressEventRecord[];
  attendance: readonly AnalyticsAttendanceRow[];
  kit_orders: readonly AnalyticsKitOrderRow[];
};

/**
 * Only the school's own rows: its classes (an archived class is put away by its teacher and left out),
 * their active lists, work and attendance, its students' events and its kit orders. Whatever else the
 * caller passed, another school's rows cannot reach a figure.
 */
export function scopeToSchool(rows: AnalyticsRows, school: string): AnalyticsRows {
  const classes = rows.classes.filter((row) => row.school === school && row.status !== 'archived');
  const classIds = new Set(classes.map((row) => row.id));
  const enrolments = rows.enrolments.filter((row) => classIds.has(row.class_id) && row.status === 'active');
  const students = new Set(enrolments.flatMap((row) => (row.user_id === null ? [] : [row.user_id])));
  const assignments = rows.assignments.filter((row) => classIds.has(row.class_id));
  const assignmentIds = new Set(assignments.map((row) => row.id));
  return {
    classes,
    enrolments,
    assignments,
    submissions: rows.submissions.filter((row) => assignmentIds.has(row.assignment_id) && students.has(row.student_id)),
    events: rows.events.filter((row) => students.has(row.user_id)),
    attendance: rows.attendance.filter((row) => classIds.has(row.class_id)),
    kit_orders: rows.kit_orders.filter((row) => row.school === school),
  };
}

/** Rows by a key, each list in the given order. */
export function groupBy<T, K>(rows: readonly T[], keyOf: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const list = groups.get(key);
    if (list) list.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}
