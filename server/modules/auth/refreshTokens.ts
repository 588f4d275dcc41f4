import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Database } from 'better-sqlite3';

type RefreshRow = {
  token_hash: string;
  user_id: number;
  family_id: string;
  expires_at: number;
  revoked_at: number | null;
};

export type Clock = { nowMs: number; ttlSeconds: number };

export type RotateResult =
  | { ok: true; userId: number; familyId: string; token: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'reused' };

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function insertToken(db: Database, userId: number, familyId: string, { nowMs, ttlSeconds }: Clock): string {
  const token = randomBytes(32).toString('base64url');
  db.prepare('INSERT INTO refresh_tokens (token_hash, user_id, family_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)').run(
    hashToken(token),
    userId,
    familyId,
    nowMs,
    nowMs + ttlSeconds * 1000,
  );
  return token;
}

/** A sign-in starts a family: every token rotated from it shares the id, so one theft ends them all. */
export function startFamily(db: Database, userId: number, clock: Clock): { familyId: string; token: string } {
  // Expired rows can no longer be presented, so reuse detection no longer needs them.
  db.prepare('DELETE FROM refresh_tokens WHERE expires_at < ?').run(clock.nowMs);
  const familyId = randomUUID();
  return { familyId, token: insertToken(db, userId, familyId, clock) };
}

export function findRefreshToken(db: Database, token: string): RefreshRow | undefined {
  return db
    .prepare<[string], RefreshRow>('SELECT token_hash, user_id, family_id, expires_at, revoked_at FROM refresh_tokens WHERE token_hash = ?')
    .get(hashToken(token));
}

export function revokeFamily(db: Database, familyId: string, nowMs: number): void {
  db.prepare('UPDATE refresh_tokens SET revoked_at = ? WHERE family_id = ? AND revoked_at IS NULL').run(nowMs, familyId);
}

/** After a password change: every other session of the user ends, the one making the change stays. */
export function revokeOtherFamilies(db: Database, userId: number, keepFamilyId: string, nowMs: number): void {
  db.prepare('UPDATE refresh_tokens SET revoked_at = ? WHERE user_id = ? AND family_id <> ? AND revoked_at IS NULL').run(
    nowMs,
    userId,
    keepFamilyId,
  );
}

/**
 * Trades a refresh token for a new one in the same family. A token that was already traded (or
 * revoked) coming back means two parties hold it: the whole family is revoked (theft detection).
 */
export function rotateRefreshToken(db: Database, token: string, clock: Clock): RotateResult {
  return db.transaction((): RotateResult => {
    const row = findRefreshToken(db, token);
    if (!row) return { ok: false, reason: 'unknown' };
    if (row.revoked_at !== null) {
      revokeFamily(db, row.family_id, clock.nowMs);
      return { ok: false, reason: 'reused' };
    }
    if (row.expires_at <= clock.nowMs) return { ok: false, reason: 'expired' };
    db.prepare('UPDATE refresh_tokens SET revoked_at = ? WHERE token_hash = ?').run(clock.nowMs, row.token_hash);
    return { ok: true, userId: row.user_id, familyId: row.family_id, token: insertToken(db, row.user_id, row.family_id, clock) };
  })();
}
