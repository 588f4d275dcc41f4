import type { Database } from 'better-sqlite3';
import type { AccountKind, Role, User } from '../../../src/shared/api/contract.ts';

export type UserRow = {
  id: number;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  role: Role;
  school: string | null;
  profile_picture: string | null;
  newsletter_opt_in: number;
  date_joined: string;
  updated_at: string;
  account_kind: AccountKind;
  last_seen_at: string | null;
  /** 0: switched off by the school's administrator; the account cannot sign in. */
  active: number;
  /** 1 while the account is on a one-time password (an invitation or a reset). */
  must_change_password: number;
  branch: string | null;
};

export type NewUser = Pick<UserRow, 'email' | 'password_hash' | 'first_name' | 'last_name' | 'role'> & {
  school?: string | null;
  newsletter_opt_in?: boolean;
  account_kind?: AccountKind;
};

export type UserChanges = Partial<Pick<UserRow, 'email' | 'password_hash' | 'first_name' | 'last_name'>> & {
  newsletter_opt_in?: boolean;
  must_change_password?: boolean;
};

export function findUserByEmail(db: Database, email: string): UserRow | undefined {
  return db.prepare<[string], UserRow>('SELECT * FROM users WHERE email = ?').get(email.trim().toLowerCase());
}

export function findUserById(db: Database, id: number): UserRow | undefined {
  return db.prepare<[number], UserRow>('SELECT * FROM users WHERE id = ?').get(id);
}

export function insertUser(db: Database, user: NewUser, nowIso: string): UserRow {
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO users (email, password_hash, first_name, last_name, role, school, newsletter_opt_in, account_kind, date_joined, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      user.email.trim().toLowerCase(),
      user.password_hash,
      user.first_name,
      user.last_name,
      user.role,
      user.school ?? null,
      user.newsletter_opt_in ? 1 : 0,
      user.account_kind ?? 'personal',
      nowIso,
      nowIso,
    );
  const row = findUserById(db, Number(lastInsertRowid));
  if (!row) throw new Error('The new user was not stored.');
  return row;
}

const UPDATABLE = ['email', 'password_hash', 'first_name', 'last_name', 'newsletter_opt_in', 'must_change_password'] as const;

export function updateUser(db: Database, id: number, changes: UserChanges, nowIso: string): UserRow {
  // Only the listed columns are ever named in the SQL, whatever object the caller passes.
  const columns = UPDATABLE.filter((column) => changes[column] !== undefined);
  const values = columns.map((column) => {
    const value = changes[column];
    return typeof value === 'boolean' ? Number(value) : (value ?? null);
  });
  const assignments = [...columns.map((column) => `${column} = ?`), 'updated_at = ?'].join(', ');
  db.prepare(`UPDATE users SET ${assignments} WHERE id = ?`).run(...values, nowIso, id);
  const row = findUserById(db, id);
  if (!row) throw new Error(`User ${id} disappeared during an update.`);
  return row;
}

/** A class roster shows when each child last signed in (login, token refresh or tablet sign-in). */
export function touchLastSeen(db: Database, id: number, nowIso: string): void {
  db.prepare('UPDATE users SET last_seen_at = ? WHERE id = ?').run(nowIso, id);
}

/** The user as the API shows it: never the password hash. */
export function toPublicUser(row: UserRow): User {
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    full_name: `${row.first_name} ${row.last_name}`.trim(),
    email: row.email,
    role: row.role,
    profile_picture: row.profile_picture,
    school: row.school,
    newsletter_opt_in: row.newsletter_opt_in === 1,
    date_joined: row.date_joined,
    account_kind: row.account_kind,
    // Only while it is so: the app sends the user to change the password before anything else.
    ...(row.must_change_password === 1 ? { must_change_password: true } : {}),
  };
}
