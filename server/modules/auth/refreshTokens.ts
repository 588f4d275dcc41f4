import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { Tokens } from '../../../src/shared/api/contract.ts';
import { openPair, sealPair } from './sealedPair.ts';

type RefreshRow = {
  token_hash: string;
  user_id: number;
  family_id: string;
  expires_at: number;
  revoked_at: number | null;
  rotated_at: number | null;
  successor_hash: string | null;
  sent_pair: string | null;
  /** Set for a picture-code sign-in on a class tablet: the family ends then, rotated or not (see tabletSessions.ts). */
  tablet_until: number | null;
};

export type Clock = { nowMs: number; ttlSeconds: number };

export type RotateResult =
  | { ok: true; userId: number; familyId: string; pair: Tokens; replayed: boolean }
  | { ok: false; reason: 'unknown' | 'expired' | 'reused' };

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function insertToken(db: Database, userId: number, familyId: string, { nowMs, ttlSeconds }: Clock, tabletUntil: number | null): string {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = Math.min(nowMs + ttlSeconds * 1000, tabletUntil ?? Number.POSITIVE_INFINITY);
  db.prepare('INSERT INTO refresh_tokens (token_hash, user_id, family_id, created_at, expires_at, tablet_until) VALUES (?, ?, ?, ?, ?, ?)').run(
    hashToken(token),
    userId,
    familyId,
    nowMs,
    expiresAt,
    tabletUntil,
  );
  return token;
}

/**
 * A sign-in starts a family: every token rotated from it shares the id, so one theft ends them all.
 * A family with `tabletUntil` (a picture-code sign-in) is never refreshed past that moment.
 */
export function startFamily(db: Database, userId: number, clock: Clock, tabletUntil: number | null = null): { familyId: string; token: string } {
  // Expired rows can no longer be presented, so reuse detection no longer needs them.
  db.prepare('DELETE FROM refresh_tokens WHERE expires_at < ?').run(clock.nowMs);
  const familyId = randomUUID();
  return { familyId, token: insertToken(db, userId, familyId, clock, tabletUntil) };
}

export function findRefreshToken(db: Database, token: string): RefreshRow | undefined {
  return db
    .prepare<[string], RefreshRow>(
      'SELECT token_hash, user_id, family_id, expires_at, revoked_at, rotated_at, successor_hash, sent_pair, tablet_until FROM refresh_tokens WHERE token_hash = ?',
    )
    .get(hashToken(token));
}

/**
 * Is the session still on? After a rotation the family goes on in its newest token; logout, a
 * password change elsewhere and theft detection revoke every token of it, and expiry ends it too.
 */
export function isFamilyLive(db: Database, familyId: string, nowMs: number): boolean {
  return (
    db
      .prepare<[string, number], { live: number }>('SELECT 1 AS live FROM refresh_tokens WHERE family_id = ? AND revoked_at IS NULL AND expires_at > ? LIMIT 1')
      .get(familyId, nowMs) !== undefined
  );
}

export function revokeFamily(db: Database, familyId: string, nowMs: number): void {
  db.prepare('UPDATE refresh_tokens SET revoked_at = ? WHERE family_id = ? AND revoked_at IS NULL').run(nowMs, familyId);
  db.prepare('UPDATE refresh_tokens SET sent_pair = NULL WHERE family_id = ? AND sent_pair IS NOT NULL').run(familyId);
}

/** A deactivation or a new one-time password: every session of the user ends, lost refresh answers included. */
export function revokeAllFamilies(db: Database, userId: number, nowMs: number): void {
  db.prepare('UPDATE refresh_tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL').run(nowMs, userId);
  db.prepare('UPDATE refresh_tokens SET sent_pair = NULL WHERE user_id = ? AND sent_pair IS NOT NULL').run(userId);
}

/** After a password change: every other session of the user ends, the one making the change stays. */
export function revokeOtherFamilies(db: Database, userId: number, keepFamilyId: string, nowMs: number): void {
  db.prepare('UPDATE refresh_tokens SET revoked_at = ? WHERE user_id = ? AND family_id <> ? AND revoked_at IS NULL').run(nowMs, userId, keepFamilyId);
}

/** What a rotation needs beyond the database: the clock, the grace window and how to mint the access token. */
export type Rotation = Clock & {
  graceSeconds: number;
  secret: Buffer;
  /** `tabletUntil`: the family's end, which the access token must not outlive either. */
  issueAccess(userId: number, familyId: string, tabletUntil: number | null): string;
};

/**
 * Trades a refresh token for a new pair in the same family. A token that was already traded (or
 * revoked) coming back means two parties hold it: the whole family is revoked (theft detection).
 * One exception, as the large identity providers make it: the answer to a rotation can be lost on
 * weak Wi-Fi, so for `graceSeconds` after it, while its successor is still unused, the traded
 * token gets the very same pair again instead of ending the session.
 */
export function rotateRefreshToken(db: Database, token: string, rotation: Rotation): RotateResult {
  return db.transaction((): RotateResult => {
    const { nowMs } = rotation;
    db.prepare('UPDATE refresh_tokens SET sent_pair = NULL WHERE sent_pair IS NOT NULL AND rotated_at < ?').run(nowMs - rotation.graceSeconds * 1000);
    const row = findRefreshToken(db, token);
    if (!row) return { ok: false, reason: 'unknown' };
    if (row.revoked_at !== null) {
      const pair = lostAnswer(db, row, rotation);
      if (pair) return { ok: true, userId: row.user_id, familyId: row.family_id, pair, replayed: true };
      revokeFamily(db, row.family_id, nowMs);
      return { ok: false, reason: 'reused' };
    }
    if (row.expires_at <= nowMs) return { ok: false, reason: 'expired' };
    const refresh = insertToken(db, row.user_id, row.family_id, rotation, row.tablet_until);
    const pair = { access: rotation.issueAccess(row.user_id, row.family_id, row.tablet_until), refresh };
    db.prepare('UPDATE refresh_tokens SET revoked_at = ?, rotated_at = ?, successor_hash = ?, sent_pair = ? WHERE token_hash = ?').run(
      nowMs,
      nowMs,
      hashToken(refresh),
      sealPair(pair, rotation.secret),
      row.token_hash,
    );
    return { ok: true, userId: row.user_id, familyId: row.family_id, pair, replayed: false };
  })();
}

/** The pair sent for a rotation inside the grace window whose successor nobody has used or revoked yet. */
function lostAnswer(db: Database, row: RefreshRow, rotation: Rotation): Tokens | null {
  if (row.rotated_at === null || row.sent_pair === null || row.successor_hash === null) return null;
  if (rotation.nowMs - row.rotated_at > rotation.graceSeconds * 1000) return null;
  const successor = db.prepare<[string], { revoked_at: number | null }>('SELECT revoked_at FROM refresh_tokens WHERE token_hash = ?').get(row.successor_hash);
  if (!successor || successor.revoked_at !== null) return null;
  return openPair(row.sent_pair, rotation.secret);
}
