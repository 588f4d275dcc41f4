import type { Database } from 'better-sqlite3';
import { PROGRESS_LIMITS, type ProgressEventRecord } from '../../../src/shared/api/progress.ts';
import type { Difficulty, ProgressEventKind } from '../../../src/shared/progress/xpRules.ts';

export type EventRow = {
  id: string;
  user_id: number;
  kind: ProgressEventKind;
  ref: string;
  outcomes_json: string;
  correct: number | null;
  mixed_review: number;
  difficulty: Difficulty;
  minutes: number | null;
  on_time: number | null;
  at: string;
  received_at: string;
};

const flag = (value: number | null): boolean | null => (value === null ? null : value === 1);
const bit = (value: boolean | null): number | null => (value === null ? null : value ? 1 : 0);

export function toRecord(row: EventRow): ProgressEventRecord {
  return {
    id: row.id,
    user_id: row.user_id,
    kind: row.kind,
    ref: row.ref,
    outcomes: JSON.parse(row.outcomes_json) as string[],
    correct: flag(row.correct),
    mixed_review: row.mixed_review === 1,
    difficulty: row.difficulty,
    minutes: row.minutes,
    on_time: flag(row.on_time),
    at: row.at,
    received_at: row.received_at,
  };
}

export function findEvent(db: Database, userId: number, id: string): EventRow | undefined {
  return db.prepare<[number, string], EventRow>('SELECT * FROM progress_events WHERE user_id = ? AND id = ?').get(userId, id);
}

export function insertEvent(db: Database, event: ProgressEventRecord): void {
  db.prepare(
    `INSERT INTO progress_events (id, user_id, kind, ref, outcomes_json, correct, mixed_review, difficulty, minutes, on_time, at, received_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    event.id,
    event.user_id,
    event.kind,
    event.ref,
    JSON.stringify(event.outcomes),
    bit(event.correct),
    event.mixed_review ? 1 : 0,
    event.difficulty,
    event.minutes,
    bit(event.on_time),
    event.at,
    event.received_at,
  );
}

/** Events the user's devices sent since `sinceIso` (server time): what the daily cap counts. */
export function countReceivedSince(db: Database, userId: number, sinceIso: string): number {
  return (
    db
      .prepare<[number, string], { total: number }>('SELECT COUNT(*) AS total FROM progress_events WHERE user_id = ? AND received_at >= ?')
      .get(userId, sinceIso)?.total ?? 0
  );
}

/**
 * Each student's newest eventsListedMax events, oldest first, per student id. Every figure is computed
 * from exactly these, so the app recomputing from the listed events reaches the same numbers.
 */
export function eventsOfStudents(db: Database, studentIds: readonly number[]): Map<number, ProgressEventRecord[]> {
  const rows = db
    .prepare<[string, number], EventRow>(
      `SELECT id, user_id, kind, ref, outcomes_json, correct, mixed_review, difficulty, minutes, on_time, at, received_at FROM (
         SELECT *, ROW_NUMBER() OVER (PARTITION BY user_id ORDER BY at DESC, id DESC) AS newest
           FROM progress_events WHERE user_id IN (SELECT value FROM json_each(?))
       ) WHERE newest <= ? ORDER BY user_id, at, id`,
    )
    .all(JSON.stringify(studentIds), PROGRESS_LIMITS.eventsListedMax);
  const events = new Map<number, ProgressEventRecord[]>(studentIds.map((id) => [id, []]));
  for (const row of rows) events.get(row.user_id)?.push(toRecord(row));
  return events;
}

export const eventsOf = (db: Database, studentId: number): ProgressEventRecord[] => eventsOfStudents(db, [studentId]).get(studentId) ?? [];
