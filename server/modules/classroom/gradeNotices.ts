import type { Database } from 'better-sqlite3';
import { fail, type ApiAnswer } from '../../http/answer.ts';
import { notifyUsers } from '../notifications/index.ts';

const SCORE_NEEDED = 'Bu çalışmanın otomatik puanı yok: değerlendirmek için 0 ile 100 arasında bir puan yazın.';

/**
 * Graded work always carries a score: a free task (no questions, so no auto score) graded without
 * one would show as graded with nothing to show or average.
 */
export const scoreNeeded = (): ApiAnswer<never> => fail(400, SCORE_NEEDED, { error_code: 'VALIDATION_ERROR', errors: { score: [SCORE_NEEDED] } });

/** Tells the student their work was graded or sent back, with a link to the homework's page. */
export function noticeOfGrade(
  db: Database,
  studentId: number,
  assignment: { id: number; title: string },
  outcome: { action: 'grade'; score: number | null } | { action: 'return' },
  now: number,
): void {
  const link = `/homeworks/${assignment.id}`;
  if (outcome.action === 'return') {
    notifyUsers(db, [studentId], { kind: 'work_returned', subject: assignment.title, details: { assignment_id: assignment.id }, link }, new Date(now));
  } else {
    notifyUsers(
      db,
      [studentId],
      { kind: 'work_graded', subject: assignment.title, details: { assignment_id: assignment.id, score: outcome.score }, link },
      new Date(now),
    );
  }
}
