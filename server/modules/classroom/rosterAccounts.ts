import { randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { insertUser, type UserRow } from '../auth/index.ts';
import type { EnrolmentRow } from './enrolments.ts';

/**
 * The account a child gets at their first tablet sign-in (docs/architecture.md#the-two-outboxes): no e-mail of theirs (the address
 * is reserved and undeliverable) and no password anyone knows (no scheme the hasher accepts), so the
 * picture code on their school's tablet is the only way in. Linked to the enrolment at once.
 */
export function createRosterAccount(
  db: Database,
  enrolment: Pick<EnrolmentRow, 'id' | 'first_name' | 'last_name'>,
  school: string | null,
  nowIso: string,
): UserRow {
  return db.transaction(() => {
    const user = insertUser(
      db,
      {
        email: `roster-${enrolment.id}@roster.etkilab.invalid`,
        password_hash: `unusable$${randomBytes(24).toString('base64url')}`,
        first_name: enrolment.first_name,
        last_name: enrolment.last_name,
        role: 'student',
        school,
        account_kind: 'roster',
      },
      nowIso,
    );
    db.prepare('UPDATE enrolments SET user_id = ?, updated_at = ? WHERE id = ?').run(user.id, nowIso, enrolment.id);
    return user;
  })();
}
