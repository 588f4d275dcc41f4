import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../../src/shared/api/contract.ts';
import type { ApiContext } from '../../apiContext.ts';
import { send } from '../../http/answer.ts';
import { idempotencyKeyOf, sendIdempotent, withIdempotencyAsync } from '../../http/idempotency.ts';
import { authenticate } from './bearer.ts';
import { getProfile, updateProfile } from './profile.ts';
import { registerReplay } from './registerReplay.ts';
import { login, logout, refresh, register } from './session.ts';

export function authRoutes(api: FastifyInstance, context: ApiContext): void {
  api.post(API_PATHS.login, async (request, reply) => send(reply, await login(context, request.body, request.ip)));
  // A lost answer to a registration or a profile change is sent again with the same Idempotency-Key.
  api.post(API_PATHS.register, async (request, reply) =>
    sendIdempotent(
      reply,
      await withIdempotencyAsync(
        context,
        idempotencyKeyOf(request),
        API_PATHS.register,
        request.body,
        () => register(context, request.body),
        registerReplay(context, request.ip),
      ),
    ),
  );
  api.get(API_PATHS.profile, async (request, reply) => send(reply, await getProfile(context, request.headers.authorization)));
  api.put(API_PATHS.profileUpdate, async (request, reply) => {
    // Open to a user on a one-time password: it is where they choose their own (profile.ts allows nothing else then).
    const auth = await authenticate(context, request.headers.authorization, { duringPasswordChange: true });
    if (!auth.ok) return send(reply, auth.answer);
    // Keys are the user's own: another account sending the same key never sees this answer.
    const scope = `${API_PATHS.profileUpdate}#${auth.user.id}`;
    const run = () => updateProfile(context, auth, request.body, request.ip);
    return sendIdempotent(reply, await withIdempotencyAsync(context, idempotencyKeyOf(request), scope, request.body, run));
  });
  api.post(API_PATHS.refresh, async (request, reply) => send(reply, await refresh(context, request.body)));
  api.post(API_PATHS.logout, async (request, reply) => send(reply, await logout(context, request.body, request.headers.authorization)));
}
