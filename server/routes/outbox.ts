import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../src/shared/api/contract.ts';
import type { ApiContext } from '../context.ts';
import { ok, send, type ApiAnswer } from '../http/answer.ts';
import { withIdempotency } from '../http/idempotency.ts';
import { submitContact } from '../services/contact.ts';
import { newsletterStats, subscribe } from '../services/newsletter.ts';

/** A POST the service worker's outbox may replay (DESIGN §3), so it honours Idempotency-Key. */
function idempotentPost(api: FastifyInstance, context: ApiContext, path: string, handle: (body: unknown) => ApiAnswer): void {
  api.post(path, async (request, reply) => {
    const header = request.headers['idempotency-key'];
    const key = typeof header === 'string' ? header : undefined;
    const { answer, replayed } = withIdempotency(context, key, path, request.body, () => handle(request.body));
    if (replayed) reply.header('idempotent-replayed', 'true');
    return send(reply, answer);
  });
}

/** Contact and newsletter: the public posts the outbox carries. */
export function outboxRoutes(api: FastifyInstance, context: ApiContext): void {
  idempotentPost(api, context, API_PATHS.contact, (body) => submitContact(context, body));
  idempotentPost(api, context, API_PATHS.newsletterSubscribe, (body) => subscribe(context, body));
  api.get(API_PATHS.newsletterStats, async (_request, reply) => send(reply, ok(newsletterStats(context))));
}
