import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { CLAIM_CODE, JOIN_CODE_ALPHABET } from '../../../src/shared/api/classroom.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

type ClaimCodeRow = { enrolment_id: number; code_hash: string; expires_at: number };

export function randomClaimCode(): string {
  return Array.from({ length: CLAIM_CODE.length }, () => JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)]).join('');
}

/** Keyed and salted like a picture code: a copied database file alone tells nobody a code. */
function hashClaimCode(secret: Buffer, code: string, salt = randomBytes(16).toString('base64url')): string {
  const digest = createHmac('sha256', secret).update(`claim\n${salt}\n${code}`).digest('base64url');
  return `hmac$${salt}$${digest}`;
}

function matches(secret: Buffer, code: string, stored: string): boolean {
  const [scheme, salt] = stored.split('$');
  if (scheme !== 'hmac' || !salt) return false;
  const expected = Buffer.from(stored);
  const actual = Buffer.from(hashClaimCode(secret, code, salt));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** A new code for one line, replacing any earlier one; the plain code is returned once and never stored. */
export function issueClaimCode(db: Database, secret: Buffer, enrolmentId: number, now: number, nowIso: string): { code: string; expiresAt: number } {
  const code = randomClaimCode();
  const expiresAt = now + CLAIM_CODE.validDays * DAY_MS;
  db.prepare(
    `INSERT INTO claim_codes (enrolment_id, code_hash, expires_at, created_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (enrolment_id) DO UPDATE SET code_hash = excluded.code_hash, expires_at = excluded.expires_at, created_at = excluded.created_at`,
  ).run(enrolmentId, hashClaimCode(secret, code), expiresAt, nowIso);
  return { code, expiresAt };
}

/**
 * The line of this class whose live code this is, if any. A class has at most a few dozen codes, so
 * each salted hash is checked in turn rather than looked up by an unsalted one.
 */
export function lineOfClaimCode(db: Database, secret: Buffer, classId: number, code: string, now: number): number | undefined {
  const rows = db
    .prepare<[number, number], ClaimCodeRow>(
      'SELECT c.* FROM claim_codes c JOIN enrolments e ON e.id = c.enrolment_id WHERE e.class_id = ? AND c.expires_at > ?',
    )
    .all(classId, now);
  return rows.find((row) => matches(secret, code, row.code_hash))?.enrolment_id;
}

export function spendClaimCode(db: Database, enrolmentId: number): void {
  db.prepare('DELETE FROM claim_codes WHERE enrolment_id = ?').run(enrolmentId);
}
