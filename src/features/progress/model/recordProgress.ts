import type { ProgressEventInput, ProgressReport } from '@/shared/api/progress.ts';
import { newIdempotencyKey } from '@/shared/offline/outboxClient.ts';
import type { SendResult } from '@/shared/offline/userOutbox.ts';
import { progressWrite } from '../api.ts';

/**
 * Keeps a student's event on the device first (the signed-in outbox, docs/architecture.md#the-two-outboxes) and sends it when it
 * can: the map moves at once, offline too, and the event reaches the teacher later, exactly once
 * (one event id, one Idempotency-Key).
 */
export function recordProgress(ownerId: number, report: ProgressReport, now: Date = new Date()): Promise<SendResult> {
  const body: ProgressEventInput = { ...report, id: newIdempotencyKey(), at: now.toISOString() };
  return progressWrite.send(ownerId, body);
}
