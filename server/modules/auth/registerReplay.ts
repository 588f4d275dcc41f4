import { createHmac } from 'node:crypto';
import type { AuthResponse } from '../../../src/shared/api/contract.ts';
import type { ApiContext } from '../../apiContext.ts';
import { fail, type ApiAnswer } from '../../http/answer.ts';
import type { AsyncIdempotency } from '../../http/idempotency.ts';
import { ACCOUNT_SUSPENDED } from './messages.ts';
import { reservePasswordAttempt } from './passwordAttempts.ts';
import { startSession } from './session.ts';
import { findUserById, toPublicUser, type UserRow } from './users.ts';

/** What the idempotency table keeps: the answer without tokens, and a tag of the password it was made with. */
type StoredRegistration = Omit<AuthResponse, 'tokens'> & { password_tag?: string };

/** Keyed, so the table never holds anything a password could be tested against offline. */
const passwordTag = (context: ApiContext, user: UserRow): string =>
  createHmac('sha256', context.jwtSecret).update(`registration-replay\n${user.password_hash}`).digest('base64url');

const PASSWORD_CHANGED = 'Bu kayıt daha önce tamamlandı ve hesabın şifresi o zamandan beri değişti. Lütfen giriş yapın.';

/**
 * A registration whose answer was lost is sent again with its Idempotency-Key. The account exists
 * by then, so the repeat gets the stored answer and a session of its own: tokens are never kept in
 * the idempotency table, and the repeat proved the password by sending the same body — as long as
 * that is still the account's password and the account may still sign in, as a login would require.
 * That makes every repeat a guess at the account's password (another body is a 422, the same one a
 * session), so each is counted like a login from `ip`, and past the login limits even the right body
 * meets the 429 a login would.
 */
export function registerReplay(context: ApiContext, ip: string): AsyncIdempotency {
  // Also asked of refusals (a 400 has no user), which are never kept.
  const userOf = (stored: ApiAnswer) => {
    const id = (stored.body as Partial<StoredRegistration>).user?.id;
    return id === undefined ? undefined : findUserById(context.db, id);
  };
  const stillItsPassword = (stored: ApiAnswer, user: UserRow) => (stored.body as StoredRegistration).password_tag === passwordTag(context, user);
  return {
    admit(stored, sameBody) {
      const user = userOf(stored);
      const attempt = reservePasswordAttempt(context, user?.email ?? (stored.body as StoredRegistration).user.email, ip);
      if ('refused' in attempt) return attempt.refused;
      // The same body proves a password only while it is still the account's.
      attempt.settle(sameBody && user !== undefined && stillItsPassword(stored, user));
      return undefined;
    },
    store(answer: ApiAnswer): ApiAnswer {
      const { tokens: _tokens, ...kept } = answer.body as AuthResponse;
      const user = userOf(answer);
      return { status: answer.status, body: { ...kept, ...(user ? { password_tag: passwordTag(context, user) } : {}) } };
    },
    async replay(stored: ApiAnswer): Promise<ApiAnswer> {
      const { password_tag: _tag, ...body } = stored.body as StoredRegistration;
      const user = userOf(stored);
      if (!user) return { status: stored.status, body };
      if (user.active !== 1) return fail(403, ACCOUNT_SUSPENDED, { error_code: 'ACCOUNT_SUSPENDED' });
      if (!stillItsPassword(stored, user)) return fail(409, PASSWORD_CHANGED, { error_code: 'CONFLICT' });
      return { status: stored.status, body: { ...body, user: toPublicUser(user), tokens: await startSession(context, user) } };
    },
  };
}
