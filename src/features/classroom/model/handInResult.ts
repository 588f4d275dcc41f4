import type { SendResult } from '@/shared/offline/userOutbox.ts';

type Queued = Extract<SendResult, { status: 'queued' }>;

/**
 * The server said "not now" (the hand-in caps answer 429 with Retry-After): the outbox keeps such a
 * write with a time not to send it before, while one kept for a missing network has none.
 */
export const refusedForNow = (result: SendResult): result is Queued => result.status === 'queued' && result.write.notBefore !== undefined;
