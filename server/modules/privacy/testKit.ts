import type { TestServer } from '../../../tests/fixtures/serverHarness.ts';
import { enrolmentOf, seededClasses } from '../classroom/testKit.ts';

// The retention sweep, for the modules whose rows it clears (notifications).
export { sweepExpired } from './retention.ts';

// What the privacy contract tests share, next to the classroom's testKit (accounts, `as`) and the
// assistant's (the demo school's four roles, and another school to try ids against).

/** Deniz Kaya of 5-B: a roster account, the demo parent's child. */
export function denizId(server: TestServer): number {
  const id = enrolmentOf(server, seededClasses(server).b5, 'Deniz').user_id;
  if (id === null) throw new Error('Deniz has no account');
  return id;
}

/** A hand-in of the student's with a photo, stored as the classroom stores one. */
export function givePhoto(server: TestServer, studentId: number, receivedAt = new Date().toISOString()): number {
  const assignment = server.db.prepare<[], { id: number }>('SELECT id FROM assignments ORDER BY id LIMIT 1').get();
  if (!assignment) throw new Error('No assignment');
  const { lastInsertRowid } = server.db
    .prepare(
      `INSERT INTO submissions (assignment_id, student_id, text, photo, score, completed_at, received_at, late)
       VALUES (?, ?, 'Bitkim güneşe döndü.', 'data:image/png;base64,iVBORw0KGgo=', 80, ?, ?, 0)`,
    )
    .run(assignment.id, studentId, receivedAt, receivedAt);
  return Number(lastInsertRowid);
}

/** A flagged assistant question of the student's, as the assistant stores one. */
export function giveFlag(server: TestServer, studentId: number, receivedAt = new Date().toISOString()): void {
  server.db
    .prepare("INSERT INTO assistant_flags (student_id, id, category, text, at, received_at) VALUES (?, ?, 'crisis', 'Kimse beni anlamıyor.', ?, ?)")
    .run(studentId, `flag-${Math.random()}`, receivedAt, receivedAt);
}

export const daysAgo = (days: number): string => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();
