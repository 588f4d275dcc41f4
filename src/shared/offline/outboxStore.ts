import { useEffect, useEffectEvent } from 'react';
import { createObservable, useObservable } from '../lib/observable.ts';
import { createBackoffTimer } from './backoffTimer.ts';
import { isOutboxAnnouncement, OUTBOX_CHANNEL, SW_MESSAGE, type OutboxAnnouncement, type OutboxSnapshot, type PageToWorkerMessage } from './swMessages.ts';

/** What the worker last said: posts waiting and results not yet seen. */
const snapshot = createObservable<OutboxSnapshot>({ pending: [], outcomes: [], at: 0 });
/** Result ids a mounted form shows itself, so the global notices leave them out. */
const claimed = createObservable<ReadonlySet<string>>(new Set());
const listeners = new Set<(message: OutboxAnnouncement) => void>();
let started = false;

function tellWorker(message: PageToWorkerMessage): void {
  if (!('serviceWorker' in navigator)) return;
  // `ready.active` also reaches a worker that does not control this page yet (the very first visit).
  void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage(message));
}

/** Asks the worker to announce its snapshot (posts waiting, results not yet seen). */
export function requestOutboxStatus(): void {
  tellWorker({ type: SW_MESSAGE.outboxStatus });
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

/** The user has seen these results: every tab forgets them. */
export function acknowledgeOutcomes(ids: string[]): void {
  if (!ids.length) return;
  const current = snapshot.get();
  snapshot.set({ ...current, outcomes: current.outcomes.filter((outcome) => !ids.includes(outcome.id)) });
  tellWorker({ type: SW_MESSAGE.outboxAcknowledge, ids });
}

export function useOutboxSnapshot(): OutboxSnapshot {
  return useObservable(snapshot);
}

/** Ids of results a form on screen shows itself. */
export function useClaimedOutboxIds(): ReadonlySet<string> {
  return useObservable(claimed);
}

/** A form showing the results of its own posts in place claims their ids while it is on screen. */
export function useClaimOutboxIds(ids: readonly string[]): void {
  const joined = ids.join('\n');
  useEffect(() => {
    const mine = joined ? joined.split('\n') : [];
    if (!mine.length) return;
    claimed.set(new Set([...claimed.get(), ...mine]));
    return () => {
      const next = new Set(claimed.get());
      mine.forEach((id) => next.delete(id));
      claimed.set(next);
    };
  }, [joined]);
}

/** Calls `listener` for every announcement while the component is mounted. */
export function useOutboxAnnouncements(listener: (message: OutboxAnnouncement) => void): void {
  const onMessage = useEffectEvent(listener);
  useEffect(() => {
    startOutbox();
    const forward = (message: OutboxAnnouncement) => onMessage(message);
    listeners.add(forward);
    return () => {
      listeners.delete(forward);
    };
  }, []);
}
