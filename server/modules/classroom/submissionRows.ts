import type { Database } from 'better-sqlite3';
import { submissionState, type Submission } from '../../../src/shared/api/classroom.ts';
import type { AssignmentRow } from './assignmentRows.ts';

export type SubmissionRow = {
  id: number;
  assignment_id: number;
  student_id: number;
  answers_json: string;
  text: string;
  photo: string | null;
  auto_score: number | null;
  score: number | null;
  feedback: string;
  completed_at: string;
  received_at: string;
  late: number;
  graded_at: string | null;
  returned_at: string | null;
  version: number;
};

export const factsOf = (row: SubmissionRow) => ({ late: row.late === 1, graded_at: row.graded_at, returned_at: row.returned_at });

/** The teacher's score once graded (the auto score when they gave none), else the auto score. */
export const scoreOf = (row: SubmissionRow): number | null => (row.graded_at ? (row.score ?? row.auto_score) : row.auto_score);

export function toSubmission(row: SubmissionRow, assignment: Pick<AssignmentRow, 'due_at'>, now: number): Submission {
  return {
    id: row.id,
    assignment_id: row.assignment_id,
    student_id: row.student_id,
    answers: JSON.parse(row.answers_json) as Record<string, number>,
    text: row.text,
    photo: row.photo,
    auto_score: row.auto_score,
    score: scoreOf(row),
    feedback: row.feedback,
    completed_at: row.completed_at,
    received_at: row.received_at,
    late: row.late === 1,
    graded_at: row.graded_at,
    returned_at: row.returned_at,
    version: row.version,
    state: submissionState(factsOf(row), assignment.due_at, now),
  };
}

export function findSubmission(db: Database, id: number): SubmissionRow | undefined {
  return db.prepare<[number], SubmissionRow>('SELECT * FROM submissions WHERE id = ?').get(id);
}

export function latestSubmission(db: Database, assignmentId: number, studentId: number): SubmissionRow | undefined {
  return db
    .prepare<[number, number], SubmissionRow>('SELECT * FROM submissions WHERE assignment_id = ? AND student_id = ? ORDER BY id DESC LIMIT 1')
    .get(assignmentId, studentId);
}

export type LatestWork = { latest: SubmissionRow; attempts: number };

/** Each student's latest hand-in and how many they made, per assignment, keyed `assignment:student`. */
export function latestWork(db: Database, assignmentIds: readonly number[]): Map<string, LatestWork> {
  const rows = db
    .prepare<[string], SubmissionRow & { attempts: number }>(
      `SELECT s.*, c.attempts FROM submissions s
         JOIN (SELECT assignment_id, student_id, MAX(id) AS latest_id, COUNT(*) AS attempts FROM submissions
                WHERE assignment_id IN (SELECT value FROM json_each(?)) GROUP BY assignment_id, student_id) c
           ON s.id = c.latest_id`,
    )
    .all(JSON.stringify(assignmentIds));
  return new Map(rows.map(({ attempts, ...latest }) => [workKey(latest.assignment_id, latest.student_id), { latest, attempts }]));
}

export const workKey = (assignmentId: number, studentId: number): string => `${assignmentId}:${studentId}`;
