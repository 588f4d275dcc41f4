import { randomInt } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { CLASSROOM_LIMITS, JOIN_CODE_ALPHABET } from '../../../src/shared/api/classroom.ts';

function randomCode(): string {
  return Array.from({ length: CLASSROOM_LIMITS.joinCodeLength }, () => JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)]).join('');
}

/** A code no class has: with 31^6 codes a clash is rare, and a clash is simply drawn again. */
export function freshJoinCode(db: Database): string {
  const taken = db.prepare<[string], { found: number }>('SELECT 1 AS found FROM classes WHERE join_code = ?');
  for (;;) {
    const code = randomCode();
    if (!taken.get(code)) return code;
  }
}
