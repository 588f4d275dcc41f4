import type { AuthResponse } from '../../../src/shared/api/contract.ts';
import type { ApiContext } from '../../context.ts';
import type { ApiAnswer } from '../../http/answer.ts';
import type { AsyncIdempotency } from '../../http/idempotency.ts';
import { reservePasswordAttempt } from './passwordAttempts.ts';
import { startSession } from './session.ts';
import { findUserById, toPublicUser } from './users.ts';

type StoredRegistration = Omit<AuthResponse, 'tokens'>;

/**
 * A registration whose answer was lost is sent again with its Idempotency-Key. The account exists
 * by then, so the repeat gets the stored answer and a session of its own: tokens are never kept in
 * the idempotency table, and the repeat proved the password by sending the same body.
 * That makes every repeat a guess at the account's password (another body is a 422, the same one a
 * session), so each is counted like a login from `ip`, and past the login limits even the right body
 * meets the 429 a login would.
 */
export function registerReplay(context: ApiContext, ip: string): AsyncIdempotency {
  return {
    admit(stored, sameBody) {
      const email = (stored.body as StoredRegistration).user.email;
      const attempt = reservePasswordAttempt(context, email, ip);
      if ('refused' in attempt) return attempt.refused;
      attempt.settle(sameBody);
      return undefined;
    },
    store(answer: ApiAnswer): ApiAnswer {
      const { tokens: _tokens, ...kept } = answer.body as AuthResponse;
      return { status: answer.status, body: kept };
    },
    replay(stored: ApiAnswer): ApiAnswer {
      const body = stored.body as StoredRegistration;
      const user = body.user.id === undefined ? undefined : findUserById(context.db, body.user.id);
      if (!user) return stored;
      return { status: stored.status, body: { ...body, user: toPublicUser(user), tokens: startSession(context, user) } };
    },
  };
}
