import { createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiContext } from '../apiContext.ts';
import { fail, send, type ApiAnswer } from './answer.ts';
import { MAX_BODY_DEPTH, nestedDeeperThan } from './jsonDepth.ts';

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

/** Keyed with the server's secret: bodies of registrations and password changes hold passwords, and a plain hash could be guessed at. */
function requestHash(context: ApiContext, body: unknown): string {
  return createHmac('sha256', context.jwtSecret).update(canonicalJson(body)).digest('hex');
}

export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  return typeof header === 'string' ? header : undefined;
}

const invalidKey = (): IdempotentAnswer => ({
  answer: fail(400, 'Idempotency-Key başlığı geçersiz.', { error_code: 'VALIDATION_ERROR' }),
  replayed: false,
});

/** Why a key or its body cannot be hashed and kept, or undefined when both can. */
function refusal(key: string, body: unknown): IdempotentAnswer | undefined {
  if (!KEY_PATTERN.test(key)) return invalidKey();
  // Measured without recursion before the body hash walks it (recursively): 20,000 levels must be a 400, not a 500.
  if (nestedDeeperThan(body, MAX_BODY_DEPTH)) {
    return { answer: fail(400, 'İstek gövdesi çok derin iç içe geçmiş.', { error_code: 'VALIDATION_ERROR' }), replayed: false };
  }
  return undefined;
}

type Found = { stored: ApiAnswer; sameBody: boolean };

/** The stored answer for this key and whether it was for this very body, or undefined when the key is new. */
function lookUp(context: ApiContext, key: string, scope: string, hash: string): Found | undefined {
  const { db } = context;
  db.prepare('DELETE FROM idempotency_keys WHERE created_at < ?').run(context.now() - context.config.idempotencyTtlSeconds * 1000);
  const stored = db
    .prepare<[string, string], StoredAnswer>('SELECT request_hash, status_code, response_json FROM idempotency_keys WHERE key = ? AND endpoint = ?')
    .get(key, scope);
  if (!stored) return undefined;
  return { stored: { status: stored.status_code, body: JSON.parse(stored.response_json) as unknown }, sameBody: stored.request_hash === hash };
}

/** The stored answer replayed for the same body; the same key with another body is refused (422). */
function answerFor({ stored, sameBody }: Found): IdempotentAnswer {
  if (sameBody) return { answer: stored, replayed: true };
  return { answer: fail(422, 'Bu Idempotency-Key başka bir istek için kullanılmış.', { error_code: 'IDEMPOTENCY_KEY_REUSED' }), replayed: false };
}

/** Only successes are kept: a rejected request can be corrected and sent again with its key. */
function keep(context: ApiContext, key: string, scope: string, hash: string, answer: ApiAnswer): void {
  if (answer.status < 200 || answer.status >= 300) return;
  context.db
    .prepare('INSERT OR IGNORE INTO idempotency_keys (key, endpoint, request_hash, status_code, response_json, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(key, scope, hash, answer.status, JSON.stringify(answer.body), context.now());
}

/**
 * The outbox replays posts that may already have arrived (docs/architecture.md#offline-and-the-service-worker). With an Idempotency-Key the
 * first successful answer is stored and replayed for the same key and body, so nothing is stored
 * twice; the same key with another body is refused (422). Keys are kept for a week.
 * Everything runs in one transaction, and `run` must be synchronous so no other request interleaves.
 */
export function withIdempotency(context: ApiContext, key: string | undefined, endpoint: string, body: unknown, run: () => ApiAnswer): IdempotentAnswer {
  if (key === undefined) return { answer: run(), replayed: false };
  const refused = refusal(key, body);
  if (refused) return refused;
  const hash = requestHash(context, body);
  return context.db.transaction((): IdempotentAnswer => {
    const found = lookUp(context, key, endpoint, hash);
    if (found) return answerFor(found);
    const answer = run();
    keep(context, key, endpoint, hash, answer);
    return { answer, replayed: false };
  })();
}

export type AsyncIdempotency = {
  /** What is stored of a success (e.g. without tokens, which must never sit in the database). */
  store?: (answer: ApiAnswer) => ApiAnswer;
  /** Turns a stored answer back into what the caller gets (e.g. with a fresh session). */
  replay?: (stored: ApiAnswer) => ApiAnswer | Promise<ApiAnswer>;
  /**
   * Asked when the key is stored, whether this body is the stored one's or not, before either answer
   * is given: an answer here (a 429) is given instead. A replay that proves a password (a registration's)
   * is a password guess, and must be counted like one.
   */
  admit?: (stored: ApiAnswer, sameBody: boolean) => ApiAnswer | undefined;
};

const inFlightByServer = new WeakMap<ApiContext, Map<string, Promise<unknown>>>();

/**
 * The same promise for calls whose work awaits (password hashing): the answer cannot be kept in the
 * same transaction, so a second request with the key waits for the first one to finish, then reads
 * its stored answer. `scope` names the endpoint and, for signed-in calls, the user.
 */
export async function withIdempotencyAsync(
  context: ApiContext,
  key: string | undefined,
  scope: string,
  body: unknown,
  run: () => Promise<ApiAnswer>,
  { store = (answer) => answer, replay, admit }: AsyncIdempotency = {},
): Promise<IdempotentAnswer> {
  if (key === undefined) return { answer: await run(), replayed: false };
  const refused = refusal(key, body);
  if (refused) return refused;
  const hash = requestHash(context, body);
  const flightKey = `${scope}\n${key}`;
  const inFlight = inFlightByServer.get(context) ?? new Map<string, Promise<unknown>>();
  inFlightByServer.set(context, inFlight);
  while (inFlight.has(flightKey)) await inFlight.get(flightKey)?.catch(() => undefined);

  const found = lookUp(context, key, scope, hash);
  if (found) {
    const refused = admit?.(found.stored, found.sameBody);
    if (refused) return { answer: refused, replayed: false };
    const answered = answerFor(found);
    return answered.replayed && replay ? { answer: await replay(answered.answer), replayed: true } : answered;
  }
  const work = run();
  inFlight.set(flightKey, work);
  try {
    const answer = await work;
    keep(context, key, scope, hash, store(answer));
    return { answer, replayed: false };
  } finally {
    inFlight.delete(flightKey);
  }
}

/** Sends the answer, saying when it is a replay of the first one. */
export function sendIdempotent(reply: FastifyReply, { answer, replayed }: IdempotentAnswer): FastifyReply {
  if (replayed) reply.header('idempotent-replayed', 'true');
  return send(reply, answer);
}

/** A POST the service worker's outbox may replay (docs/architecture.md#offline-and-the-service-worker), so it honours Idempotency-Key. */
export function idempotentPost(api: FastifyInstance, context: ApiContext, path: string, handle: (body: unknown) => ApiAnswer): void {
  api.post(path, async (request, reply) =>
    sendIdempotent(
      reply,
      withIdempotency(context, idempotencyKeyOf(request), path, request.body, () => handle(request.body)),
    ),
  );
}
