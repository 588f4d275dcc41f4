import type { ApiError } from '../api/ApiError.ts';
import { postToOutbox } from './outboxClient.ts';
import { rejectionOf } from './outboxOutcome.ts';
import { acknowledgeOutcomes, useClaimOutboxIds, useOutboxAnnouncements } from './outboxResults.ts';
import type { OutboxOutcome } from './swMessages.ts';

/** The post the form is waiting on in the worker's queue; `since` lets it notice another tab showed the result. */
export type QueuedPost = { id: string; since?: number };

export type OutboxPostHandlers = {
  /** The server took it (2xx), now or after a wait in the queue. */
  onSent: (answer: unknown) => void;
  /** The server refused it (4xx); `queued` is the worker's record when the refusal came after a wait. */
  onRejected: (error: ApiError, queued?: OutboxOutcome) => void;
  /** Nothing answered and nothing kept it (no worker yet): the text must stay in the form. */
  onFailed: (error: ApiError) => void;
  /** The worker keeps it and will send it when the network returns. */
  onQueued: (id: string) => void;
  /** Neither waiting nor answered in a later status: another tab has shown its result. */
  onSettledElsewhere?: () => void;
};

/**
 * Posting through the service worker's outbox and following the outcome (docs/architecture.md#offline-and-the-service-worker), for every
 * form that writes through it: the immediate answer, then the worker's later word on a queued post.
 * While a post waits, the form claims it, so the app-wide notices do not show it twice.
 */
export function useOutboxPost(queued: QueuedPost | null, handlers: OutboxPostHandlers) {
  useClaimOutboxIds(queued ? [queued.id] : []);

  /** Shows a queued post's result and tells every tab it has been seen. */
  const settle = (outcome: OutboxOutcome) => {
    if (outcome.result === 'sent') handlers.onSent(outcome.answer);
    else handlers.onRejected(rejectionOf(outcome), outcome);
    acknowledgeOutcomes([outcome.id]);
  };

  useOutboxAnnouncements(({ snapshot }) => {
    if (!queued) return;
    const outcome = snapshot.outcomes.find((item) => item.id === queued.id);
    if (outcome) settle(outcome);
    else if (queued.since !== undefined && snapshot.at >= queued.since && !snapshot.pending.some((item) => item.id === queued.id)) {
      handlers.onSettledElsewhere?.();
    }
  });

  const post = async (path: string, body: unknown, key: string): Promise<void> => {
    const result = await postToOutbox(path, body, key);
    switch (result.type) {
      case 'sent':
        handlers.onSent(result.answer);
        break;
      case 'queued':
        handlers.onQueued(result.id);
        break;
      case 'rejected':
        handlers.onRejected(result.error);
        break;
      case 'failed':
        handlers.onFailed(result.error);
        break;
    }
  };

  return { post, settle };
}
