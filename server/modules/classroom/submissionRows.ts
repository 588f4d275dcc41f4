import type { Database } from 'better-sqlite3';
import { resultRevealed, submissionState, type Submission } from '../../../src/shared/api/classroom.ts';
import type { AssignmentRow } from './assignmentRows.ts';

/** A hand-in without its photo: lists and pages read many, and a photo is fetched on its own (submissionPhoto.ts). */
export type SubmissionRow = {
  id: number;
  assignment_id: number;
  student_id: number;
  answers_json: string;
  text: string;
  has_photo: number;
  auto_score: number | null;
  score: number | null;
  feedback: string;
  completed_at: string;
  received_at: string;
  late: number;
  held: number;
  on_paper: number;
  accepted_at: string | null;
  graded_at: string | null;
  returned_at: string | null;
  version: number;
};

const COLUMNS = `s.id, s.assignment_id, s.student_id, s.answers_json, s.text, s.photo IS NOT NULL AS has_photo, s.auto_score, s.score,
  s.feedback, s.completed_at, s.received_at, s.late, s.held, s.on_paper, s.accepted_at, s.graded_at, s.returned_at, s.version`;

export const factsOf = (row: SubmissionRow) => ({ late: row.late === 1, held: row.held === 1, graded_at: row.graded_at, returned_at: row.returned_at });

/** Counted as handed in: held work (it came after closing) is kept but counts only once the teacher accepts it. */
export const isCounted = (row: SubmissionRow | null): row is SubmissionRow => row !== null && row.held === 0;

/** The teacher's score once graded (the auto score when they gave none), else the auto score. */
export const scoreOf = (row: SubmissionRow): number | null => (row.graded_at ? (row.score ?? row.auto_score) : row.auto_score);

/**
 * Who a submission is shown to: the class's staff see every score; the student and their parent see
 * the result only once resultRevealed says so, else one question per hand-in would read the key back.
 */
export type SubmissionReader = 'staff' | 'family';

export function toSubmission(row: SubmissionRow, assignment: Pick<AssignmentRow, 'due_at' | 'reveal'>, now: number, reader: SubmissionReader): Submission {
  const withheld = reader === 'family' && !resultRevealed(assignment.reveal, row.graded_at, assignment.due_at, now);
  return {
    id: row.id,
    assignment_id: row.assignment_id,
    student_id: row.student_id,
    answers: JSON.parse(row.answers_json) as Record<string, number>,
    text: row.text,
    has_photo: row.has_photo === 1,
    auto_score: withheld ? null : row.auto_score,
    score: withheld ? null : scoreOf(row),
    result_withheld: withheld,
    feedback: row.feedback,
    completed_at: row.completed_at,
    received_at: row.received_at,
    late: row.late === 1,
    held: row.held === 1,
    on_paper: row.on_paper === 1,
    accepted_at: row.accepted_at,
    graded_at: row.graded_at,
    returned_at: row.returned_at,
    version: row.version,
    state: submissionState(factsOf(row), assignment.due_at, now),
  };
}

export function findSubmission(db: Database, id: number): SubmissionRow | undefined {
  return db.prepare<[number], SubmissionRow>(`SELECT ${COLUMNS} FROM submissions s WHERE s.id = ?`).get(id);
}

export function latestSubmission(db: Database, assignmentId: number, studentId: number): SubmissionRow | undefined {
  return db
    .prepare<[number, number], SubmissionRow>(`SELECT ${COLUMNS} FROM submissions s WHERE s.assignment_id = ? AND s.student_id = ? ORDER BY s.id DESC LIMIT 1`)
    .get(assignmentId, studentId);
}

/** One student's hand-ins of one assignment, newest first, at most `limit`. */
export function everyAttempt(db: Database, assignmentId: number, studentId: number, limit: number): SubmissionRow[] {
  return db
    .prepare<[number, number, number], SubmissionRow>(
      `SELECT ${COLUMNS} FROM submissions s WHERE s.assignment_id = ? AND s.student_id = ? ORDER BY s.id DESC LIMIT ?`,
    )
    .all(assignmentId, studentId, limit);
}

export type LatestWork = { latest: SubmissionRow; attempts: number };

/**
 * The hand-in a student's state is read from: the latest, unless it is held and counted work before it
 * still stands (not sent back), which a hand-in after closing must not take away.
 */
const standing = (latest: SubmissionRow, counted: SubmissionRow | undefined): SubmissionRow =>
  latest.held === 1 && counted && !counted.returned_at ? counted : latest;

/** Each student's standing hand-in (see standing) and how many they made, per assignment, keyed `assignment:student`. */
export function latestWork(db: Database, assignmentIds: readonly number[]): Map<string, LatestWork> {
  const rows = db
    .prepare<[string], SubmissionRow & { attempts: number; latest_id: number }>(
      `SELECT ${COLUMNS}, c.attempts, c.latest_id FROM submissions s
         JOIN (SELECT assignment_id, student_id, MAX(id) AS latest_id, MAX(CASE WHEN held = 0 THEN id END) AS counted_id, COUNT(*) AS attempts
                 FROM submissions WHERE assignment_id IN (SELECT value FROM json_each(?)) GROUP BY assignment_id, student_id) c
           ON s.id = c.latest_id OR s.id = c.counted_id`,
    )
    .all(JSON.stringify(assignmentIds));
  const found = new Map<string, { latest?: SubmissionRow; counted?: SubmissionRow; attempts: number }>();
  for (const { attempts, latest_id, ...row } of rows) {
    const key = workKey(row.assignment_id, row.student_id);
    const entry = found.get(key) ?? { attempts };
    if (row.id === latest_id) entry.latest = row;
    if (row.held === 0) entry.counted = row;
    found.set(key, entry);
  }
  const work = new Map<string, LatestWork>();
  for (const [key, { latest, counted, attempts }] of found) if (latest) work.set(key, { latest: standing(latest, counted), attempts });
  return work;
}

export const workKey = (assignmentId: number, studentId: number): string => `${assignmentId}:${studentId}`;
