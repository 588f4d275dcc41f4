import { useEffect, useEffectEvent } from 'react';
import { claimed, listeners, snapshot, startOutbox, tellWorker } from './outboxStore.ts';
import { SW_MESSAGE, type OutboxAnnouncement } from './swMessages.ts';

/*
 * What forms posting through the anonymous outbox, and the notices of sent posts, do with its results
 * (docs/architecture.md#the-two-outboxes). Apart from outboxStore.ts, which every page loads for the outbox
 * indicator: the landing page shows no form and no result, and does without these.
 */

/** Asks the worker to announce its snapshot (posts waiting, results not yet seen). */
export function requestOutboxStatus(): void {
  tellWorker({ type: SW_MESSAGE.outboxStatus });
}

/** The user has seen these results: every tab forgets them. */
export function acknowledgeOutcomes(ids: string[]): void {
  if (!ids.length) return;
  const current = snapshot.get();
  snapshot.set({ ...current, outcomes: current.outcomes.filter((outcome) => !ids.includes(outcome.id)) });
  tellWorker({ type: SW_MESSAGE.outboxAcknowledge, ids });
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
