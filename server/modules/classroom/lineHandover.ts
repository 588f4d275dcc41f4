import type { Database } from 'better-sqlite3';
import { revokeAllFamilies } from '../auth/index.ts';
import { spendClaimCode } from './claimCodes.ts';
import type { EnrolmentRow } from './enrolments.ts';

/**
 * A line an account may be given (by claim code or the teacher's merge): an active one that no account
 * holds yet, or only the placeholder account a tablet sign-in made for it. A line a personal account
 * already holds is that account's and is never taken from it.
 */
export function isClaimable(db: Database, line: EnrolmentRow): boolean {
  if (line.status !== 'active') return false;
  if (line.user_id === null) return true;
  const holder = db.prepare<[number], { account_kind: string }>('SELECT account_kind FROM users WHERE id = ?').get(line.user_id);
  return holder?.account_kind === 'roster';
}

/**
 * The placeholder's work in this class goes with the line, so the child's hand-ins from the tablet stay
 * theirs; what it did elsewhere stays with it. Once it holds no line at all its sessions end: the
 * picture code now opens the new account.
 */
function handOverPlaceholder(db: Database, line: EnrolmentRow, placeholderId: number, userId: number, nowMs: number): void {
  db.prepare('UPDATE submissions SET student_id = ? WHERE student_id = ? AND assignment_id IN (SELECT id FROM assignments WHERE class_id = ?)').run(
    userId,
    placeholderId,
    line.class_id,
  );
  // The parents linked through the placeholder are the child's, so they follow the child to the account.
  db.prepare(
    'INSERT OR IGNORE INTO guardian_links (parent_id, student_id, created_at) SELECT parent_id, ?, created_at FROM guardian_links WHERE student_id = ?',
  ).run(userId, placeholderId);
  const elsewhere = db
    .prepare<[number, number], { found: number }>('SELECT 1 AS found FROM enrolments WHERE user_id = ? AND id <> ?')
    .get(placeholderId, line.id);
  if (elsewhere) return;
  revokeAllFamilies(db, placeholderId, nowMs);
  // A placeholder with no line is nobody's child any more: a parent would see the same child twice.
  db.prepare('DELETE FROM guardian_links WHERE student_id = ?').run(placeholderId);
}

/** Gives a claimable line to an account (call inside a transaction): the line's picture code then signs in that account. */
export function giveLine(db: Database, line: EnrolmentRow, userId: number, nowMs: number, linkedAt: string): void {
  if (line.user_id !== null) handOverPlaceholder(db, line, line.user_id, userId, nowMs);
  db.prepare("UPDATE enrolments SET user_id = ?, origin = 'claimed', linked_at = ?, updated_at = ? WHERE id = ?").run(
    userId,
    linkedAt,
    new Date(nowMs).toISOString(),
    line.id,
  );
  spendClaimCode(db, line.id);
}
