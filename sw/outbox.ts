/// <reference lib="WebWorker" />
import { Queue } from 'workbox-background-sync';
import { createStore, get, set } from 'idb-keyval';
import {
  IDEMPOTENCY_HEADER,
  OUTBOX_CHANNEL,
  OUTBOX_EVENT,
  OUTBOX_QUEUED_STATUS,
  outboxKindOf,
  type OutboxAnnouncement,
  type OutboxOutcome,
  type OutboxPending,
  type OutboxQueuedAnswer,
  type OutboxSnapshot,
} from '../src/shared/offline/swMessages.ts';
import { acknowledgeOutcomes, addOutcome } from './outcomes.ts';
import { replayOutbox, type OutboxMeta, type QueuedPost } from './outboxReplay.ts';

declare const self: ServiceWorkerGlobalScope;

const QUEUE_NAME = 'etkilab-outbox';
// Workbox counts minutes. The server remembers an Idempotency-Key for 7 days, so a post is never
// replayed after the server could have forgotten that it already stored it.
const RETENTION_MINUTES = 7 * 24 * 60 - 60;
/** A live post that hangs this long (a weak school Wi-Fi) is kept and sent later instead. */
const SEND_TIMEOUT_MS = 15_000;

const outcomeStore = createStore('etkilab-outbox-results', 'outcomes');
const OUTCOMES_KEY = 'list';
const channel = new BroadcastChannel(OUTBOX_CHANNEL);

const hasSyncEvent = 'sync' in self.registration;

const queue = new Queue(QUEUE_NAME, {
  maxRetentionTime: RETENTION_MINUTES,
  // Called by the `sync` event (Chromium) or, without it (Safari), once at worker start.
  onSync: async () => {
    const result = await replay();
    // A failed sync makes the browser schedule another one; the start-up call has no one to tell.
    if (result === 'stopped' && hasSyncEvent) throw new Error('Outbox replay stopped: will retry.');
  },
});

const isMeta = (value: unknown): value is OutboxMeta =>
  Boolean(value && typeof value === 'object' && typeof (value as OutboxMeta).id === 'string' && typeof (value as OutboxMeta).kind === 'string');

async function queuedPosts(): Promise<QueuedPost[]> {
  const entries = await queue.getAll();
  return entries.flatMap((entry) => (isMeta(entry.metadata) ? [{ request: entry.request, metadata: entry.metadata, timestamp: entry.timestamp }] : []));
}

const readOutcomes = async (): Promise<OutboxOutcome[]> => (await get<OutboxOutcome[]>(OUTCOMES_KEY, outcomeStore)) ?? [];

async function snapshot(): Promise<OutboxSnapshot> {
  const at = Date.now();
  const [posts, outcomes] = await Promise.all([queuedPosts(), readOutcomes()]);
  const pending: OutboxPending[] = posts.map(({ metadata: { id, kind, queuedAt } }) => ({ id, kind, queuedAt }));
  return { pending, outcomes, at };
}

const announce = (message: OutboxAnnouncement) => channel.postMessage(message);

export async function announceStatus(): Promise<void> {
  announce({ type: OUTBOX_EVENT.status, snapshot: await snapshot() });
}

export async function acknowledge(ids: string[]): Promise<void> {
  await set(OUTCOMES_KEY, acknowledgeOutcomes(await readOutcomes(), ids), outcomeStore);
  await announceStatus();
}

async function record(outcome: OutboxOutcome): Promise<void> {
  await set(OUTCOMES_KEY, addOutcome(await readOutcomes(), outcome, Date.now()), outcomeStore);
}

let replaying: Promise<'done' | 'stopped'> | null = null;
let requestedAgain = false;

/**
 * Sends what is waiting. One replay at a time (sync, start-up and every page's request share it), so a
 * post is never on the wire twice at once; a request arriving meanwhile runs one more pass afterwards.
 */
export function replay(): Promise<'done' | 'stopped'> {
  if (replaying) {
    requestedAgain = true;
    return replaying;
  }
  const run = async () => {
    let result: 'done' | 'stopped';
    do {
      requestedAgain = false;
      result = await replayOutbox({
        peek: async () => (await queuedPosts())[0],
        removeFirst: async () => void (await queue.shiftRequest()),
        replaceFirst: async (entry) => {
          await queue.shiftRequest();
          await queue.unshiftRequest(entry);
        },
        send: (request) => fetchWithTimeout(request),
        record: async (outcome) => {
          await record(outcome);
          const type = outcome.result === 'sent' ? OUTBOX_EVENT.sent : OUTBOX_EVENT.rejected;
          // The snapshot still lists the post as waiting until it is removed: drop it here.
          const current = await snapshot();
          announce({ type, outcome, snapshot: { ...current, pending: current.pending.filter((item) => item.id !== outcome.id) } });
        },
        now: Date.now,
      });
    } while (requestedAgain && result === 'done');
    return result;
  };
  replaying = run().finally(() => {
    replaying = null;
  });
  return replaying;
}

async function fetchWithTimeout(request: Request): Promise<Response> {
  // The page's own abort signal is left out on purpose: a closed tab must not cancel a post under way.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), SEND_TIMEOUT_MS);
  try {
    return await fetch(request, { signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
}

const queuedAnswer = (id: string) => {
  const body: OutboxQueuedAnswer = { queued: true, id };
  return new Response(JSON.stringify(body), { status: OUTBOX_QUEUED_STATUS, headers: { 'Content-Type': 'application/json' } });
};

/**
 * A contact or newsletter POST from the page. Sent at once when the network works; when it fails (no
 * network, a timeout, a 5xx), the request is stored with its Idempotency-Key and the page gets
 * `202 { queued: true, id }`. A post without a key is not the outbox's and passes through untouched.
 */
export async function handleOutboxPost({ request }: { request: Request }): Promise<Response> {
  const id = request.headers.get(IDEMPOTENCY_HEADER);
  const kind = outboxKindOf(new URL(request.url).pathname);
  if (!id || !kind) return fetch(request);
  const copy = request.clone();
  let serverFailures = 0;
  try {
    const response = await fetchWithTimeout(request);
    if (response.status < 500) return response;
    serverFailures = 1;
  } catch {
    // No network or no answer in time: keep it below.
  }
  const posts = await queuedPosts();
  // The same submission posted again while it waits (a reload, a second click) is stored once.
  if (!posts.some((post) => post.metadata.id === id)) {
    const metadata: OutboxMeta = { id, kind, queuedAt: Date.now(), serverFailures };
    await queue.pushRequest({ request: copy, metadata });
  }
  const current = await snapshot();
  const entry = current.pending.find((item) => item.id === id) ?? { id, kind, queuedAt: Date.now() };
  announce({ type: OUTBOX_EVENT.queued, entry, snapshot: current });
  return queuedAnswer(id);
}

/** True for the requests the outbox handles (registered for POST only). */
export const isOutboxPost = ({ url }: { url: URL }): boolean => outboxKindOf(url.pathname) !== undefined;
