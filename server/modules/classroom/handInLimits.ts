import type { Database } from 'better-sqlite3';
import { CLASSROOM_LIMITS as L } from '../../../src/shared/api/classroom.ts';
import { fail, type ApiAnswer } from '../../http/answer.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Hand-ins of one assignment since the teacher last sent it back: a return opens a new round of attempts. */
function attemptsThisRound(db: Database, assignmentId: number, studentId: number): number {
  const row = db
    .prepare<[number, number, number, number], { total: number }>(
      `SELECT COUNT(*) AS total FROM submissions WHERE assignment_id = ? AND student_id = ?
          AND id > COALESCE((SELECT MAX(id) FROM submissions WHERE assignment_id = ? AND student_id = ? AND returned_at IS NOT NULL), 0)`,
    )
    .get(assignmentId, studentId, assignmentId, studentId);
  return row?.total ?? 0;
}

/** The student's hand-ins received in the last 24 hours, and when the oldest of them leaves that window. */
function lastDay(db: Database, studentId: number, now: number): { total: number; oldest: string | null } {
  const row = db
    .prepare<[number, string], { total: number; oldest: string | null }>(
      'SELECT COUNT(*) AS total, MIN(received_at) AS oldest FROM submissions WHERE student_id = ? AND received_at > ?',
    )
    .get(studentId, new Date(now - DAY_MS).toISOString());
  return row ?? { total: 0, oldest: null };
}

const tooMany = (message: string, seconds: number): ApiAnswer<never> =>
  fail(429, message, { error_code: 'RATE_LIMITED', headers: { 'retry-after': String(Math.max(1, Math.ceil(seconds))) } });

/**
 * 429 once the student has used their hand-ins of this assignment or of the day. Read before the
 * body is parsed and the photo decoded; the count and the insert that follows run in one synchronous
 * turn, so requests sent in parallel meet the limit exactly as one-at-a-time ones do.
 */
export function handInRefusal(db: Database, assignmentId: number, studentId: number, now: number): ApiAnswer<never> | undefined {
  if (attemptsThisRound(db, assignmentId, studentId) >= L.handInsPerAssignment) {
    // Nothing but the teacher sending the work back opens more; a day is when it is worth asking again.
    return tooMany(`Bu ödevi en fazla ${L.handInsPerAssignment} kez teslim edebilirsin. Yeniden göndermek için öğretmeninle konuş.`, DAY_MS / 1000);
  }
  const day = lastDay(db, studentId, now);
  if (day.total >= L.handInsPerDay) {
    const freeAt = day.oldest ? Date.parse(day.oldest) + DAY_MS : now + DAY_MS;
    return tooMany(`Bugün en fazla ${L.handInsPerDay} ödev teslimi yapılabilir. Yarın yeniden dene.`, (freeAt - now) / 1000);
  }
  return undefined;
}

/** Keeps the photos of the latest few hand-ins; older ones keep their answers and text. */
export function pruneOldPhotos(db: Database, assignmentId: number, studentId: number): void {
  db.prepare(
    `UPDATE submissions SET photo = NULL WHERE assignment_id = ? AND student_id = ? AND photo IS NOT NULL
        AND id NOT IN (SELECT id FROM submissions WHERE assignment_id = ? AND student_id = ? AND photo IS NOT NULL ORDER BY id DESC LIMIT ?)`,
  ).run(assignmentId, studentId, assignmentId, studentId, L.photosKeptPerAssignment);
}
