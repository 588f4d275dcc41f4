import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { fail, send } from './answer.ts';

/**
 * Fastify's `frameworkErrors`: a URL the router cannot decode (`/%E0%A4%A`, `/api/blog/posts/%ZZ/`)
 * never reaches a route, its hooks or an error handler, and Fastify's own answer is English JSON
 * without the security headers. This answers in the docs/behaviour.md#errors shape and adds the headers itself.
 */
export function badUrlAnswer(headers: Record<string, string>) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    reply.headers({ ...headers, 'cache-control': 'no-store' });
    const status = error.statusCode ?? 400;
    if (status >= 500) {
      request.log.error(error);
      send(reply, fail(500, 'Sunucu hatası. Lütfen daha sonra tekrar deneyin.', { error_code: 'SERVER_ERROR' }));
      return;
    }
    send(reply, fail(status, 'İstek adresi geçersiz.', { error_code: 'VALIDATION_ERROR' }));
  };
}
