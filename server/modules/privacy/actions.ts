import type { Database } from 'better-sqlite3';
import { PRIVACY_LIMITS, type PrivacyAction } from '../../../src/shared/api/privacy.ts';
import { personOf, type PersonColumns } from './people.ts';

/** An export or an erasure of a student, with who did it and when. */
export function logAction(db: Database, studentId: number, actorId: number, action: PrivacyAction['action'], atIso: string): void {
  db.prepare('INSERT INTO privacy_actions (student_id, actor_id, action, at) VALUES (?, ?, ?, ?)').run(studentId, actorId, action, atIso);
}

type ActionRow = PersonColumns & { action: PrivacyAction['action']; at: string };

/** The student's exports and erasures, newest first, at most listedMax. */
export function actionsOf(db: Database, studentId: number): PrivacyAction[] {
  return db
    .prepare<[number, number], ActionRow>(
      `SELECT p.actor_id AS person_id, u.first_name, u.last_name, u.role, p.action, p.at
         FROM privacy_actions p LEFT JOIN users u ON u.id = p.actor_id
        WHERE p.student_id = ? ORDER BY p.at DESC, p.id DESC LIMIT ?`,
    )
    .all(studentId, PRIVACY_LIMITS.listedMax)
    .map((row) => ({ action: row.action, actor: personOf(row), at: row.at }));
}
