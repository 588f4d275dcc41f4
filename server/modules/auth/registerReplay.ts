import type { AuthResponse } from '../../../src/shared/api/contract.ts';
import type { ApiContext } from '../../context.ts';
import type { ApiAnswer } from '../../http/answer.ts';
import type { AsyncIdempotency } from '../../http/idempotency.ts';
import { startSession } from './session.ts';
import { findUserById, toPublicUser } from './users.ts';

type StoredRegistration = Omit<AuthResponse, 'tokens'>;

/**
 * A registration whose answer was lost is sent again with its Idempotency-Key. The account exists
 * by then, so the repeat gets the stored answer and a session of its own: tokens are never kept in
 * the idempotency table, and the repeat proved the password by sending the same body.
 */
export function registerReplay(context: ApiContext): AsyncIdempotency {
  return {
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
