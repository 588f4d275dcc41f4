import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context.ts';
import { fail, send, type ApiAnswer } from './answer.ts';

export type IdempotentAnswer = { answer: ApiAnswer; replayed: boolean };

type StoredAnswer = { request_hash: string; status_code: number; response_json: string };

// Printable ASCII without spaces: what a UUID or any reasonable client-made key looks like.
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** Object keys sorted, so the same body sent with its keys in another order still counts as the same request. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The outbox replays posts that may already have arrived (DESIGN §3). With an Idempotency-Key the
 * first successful answer is stored and replayed for the same key and body, so nothing is stored
 * twice; the same key with another body is refused (422). Failed answers are not stored: a request
 * that was rejected can be corrected and sent again with its key. Keys are kept for a week.
 * Everything runs in one transaction, and `run` must be synchronous so no other request interleaves.
 */
export function withIdempotency(
  context: ApiContext,
  key: string | undefined,
  endpoint: string,
  body: unknown,
  run: () => ApiAnswer,
): IdempotentAnswer {
  if (key === undefined) return { answer: run(), replayed: false };
  if (!KEY_PATTERN.test(key)) {
    return { answer: fail(400, 'Idempotency-Key başlığı geçersiz.', { error_code: 'VALIDATION_ERROR' }), replayed: false };
  }
  const { db } = context;
  const requestHash = createHash('sha256').update(canonicalJson(body)).digest('hex');

  return db.transaction((): IdempotentAnswer => {
    const now = context.now();
    db.prepare('DELETE FROM idempotency_keys WHERE created_at < ?').run(now - context.config.idempotencyTtlSeconds * 1000);
    const stored = db
      .prepare<[string, string], StoredAnswer>('SELECT request_hash, status_code, response_json FROM idempotency_keys WHERE key = ? AND endpoint = ?')
      .get(key, endpoint);
    if (stored) {
      if (stored.request_hash !== requestHash) {
        const answer = fail(422, 'Bu Idempotency-Key başka bir istek için kullanılmış.', { error_code: 'IDEMPOTENCY_KEY_REUSED' });
        return { answer, replayed: false };
      }
      return { answer: { status: stored.status_code, body: JSON.parse(stored.response_json) as unknown }, replayed: true };
    }
    const answer = run();
    if (answer.status >= 200 && answer.status < 300) {
      db.prepare(
        'INSERT INTO idempotency_keys (key, endpoint, request_hash, status_code, response_json, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      ).run(key, endpoint, requestHash, answer.status, JSON.stringify(answer.body), now);
    }
    return { answer, replayed: false };
  })();
}

/** A POST the service worker's outbox may replay (DESIGN §3), so it honours Idempotency-Key. */
export function idempotentPost(api: FastifyInstance, context: ApiContext, path: string, handle: (body: unknown) => ApiAnswer): void {
  api.post(path, async (request, reply) => {
    const header = request.headers['idempotency-key'];
    const key = typeof header === 'string' ? header : undefined;
    const { answer, replayed } = withIdempotency(context, key, path, request.body, () => handle(request.body));
    if (replayed) reply.header('idempotent-replayed', 'true');
    return send(reply, answer);
  });
}
