import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiContext } from '../../apiContext.ts';
import { send, type ApiAnswer } from '../../http/answer.ts';
import { idempotencyKeyOf, sendIdempotent, withIdempotency, withIdempotencyAsync, type AsyncIdempotency } from '../../http/idempotency.ts';
import { authenticate } from './bearer.ts';
import type { UserRow } from './users.ts';

/** A signed-in call's work: who asks, and what they sent. */
export type SignedInHandle = (caller: UserRow, request: FastifyRequest) => ApiAnswer;
export type AsyncSignedInHandle = (caller: UserRow, request: FastifyRequest) => Promise<ApiAnswer>;

/** Route handlers for signed-in calls (the classroom's and progress's): the bearer token decides who the caller is. */
export function signedInRoutes(context: ApiContext) {
  const signedIn = (handle: SignedInHandle | AsyncSignedInHandle) => async (request: FastifyRequest, reply: FastifyReply) => {
    const auth = await authenticate(context, request.headers.authorization);
    return send(reply, auth.ok ? await handle(auth.user, request) : auth.answer);
  };
  // The signed-in outbox may send a write twice (docs/architecture.md#the-two-outboxes): with an Idempotency-Key the first answer
  // is replayed. Keys are the user's own and the path's, as for a profile update.
  const idempotentWrite = (handle: SignedInHandle) => async (request: FastifyRequest, reply: FastifyReply) => {
    const auth = await authenticate(context, request.headers.authorization);
    if (!auth.ok) return send(reply, auth.answer);
    const scope = `${request.method} ${request.url.split('?')[0] ?? ''}#${auth.user.id}`;
    return sendIdempotent(
      reply,
      withIdempotency(context, idempotencyKeyOf(request), scope, request.body, () => handle(auth.user, request)),
    );
  };
  // For writes whose work awaits (a password hash): what is kept of the answer and how a repeat is answered are the caller's.
  const idempotentAsyncWrite =
    (handle: AsyncSignedInHandle, keeping: AsyncIdempotency = {}) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const auth = await authenticate(context, request.headers.authorization);
      if (!auth.ok) return send(reply, auth.answer);
      const scope = `${request.method} ${request.url.split('?')[0] ?? ''}#${auth.user.id}`;
      return sendIdempotent(
        reply,
        await withIdempotencyAsync(context, idempotencyKeyOf(request), scope, request.body, () => handle(auth.user, request), keeping),
      );
    };
  return { signedIn, idempotentWrite, idempotentAsyncWrite };
}
