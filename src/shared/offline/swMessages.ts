/**
 * Messages between the page and the service worker. Framework-free: both the
 * app and `sw/` import this file.
 */
import type { API_PATHS } from '../api/contract.ts';

export const SW_MESSAGE = {
  /** Page → worker: the user agreed to switch to the waiting version. */
  skipWaiting: 'SKIP_WAITING',
  /** Page → worker: try to send the waiting posts now (on `online` and at app open: Safari has no sync event). */
  outboxReplay: 'OUTBOX_REPLAY',
  /** Page → worker: announce the outbox snapshot (posts waiting, results not yet seen). */
  outboxStatus: 'OUTBOX_STATUS',
  /** Page → worker: the user has seen these results; forget them. */
  outboxAcknowledge: 'OUTBOX_ACK',
} as const;

export type PageToWorkerMessage =
  | { type: typeof SW_MESSAGE.skipWaiting }
  | { type: typeof SW_MESSAGE.outboxReplay }
  | { type: typeof SW_MESSAGE.outboxStatus }
  | { type: typeof SW_MESSAGE.outboxAcknowledge; ids: string[] };

// ── The outbox (docs/architecture.md#offline-and-the-service-worker) ─────────────────────────────────────────────────

/** Worker → every page: what happened to the posts. */
export const OUTBOX_CHANNEL = 'etkilab-outbox';

/** The header every outbox post carries; the server stores one row per key. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP header name, not UI text
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** The status the worker answers with when it kept a post to send later. */
export const OUTBOX_QUEUED_STATUS = 202;

/**
 * The API paths whose POSTs go through the outbox, and what each is called. Written out rather than read from
 * API_PATHS, and checked against it by the type: reading the contract's paths here put the whole contract in
 * the landing page's entry, which loads this file for the outbox indicator.
 */
const OUTBOX_PATHS = {
  '/api/contact/submit/': 'contact',
  '/api/newsletter/subscribe/': 'newsletter',
} as const satisfies Record<(typeof API_PATHS)['contact' | 'newsletterSubscribe'], string>;

export type OutboxKind = (typeof OUTBOX_PATHS)[keyof typeof OUTBOX_PATHS];

/** The worker's answer to a post it kept: `{ queued: true, id }` with status 202. */
export type OutboxQueuedAnswer = { queued: true; id: string };

/** A post waiting in the queue. `id` is its Idempotency-Key. */
export type OutboxPending = { id: string; kind: OutboxKind; queuedAt: number };

/**
 * A queued post the server has answered. `answer` is the server's JSON body
 * (submission id or newsletter message; or `errors` when rejected), `request`
 * the JSON that was sent, so a rejected text can be put back for editing.
 */
export type OutboxOutcome = {
  id: string;
  kind: OutboxKind;
  result: 'sent' | 'rejected';
  status: number;
  answer: unknown;
  request: unknown;
  at: number;
};

/** `at`: when the worker read it (the page and the worker share a clock), so a page can tell an older snapshot. */
export type OutboxSnapshot = { pending: OutboxPending[]; outcomes: OutboxOutcome[]; at: number };

export const OUTBOX_EVENT = {
  queued: 'outbox:queued',
  sent: 'outbox:sent',
  rejected: 'outbox:rejected',
  status: 'outbox:status',
} as const;

/** Every announcement carries the whole snapshot, so a page that missed one catches up with the next. */
export type OutboxAnnouncement =
  | { type: typeof OUTBOX_EVENT.queued; entry: OutboxPending; snapshot: OutboxSnapshot }
  | { type: typeof OUTBOX_EVENT.sent; outcome: OutboxOutcome; snapshot: OutboxSnapshot }
  | { type: typeof OUTBOX_EVENT.rejected; outcome: OutboxOutcome; snapshot: OutboxSnapshot }
  | { type: typeof OUTBOX_EVENT.status; snapshot: OutboxSnapshot };

/** The outbox kind of a request path, or undefined when the path is not an outbox post. */
export function outboxKindOf(pathname: string): OutboxKind | undefined {
  return Object.prototype.hasOwnProperty.call(OUTBOX_PATHS, pathname) ? OUTBOX_PATHS[pathname as keyof typeof OUTBOX_PATHS] : undefined;
}

export function isOutboxAnnouncement(data: unknown): data is OutboxAnnouncement {
  if (!data || typeof data !== 'object') return false;
  const type = (data as { type?: unknown }).type;
  return Object.values(OUTBOX_EVENT).some((known) => known === type);
}

export function isQueuedAnswer(body: unknown): body is OutboxQueuedAnswer {
  return Boolean(body && typeof body === 'object' && (body as { queued?: unknown }).queued === true && typeof (body as { id?: unknown }).id === 'string');
}
