import type { Database } from 'better-sqlite3';
import type { AssignmentRow } from './assignmentRows.ts';

/** One student's own terms on one assignment: a due time of their own (an extension) and whether they are let off it. */
export type StudentTerm = { due_at: string | null; excused: boolean };

type TermRow = { assignment_id: number; enrolment_id: number; due_at: string | null; excused: number };

export const termKey = (assignmentId: number, enrolmentId: number): string => `${assignmentId}:${enrolmentId}`;

/** Every stored term of the assignments, keyed by termKey. */
export function termsOf(db: Database, assignmentIds: readonly number[]): Map<string, StudentTerm> {
  const rows = db
    .prepare<[string], TermRow>(
      'SELECT assignment_id, enrolment_id, due_at, excused FROM assignment_student_terms WHERE assignment_id IN (SELECT value FROM json_each(?))',
    )
    .all(JSON.stringify(assignmentIds));
  return new Map(rows.map((row) => [termKey(row.assignment_id, row.enrolment_id), { due_at: row.due_at, excused: row.excused === 1 }]));
}

export function termOf(db: Database, assignmentId: number, enrolmentId: number): StudentTerm | undefined {
  return termsOf(db, [assignmentId]).get(termKey(assignmentId, enrolmentId));
}

/** The due time that binds this student: their own when the teacher gave them one. */
export const dueFor = (assignment: Pick<AssignmentRow, 'due_at'>, term: StudentTerm | undefined): string => term?.due_at ?? assignment.due_at;

/** Stores a student's terms; a term that says nothing beyond the assignment's own is not kept. */
export function storeTerm(db: Database, assignmentId: number, enrolmentId: number, term: StudentTerm, nowIso: string): void {
  if (term.due_at === null && !term.excused) {
    db.prepare('DELETE FROM assignment_student_terms WHERE assignment_id = ? AND enrolment_id = ?').run(assignmentId, enrolmentId);
    return;
  }
  db.prepare(
    `INSERT INTO assignment_student_terms (assignment_id, enrolment_id, due_at, excused, updated_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (assignment_id, enrolment_id) DO UPDATE SET due_at = excluded.due_at, excused = excluded.excused, updated_at = excluded.updated_at`,
  ).run(assignmentId, enrolmentId, term.due_at, term.excused ? 1 : 0, nowIso);
}

type LatenessRow = { id: number; enrolment_id: number | null; completed_at: string; late: number };

/**
 * Judges the assignment's hand-ins late or not again, against the due time that binds each student
 * now (after the due time or a student's own moved). The stored completion is already bounded by
 * arrival and by when the work was given; the work itself is never touched. Held work and work the
 * teacher accepted after closing stay as they are (accepted work counts as late), and so does a
 * score for work done on paper.
 */
export function recomputeLateness(db: Database, assignment: Pick<AssignmentRow, 'id' | 'class_id' | 'due_at'>): void {
  const rows = db
    .prepare<[number, number], LatenessRow>(
      `SELECT s.id, e.id AS enrolment_id, s.completed_at, s.late FROM submissions s
         LEFT JOIN enrolments e ON e.user_id = s.student_id AND e.class_id = ?
        WHERE s.assignment_id = ? AND s.held = 0 AND s.accepted_at IS NULL AND s.on_paper = 0`,
    )
    .all(assignment.class_id, assignment.id);
  const terms = termsOf(db, [assignment.id]);
  const update = db.prepare('UPDATE submissions SET late = ? WHERE id = ?');
  for (const row of rows) {
    const term = row.enrolment_id === null ? undefined : terms.get(termKey(assignment.id, row.enrolment_id));
    const late = Date.parse(row.completed_at) > Date.parse(dueFor(assignment, term)) ? 1 : 0;
    if (late !== row.late) update.run(late, row.id);
  }
}
