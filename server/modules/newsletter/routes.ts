import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../../src/shared/api/contract.ts';
import type { ApiContext } from '../../apiContext.ts';
import { ok, send } from '../../http/answer.ts';
import { idempotentPost } from '../../http/idempotency.ts';
import { newsletterStats, subscribe } from './subscribers.ts';

/** Subscribing is a public post the outbox carries; the stats are a plain read. */
export function newsletterRoutes(api: FastifyInstance, context: ApiContext): void {
  idempotentPost(api, context, API_PATHS.newsletterSubscribe, (body) => subscribe(context, body));
  api.get(API_PATHS.newsletterStats, async (_request, reply) => send(reply, ok(newsletterStats(context))));
}
