import { createObservable, useObservable } from '../lib/observable.ts';
import { createBackoffTimer } from './backoffTimer.ts';
import { isOutboxAnnouncement, OUTBOX_CHANNEL, SW_MESSAGE, type OutboxAnnouncement, type OutboxSnapshot, type PageToWorkerMessage } from './swMessages.ts';

/*
 * The page's side of the anonymous outbox (docs/architecture.md#the-two-outboxes): what the worker last said, and
 * the listening that every page starts for the outbox indicator. What forms and the sent-post notices do with it
 * (claim, acknowledge, follow announcements) is in outboxResults.ts, which the landing page does not load.
 */

/** What the worker last said: posts waiting and results not yet seen. */
export const snapshot = createObservable<OutboxSnapshot>({ pending: [], outcomes: [], at: 0 });
/** Result ids a mounted form shows itself, so the global notices leave them out. */
export const claimed = createObservable<ReadonlySet<string>>(new Set());
/** Called with every announcement (outboxResults.ts adds and removes them). */
export const listeners = new Set<(message: OutboxAnnouncement) => void>();
let started = false;

export function tellWorker(message: PageToWorkerMessage): void {
  if (!('serviceWorker' in navigator)) return;
  // `ready.active` also reaches a worker that does not control this page yet (the very first visit).
  void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage(message));
}

/** Asks the worker to send what is waiting: Safari has no Background Sync, so `online` and app open ask. */
function requestOutboxReplay(): void {
  tellWorker({ type: SW_MESSAGE.outboxReplay });
}

/**
 * Starts listening to the worker's announcements and asks for a replay now, on `online` and when the
 * app comes back to the foreground. Safe to call many times.
 */
export function startOutbox(): void {
  if (started || typeof window === 'undefined' || !('serviceWorker' in navigator) || typeof BroadcastChannel === 'undefined') return;
  started = true;
  // While posts wait and the page is on screen, ask again on the outboxes' back-off (retryPolicy.ts):
  // on patchy Wi-Fi the browser may never fire `online`, and Safari has no Background Sync to retry.
  const timer = createBackoffTimer(() => {
    if (document.visibilityState === 'visible' && navigator.onLine) requestOutboxReplay();
  });
  const channel = new BroadcastChannel(OUTBOX_CHANNEL);
  channel.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (!isOutboxAnnouncement(event.data)) return;
    const message = event.data;
    const waitingBefore = snapshot.get().pending.length;
    snapshot.set(message.snapshot);
    const waiting = message.snapshot.pending.length;
    if (!waiting) timer.stop();
    else if (waiting < waitingBefore) timer.reset();
    else timer.start();
    listeners.forEach((listener) => listener(message));
  });
  window.addEventListener('online', () => {
    timer.reset();
    requestOutboxReplay();
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && navigator.onLine) requestOutboxReplay();
  });
  requestOutboxReplay();
}

export function useOutboxSnapshot(): OutboxSnapshot {
  return useObservable(snapshot);
}

/** Ids of results a form on screen shows itself. */
export function useClaimedOutboxIds(): ReadonlySet<string> {
  return useObservable(claimed);
}
