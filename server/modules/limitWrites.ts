import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_PATHS } from '../../src/shared/api/contract.ts';
import type { ApiContext } from '../apiContext.ts';
import { fail, send } from '../http/answer.ts';
import { idempotencyKeyOf } from '../http/idempotency.ts';
import { createRateLimiter, type RateLimiter } from '../http/rateLimit.ts';
import { WRITE_LIMIT_NAMES, type WriteLimitName } from '../writeLimits.ts';

/**
 * The anonymous writes, by method and route pattern (as registered, so every post id shares one count).
 * Kept here rather than in each module so the auth routes need no change; the tests post to each one.
 */
const LIMITED_ROUTES: Record<string, WriteLimitName> = {
  [`POST ${API_PATHS.register}`]: 'register',
  [`POST ${API_PATHS.contact}`]: 'contact',
  [`POST ${API_PATHS.newsletterSubscribe}`]: 'newsletter',
  'POST /api/blog/posts/:id/like/': 'reactions',
  'POST /api/blog/posts/:id/bookmark/': 'reactions',
};

/**
 * A replay of a post whose answer is stored (the outbox resending after a lost answer) stores nothing
 * new: it must not use up the school's allowance, nor be refused while its first answer waits for it.
 */
function isStoredReplay(context: ApiContext, request: FastifyRequest, endpoint: string): boolean {
  const key = idempotencyKeyOf(request);
  if (key === undefined) return false;
  const since = context.now() - context.config.idempotencyTtlSeconds * 1000;
  return (
    context.db
      .prepare<[string, string, number], { found: number }>('SELECT 1 AS found FROM idempotency_keys WHERE key = ? AND endpoint = ? AND created_at >= ?')
      .get(key, endpoint, since) !== undefined
  );
}

const tooMany = (seconds: number) =>
  fail(429, `Çok fazla istek gönderildi. Lütfen ${Math.ceil(seconds / 60)} dakika sonra tekrar deneyin.`, {
    error_code: 'RATE_LIMITED',
    headers: { 'retry-after': String(seconds) },
  });

/**
 * An `onRequest` hook: counts each limited write per client address and route before its body is even
 * read, and answers 429 with Retry-After (seconds) once the address has used its window's allowance.
 */
export function limitAnonymousWrites(context: ApiContext) {
  const limiters = Object.fromEntries(
    WRITE_LIMIT_NAMES.map((name) => [name, createRateLimiter(context.config.writeRateLimits[name], () => context.now())]),
  ) as Record<WriteLimitName, RateLimiter>;

  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    const route = request.routeOptions.url;
    const name = route === undefined ? undefined : LIMITED_ROUTES[`${request.method} ${route}`];
    if (name === undefined || route === undefined || isStoredReplay(context, request, route)) return undefined;
    const wait = limiters[name].take(`${request.ip} ${request.method} ${route}`);
    return wait > 0 ? send(reply, tooMany(wait)) : undefined;
  };
}
