import { parseRetryAfter } from '../src/shared/api/contract.ts';
import { answerVerdict } from '../src/shared/offline/retryPolicy.ts';
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
 * The outboxes' one retry rule (retryPolicy.ts) for an anonymous post: sent; put back and stop on
 * "later" (no answer, 408, 429, a 5xx below the limit); rejected on any other answer, since a post
 * with no session has nothing to wait for (401) and nothing to choose between (409).
 */
export function replayDecision(status: number | undefined, serverFailuresBefore = 0): ReplayDecision {
  const verdict = answerVerdict(status, serverFailuresBefore);
  if (verdict === 'sent') return 'sent';
  return verdict === 'later' ? 'retry' : 'rejected';
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
