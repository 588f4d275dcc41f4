/** What a student did that tells something about one MEB outcome (docs/architecture.md#the-two-outboxes: ProgressEvent). */
export type EvidenceKind = 'question' | 'experiment' | 'homework' | 'review';

export interface Evidence {
  /** Made once on the device when the event happens: the same event sent twice stays one event. */
  id: string;
  studentId: number;
  kind: EvidenceKind;
  /** MEB outcome code, e.g. "F.5.5.1.1". */
  outcomeCode: string;
  questionId?: string;
  /** Present only when the event was an answer that can be right or wrong. */
  correct?: boolean;
  /** ISO time; the device's completed_at for work done offline. */
  at: string;
  /** Answered in a mixed review (several outcomes interleaved), the proof that mastery lasts. */
  mixedReview?: boolean;
}

/** Milliseconds since the epoch; a time that does not parse sorts before every real time. */
export function evidenceTime(evidence: Pick<Evidence, 'at'>): number {
  const time = Date.parse(evidence.at);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/**
 * Oldest first. Times are compared as instants, not as text, because the device and the server may
 * write the same instant with different offsets; equal instants fall back to the id so every device
 * orders (and so judges) the same evidence the same way.
 */
export function compareEvidence(a: Evidence, b: Evidence): number {
  const ta = evidenceTime(a);
  const tb = evidenceTime(b);
  if (ta !== tb) return ta < tb ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * The device's own evidence (shown at once, even offline) joined with the server's. Events are
 * append-only, so one id is one event: when both sides hold it the server's copy is kept, being the
 * one every other device of the student and the teacher also see. Within one side a later copy
 * replaces an earlier one.
 */
export function mergeEvidence(device: readonly Evidence[], server: readonly Evidence[]): Evidence[] {
  const byId = new Map<string, Evidence>();
  for (const evidence of device) byId.set(evidence.id, evidence);
  for (const evidence of server) byId.set(evidence.id, evidence);
  return [...byId.values()].sort(compareEvidence);
}
