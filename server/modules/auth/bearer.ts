import type { ApiContext } from '../../apiContext.ts';
import { fail, type ApiAnswer } from '../../http/answer.ts';
import { verifyAccessToken, type AccessClaims } from './jwt.ts';
import { isFamilyLive } from './refreshTokens.ts';
import { findUserById, type UserRow } from './users.ts';

export type Authenticated = { ok: true; user: UserRow; claims: AccessClaims } | { ok: false; answer: ApiAnswer<never> };

const CHALLENGE = { 'www-authenticate': 'Bearer error="invalid_token"' };
const SESSION_EXPIRED = 'Oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.';
export const PASSWORD_CHANGE_REQUIRED = 'Devam etmeden önce size verilen tek kullanımlık şifreyi kendi şifrenizle değiştirin.';

export type AuthenticateOptions = {
  /** For the calls a user on a one-time password may still make: reading the profile, changing the password, signing out. */
  duringPasswordChange?: boolean;
};

/**
 * Reads `Authorization: Bearer …`. A genuine token is not enough: its user must still exist and be
 * active, and its session (the refresh family named by `sid`) must not have ended — at logout, a
 * password change in another session, a deactivation or a detected theft the access token stops
 * working at once, not 15 minutes later. A user on a one-time password gets 403 for everything but
 * the calls that let them change it (secure by default: a new signed-in call is refused too).
 */
export async function authenticate(context: ApiContext, authorization: string | undefined, options: AuthenticateOptions = {}): Promise<Authenticated> {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization?.trim() ?? '');
  const token = match?.[1];
  if (!token) {
    return { ok: false, answer: fail(401, 'Bu işlem için giriş yapmalısınız.', { error_code: 'SESSION_EXPIRED', headers: { 'www-authenticate': 'Bearer' } }) };
  }
  const result = await verifyAccessToken(token, context.jwtSecret, context.now());
  if (!result.ok) {
    const error_code = result.reason === 'expired' ? 'TOKEN_EXPIRED' : 'SESSION_EXPIRED';
    return { ok: false, answer: fail(401, SESSION_EXPIRED, { error_code, headers: CHALLENGE }) };
  }
  const user = findUserById(context.db, Number(result.claims.sub));
  if (!user || user.active !== 1 || !isFamilyLive(context.db, result.claims.sid, context.now())) {
    return { ok: false, answer: fail(401, SESSION_EXPIRED, { error_code: 'SESSION_EXPIRED', headers: CHALLENGE }) };
  }
  if (user.must_change_password === 1 && !options.duringPasswordChange) {
    return { ok: false, answer: fail(403, PASSWORD_CHANGE_REQUIRED, { error_code: 'PASSWORD_CHANGE_REQUIRED' }) };
  }
  return { ok: true, user, claims: result.claims };
}
