import type { Database } from 'better-sqlite3';

/** Ids of the assignments' submissions the teacher made for work done on paper or in class (nothing handed in). */
export function paperWorkOf(db: Database, assignmentIds: readonly number[]): Set<number> {
  const rows = db
    .prepare<[string], { id: number }>('SELECT id FROM submissions WHERE on_paper = 1 AND assignment_id IN (SELECT value FROM json_each(?))')
    .all(JSON.stringify(assignmentIds));
  return new Set(rows.map((row) => row.id));
}

/** A graded row with nothing handed in: done on paper, so never late, held or auto-scored. */
export function insertPaperGrade(db: Database, row: { assignmentId: number; studentId: number; score: number; feedback: string }, nowIso: string): number {
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO submissions (assignment_id, student_id, answers_json, text, photo, auto_score, score, feedback, completed_at, received_at, late, graded_at, on_paper)
       VALUES (?, ?, '{}', '', NULL, NULL, ?, ?, ?, ?, 0, ?, 1)`,
    )
    .run(row.assignmentId, row.studentId, row.score, row.feedback, nowIso, nowIso, nowIso);
  return Number(lastInsertRowid);
}
