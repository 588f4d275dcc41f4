import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../../src/shared/api/contract.ts';
import type { ApiContext } from '../../apiContext.ts';
import { idempotentPost } from '../../http/idempotency.ts';
import { submitContact } from './submissions.ts';

/** The contact form: a public post the outbox carries. */
export function contactRoutes(api: FastifyInstance, context: ApiContext): void {
  idempotentPost(api, context, API_PATHS.contact, (body) => submitContact(context, body));
}
