import type { Database } from 'better-sqlite3';
import type { Role } from '../../src/shared/api/contract.ts';
import { findUserByEmail, insertUser, type PasswordHasher } from '../modules/auth/index.ts';

export type SeedUser = {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  role: Role;
  school?: string | null;
};

/** Adds the accounts that are not there yet; existing ones (and any changed passwords) are left alone. */
export async function seedUsers(db: Database, users: readonly SeedUser[], passwords: PasswordHasher, nowIso: string): Promise<void> {
  const missing = users.filter((user) => !findUserByEmail(db, user.email));
  if (!missing.length) return;
  // Hashed in parallel on the thread pool: a first start hashes a few dozen passwords.
  const hashes = await Promise.all(missing.map((user) => passwords.hash(user.password)));
  db.transaction(() => {
    missing.forEach(({ password: _password, ...user }, index) => {
      insertUser(db, { ...user, password_hash: hashes[index] ?? '' }, nowIso);
    });
  })();
}
