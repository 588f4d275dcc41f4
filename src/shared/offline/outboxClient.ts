import { normaliseError, type ApiError } from '../api/ApiError.ts';
import { apiUrl } from '../api/config.ts';
import { IDEMPOTENCY_HEADER, isQueuedAnswer, OUTBOX_QUEUED_STATUS } from './swMessages.ts';

/** What became of a contact or newsletter post. */
export type OutboxPostResult =
  /** The server answered 2xx (its JSON in `answer`). */
  | { type: 'sent'; status: number; answer: unknown }
  /** The service worker kept it to send when the network returns. */
  | { type: 'queued'; id: string }
  /** The server refused it (4xx): it will not pass as it is. */
  | { type: 'rejected'; error: ApiError }
  /** No answer and no worker to keep it (first visit, old browser): the text stays in the form. */
  | { type: 'failed'; error: ApiError };

/** Without a worker nothing else ends a hanging request; the worker itself gives up after 15 s. */
const PAGE_TIMEOUT_MS = 20_000;

/** One key per submission (docs/architecture.md#offline-and-the-service-worker): kept with the draft so a resubmit after a lost answer reuses it. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Outside a secure context randomUUID is missing: the same shape (a v4 UUID) from random bytes, since ids are checked as UUIDs.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

/** Sorts an answer into the outcomes the forms show. */
export function classifyAnswer(status: number, body: unknown): OutboxPostResult {
  if (status === OUTBOX_QUEUED_STATUS && isQueuedAnswer(body)) return { type: 'queued', id: body.id };
  if (status >= 200 && status < 300) return { type: 'sent', status, answer: body };
  const error = normaliseError({ status, body: body as Record<string, unknown> | null });
  const final = status >= 400 && status < 500 && status !== 408 && status !== 429;
  return final ? { type: 'rejected', error } : { type: 'failed', error };
}

/**
 * Posts through the outbox: a plain fetch with the submission's Idempotency-Key. The service worker
 * sends it, or keeps it and answers 202 `{ queued: true }` when the network fails. No retries here:
 * the worker's queue is the retry, and a resubmit reuses the key.
 */
export async function postToOutbox(path: string, body: unknown, key: string, fetcher: typeof fetch = (...args) => fetch(...args)): Promise<OutboxPostResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), PAGE_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetcher(apiUrl(path), {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', [IDEMPOTENCY_HEADER]: key },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
  } catch {
    const kind = controller.signal.aborted ? 'timeout' : 'network';
    return { type: 'failed', error: normaliseError({ local: { kind, timeoutMs: PAGE_TIMEOUT_MS } }) };
  } finally {
    clearTimeout(timer);
  }
  return classifyAnswer(response.status, await readJson(response));
}
