import { parseRetryAfter } from '../src/shared/api/contract.ts';
import type { OutboxKind, OutboxOutcome } from '../src/shared/offline/swMessages.ts';

/** What the worker keeps with each queued request (Workbox's `metadata`). */
export type OutboxMeta = {
  id: string;
  kind: OutboxKind;
  queuedAt: number;
  serverFailures?: number;
  /** A 429 or 503 said when to come back (Retry-After): nothing is sent before then. */
  notBefore?: number;
};
export type QueuedPost = { request: Request; metadata: OutboxMeta; timestamp?: number };

export type ReplayDecision = 'sent' | 'rejected' | 'retry';

/**
 * A post the server keeps failing (5xx) is given up after this many answers, so nothing is retried
 * forever; a missing network never counts (a tablet may be offline for days).
 */
export const MAX_SERVER_FAILURES = 5;

/**
 * docs/architecture.md#offline-and-the-service-worker: 2xx → sent; 4xx → rejected (it will never pass as it is), except 408 and 429, which only
 * say "later"; no answer or 5xx → put back and stop, until the server has failed MAX_SERVER_FAILURES times.
 */
export function replayDecision(status: number | undefined, serverFailuresBefore = 0): ReplayDecision {
  if (status === undefined || status === 0) return 'retry';
  if (status >= 200 && status < 300) return 'sent';
  if (status === 408 || status === 429) return 'retry';
  if (status >= 400 && status < 500) return 'rejected';
  return serverFailuresBefore + 1 >= MAX_SERVER_FAILURES ? 'rejected' : 'retry';
}

export type ReplayDeps = {
  /** The first post in the queue, left in place until its answer is recorded. */
  peek(): Promise<QueuedPost | undefined>;
  /** Removes the first post. */
  removeFirst(): Promise<void>;
  /** Replaces the first post (to count a server failure). */
  replaceFirst(entry: QueuedPost): Promise<void>;
  send(request: Request): Promise<Response>;
  /** Stores the result for the pages and announces it. */
  record(outcome: OutboxOutcome): Promise<void>;
  now(): number;
};

async function readJson(message: Request | Response): Promise<unknown> {
  try {
    const text = await message.text();
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

/**
 * Sends the queued posts in order. A post stays stored until its answer is recorded: a worker stopped
 * mid-send replays it later with the same Idempotency-Key, and the server answers the repeat with the
 * first answer instead of storing it twice. Resolves 'stopped' when the network or the server is not ready.
 */
export async function replayOutbox(deps: ReplayDeps): Promise<'done' | 'stopped'> {
  for (let entry = await deps.peek(); entry; entry = await deps.peek()) {
    if (entry.metadata.notBefore !== undefined && deps.now() < entry.metadata.notBefore) return 'stopped';
    let response: Response | undefined;
    try {
      response = await deps.send(entry.request.clone());
    } catch {
      response = undefined;
    }
    const failures = entry.metadata.serverFailures ?? 0;
    const decision = replayDecision(response?.status, failures);
    if (decision === 'retry' || !response) {
      const serverFailures = response && response.status >= 500 ? failures + 1 : failures;
      const wait = parseRetryAfter(response?.headers.get('retry-after'), deps.now());
      const notBefore = wait === undefined ? undefined : deps.now() + wait * 1000;
      if (serverFailures !== failures || notBefore !== undefined) {
        await deps.replaceFirst({ ...entry, metadata: { ...entry.metadata, serverFailures, notBefore } });
      }
      return 'stopped';
    }
    const { id, kind } = entry.metadata;
    const [answer, request] = await Promise.all([readJson(response), readJson(entry.request.clone())]);
    await deps.record({ id, kind, result: decision, status: response.status, answer, request, at: deps.now() });
    await deps.removeFirst();
  }
  return 'done';
}
