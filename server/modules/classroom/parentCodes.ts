import { createHmac } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { PARENT_CODE } from '../../../src/shared/api/guardians.ts';
import { randomClaimCode } from './claimCodes.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Two live codes meeting by chance in 31^8 is next to impossible; a few draws make it impossible in practice. */
const DRAWS = 5;

type ParentCodeRow = { enrolment_id: number; expires_at: number };

/**
 * Keyed with the server's secret like a claim code, so a copied database file alone tells nobody a
 * code. Unsalted, unlike a claim code: a parent's code names no class, so it is looked up by its hash
 * across the whole school year's codes (the column is unique) rather than checked against a few.
 */
const hashParentCode = (secret: Buffer, code: string): string => `hmac$${createHmac('sha256', secret).update(`parent\n${code}`).digest('base64url')}`;

const isUniqueClash = (error: unknown): boolean => error instanceof Error && 'code' in error && error.code === 'SQLITE_CONSTRAINT_UNIQUE';

/** A new code for one line, replacing its earlier one; the plain code is returned once and never stored. */
export function issueParentCode(
  db: Database,
  secret: Buffer,
  line: { enrolmentId: number; by: number },
  now: number,
  nowIso: string,
): { code: string; expiresAt: number } {
  const expiresAt = now + PARENT_CODE.validDays * DAY_MS;
  const store = db.prepare(
    `INSERT INTO parent_codes (enrolment_id, code_hash, expires_at, created_by, created_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (enrolment_id) DO UPDATE SET code_hash = excluded.code_hash, expires_at = excluded.expires_at,
       created_by = excluded.created_by, created_at = excluded.created_at`,
  );
  for (let draw = 1; ; draw += 1) {
    const code = randomClaimCode();
    try {
      store.run(line.enrolmentId, hashParentCode(secret, code), expiresAt, line.by, nowIso);
      return { code, expiresAt };
    } catch (error) {
      if (!isUniqueClash(error) || draw >= DRAWS) throw error;
    }
  }
}

/** The line a code was issued for, and whether it is still valid at `now`; undefined when no code is this one. */
export function findParentCode(db: Database, secret: Buffer, code: string, now: number): { enrolmentId: number; expired: boolean } | undefined {
  const row = db.prepare<[string], ParentCodeRow>('SELECT enrolment_id, expires_at FROM parent_codes WHERE code_hash = ?').get(hashParentCode(secret, code));
  return row && { enrolmentId: row.enrolment_id, expired: row.expires_at <= now };
}

export function spendParentCode(db: Database, enrolmentId: number): void {
  db.prepare('DELETE FROM parent_codes WHERE enrolment_id = ?').run(enrolmentId);
}
