import type { Database } from 'better-sqlite3';
import type { EnrolmentRow } from './enrolments.ts';
import { giveLine } from './lineHandover.ts';

/**
 * A self-joined line goes into a claimable line of the same class: that line gets the account, and what
 * the teacher recorded for the joined line (attendance, being picked for an assignment) moves with it
 * unless the line already has its own for that day or assignment. Hand-ins are the account's, so they
 * follow by themselves.
 */
export function mergeLines(db: Database, joined: EnrolmentRow, into: EnrolmentRow, nowMs: number): void {
  const userId = joined.user_id;
  if (userId === null) throw new Error(`Enrolment ${joined.id} has no account to merge.`);
  db.transaction(() => {
    db.prepare('UPDATE OR IGNORE attendance_records SET enrolment_id = ? WHERE enrolment_id = ?').run(into.id, joined.id);
    db.prepare('UPDATE OR IGNORE assignment_students SET enrolment_id = ? WHERE enrolment_id = ?').run(into.id, joined.id);
    db.prepare('DELETE FROM enrolments WHERE id = ?').run(joined.id);
    giveLine(db, into, userId, nowMs, joined.linked_at ?? new Date(nowMs).toISOString());
    if (into.number === null && joined.number !== null) db.prepare('UPDATE enrolments SET number = ? WHERE id = ?').run(joined.number, into.id);
  })();
}
