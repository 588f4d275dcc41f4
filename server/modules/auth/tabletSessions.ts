import type { Database } from 'better-sqlite3';
import { fail, type ApiAnswer } from '../../http/answer.ts';

/**
 * A child's session begun by a picture code on a shared class tablet: its refresh family carries the
 * moment it ends (`refresh_tokens.tablet_until`, never past the school day), and it may not change
 * the account. Four pictures are far weaker proof than a password, so whoever guessed them, or finds
 * the tablet left signed in, must not be able to take the account over (a new password or e-mail).
 */

/** An access token never outlives its session: a tablet session's last one ends with it. */
export function accessTtlSeconds(configured: number, nowMs: number, tabletUntil: number | null): number {
  if (tabletUntil === null) return configured;
  return Math.max(1, Math.min(configured, Math.floor((tabletUntil - nowMs) / 1000)));
}

export function isTabletSession(db: Database, familyId: string): boolean {
  return (
    db.prepare<[string], { found: number }>('SELECT 1 AS found FROM refresh_tokens WHERE family_id = ? AND tablet_until IS NOT NULL LIMIT 1').get(familyId) !==
    undefined
  );
}

const TABLET_CANNOT =
  'Sınıf tabletinde resimle açılan oturumda şifre, e-posta ya da profil değiştirilemez. Bunu kendi şifrenle giriş yaptığın bir cihazda yap.';

export const tabletSessionRefused = (): ApiAnswer<never> => fail(403, TABLET_CANNOT, { error_code: 'FORBIDDEN' });
