import type { Database } from 'better-sqlite3';
import { ERASED_STUDENT, type ErasedCounts, type KeptCounts } from '../../../src/shared/api/privacy.ts';
import { revokeAllFamilies } from '../auth/index.ts';

const count = (db: Database, sql: string, studentId: number, nowMs = 0): number =>
  db.prepare<{ id: number; now: number }, { total: number }>(sql).get({ id: studentId, now: nowMs })?.total ?? 0;

/** Was the student erased already (the account's erased_at)? */
export const isErased = (db: Database, studentId: number): boolean =>
  (db.prepare<[number], { erased_at: string | null }>('SELECT erased_at FROM users WHERE id = ?').get(studentId)?.erased_at ?? null) !== null;

/** What an erasure of the student would remove now. */
export function erasableCounts(db: Database, studentId: number, nowMs: number): ErasedCounts {
  return {
    enrolments: count(db, 'SELECT COUNT(*) AS total FROM enrolments WHERE user_id = @id', studentId),
    submissions: count(db, 'SELECT COUNT(*) AS total FROM submissions WHERE student_id = @id', studentId),
    photos: count(db, 'SELECT COUNT(*) AS total FROM submissions WHERE student_id = @id AND photo IS NOT NULL', studentId),
    flagged_questions: count(db, 'SELECT COUNT(*) AS total FROM assistant_flags WHERE student_id = @id', studentId),
    parent_links: count(db, 'SELECT COUNT(*) AS total FROM guardian_links WHERE student_id = @id', studentId),
    sessions: count(
      db,
      'SELECT COUNT(DISTINCT family_id) AS total FROM refresh_tokens WHERE user_id = @id AND revoked_at IS NULL AND expires_at > @now',
      studentId,
      nowMs,
    ),
  };
}

/** What an erasure keeps, nameless, so the class's figures stay true. */
export function keptCounts(db: Database, studentId: number): KeptCounts {
  return {
    attendance_records: count(
      db,
      'SELECT COUNT(*) AS total FROM attendance_records WHERE enrolment_id IN (SELECT id FROM enrolments WHERE user_id = @id)',
      studentId,
    ),
    scores: count(db, 'SELECT COUNT(*) AS total FROM submissions WHERE student_id = @id AND (score IS NOT NULL OR auto_score IS NOT NULL)', studentId),
    progress_events: count(db, 'SELECT COUNT(*) AS total FROM progress_events WHERE user_id = @id', studentId),
  };
}

/**
 * Removes everything that names the student or that they wrote, and keeps the rows class figures
 * are made of (class-list lines, attendance, scores, progress events) under ERASED_STUDENT's name.
 * The account stays as an id those rows point to, switched off, with no e-mail, password or picture
 * code anyone could sign in with; as a 'roster' account no class list shows an e-mail for it.
 * Run inside the caller's transaction.
 */
export function eraseRows(db: Database, studentId: number, nowMs: number, nowIso: string): void {
  const { first_name, last_name } = ERASED_STUDENT;
  const params = { id: studentId, first_name, last_name, now: nowIso };
  db.prepare('DELETE FROM newsletter_subscribers WHERE email = (SELECT email FROM users WHERE id = @id)').run({ id: studentId });
  db.prepare(
    `UPDATE users SET email = 'silinmis-' || id || '@silinmis.invalid', password_hash = '!', first_name = @first_name, last_name = @last_name,
            profile_picture = NULL, newsletter_opt_in = 0, last_seen_at = NULL, branch = NULL, account_kind = 'roster', active = 0,
            erased_at = @now, updated_at = @now
      WHERE id = @id`,
  ).run(params);
  db.prepare(
    `UPDATE enrolments SET first_name = @first_name, last_name = @last_name, number = NULL, picture_code_hash = NULL, updated_at = @now
      WHERE user_id = @id`,
  ).run(params);
  // A claim code would let someone take the nameless line over, and a parent code link a stranger to it.
  db.prepare('DELETE FROM claim_codes WHERE enrolment_id IN (SELECT id FROM enrolments WHERE user_id = @id)').run({ id: studentId });
  db.prepare('DELETE FROM parent_codes WHERE enrolment_id IN (SELECT id FROM enrolments WHERE user_id = @id)').run({ id: studentId });
  db.prepare("DELETE FROM picture_code_budgets WHERE scope = 'child' AND key IN (SELECT CAST(id AS TEXT) FROM enrolments WHERE user_id = @id)").run({
    id: studentId,
  });
  db.prepare("UPDATE submissions SET text = '', photo = NULL, feedback = '' WHERE student_id = @id").run({ id: studentId });
  db.prepare('DELETE FROM assistant_flags WHERE student_id = @id').run({ id: studentId });
  db.prepare('DELETE FROM guardian_links WHERE student_id = @id').run({ id: studentId });
  // Stored answers of the student's own writes (their name in a profile answer, their text in a hand-in's).
  db.prepare("DELETE FROM idempotency_keys WHERE endpoint LIKE '%#' || @id").run({ id: studentId });
  revokeAllFamilies(db, studentId, nowMs);
}
