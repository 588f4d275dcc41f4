/**
 * One retry rule for both outboxes (docs/architecture.md#the-two-outboxes): the service worker's,
 * which keeps anonymous posts (contact, newsletter), and the page's, which keeps a signed-in user's
 * writes. Pure, so the worker and the page read the same lines.
 */

/**
 * A write the server keeps failing (5xx) is refused after this many answers and shown with its text,
 * never retried forever. No answer at all never counts: a tablet may be offline for days.
 */
export const MAX_SERVER_FAILURES = 5;

/**
 * While writes wait and nothing else asks (no `online` event, no app coming back to the screen), the
 * queue tries again after 15 s, then 30 s, 1, 2 and 4 minutes, then every 5 minutes. Patchy school
 * Wi-Fi may never fire `online`, so a timer is needed; a server that is down for an hour should not
 * be asked every 30 s by every tablet of the school.
 */
export const RETRY_FIRST_DELAY_MS = 15_000;
export const RETRY_MAX_DELAY_MS = 5 * 60_000;

/** The wait before the next try of its own, after `idleRounds` tries in a row that sent nothing. */
export const retryDelay = (idleRounds: number): number => Math.min(RETRY_FIRST_DELAY_MS * 2 ** Math.max(0, idleRounds), RETRY_MAX_DELAY_MS);

/**
 * What an answer means for a queued write:
 * - `sent`: 2xx, the server has it;
 * - `later`: no answer, 408, 429 or a 5xx below the limit: kept, tried again;
 * - `signIn`: 401, the session could not be saved: kept for its owner's next sign-in;
 * - `conflict`: 409, someone changed the thing meanwhile: kept to choose between;
 * - `refused`: any other 4xx, or the MAX_SERVER_FAILURES-th 5xx: kept with the reason, never resent by itself.
 */
export type AnswerVerdict = 'sent' | 'later' | 'signIn' | 'conflict' | 'refused';

export function answerVerdict(status: number | undefined, serverFailuresBefore = 0): AnswerVerdict {
  if (status === undefined || status === 0) return 'later';
  if (status >= 200 && status < 300) return 'sent';
  if (status === 401) return 'signIn';
  if (status === 409) return 'conflict';
  if (status === 408 || status === 429) return 'later';
  if (status < 500) return 'refused';
  return serverFailuresBefore + 1 >= MAX_SERVER_FAILURES ? 'refused' : 'later';
}
