import { SHIPPING_LIMITS, type ShipmentProblemReason } from '@/shared/api/shipping.ts';

export type ProblemDraft = { reason: ShipmentProblemReason | ''; note: string };
export type ProblemIssue = 'reason' | 'noteNeeded' | 'noteTooLong';

/** What is wrong with a report before it is sent, mirroring the server's rules: a reason, and a note for "other". */
export function checkProblem(draft: ProblemDraft): ProblemIssue | null {
  if (!draft.reason) return 'reason';
  if (draft.note.length > SHIPPING_LIMITS.noteMax) return 'noteTooLong';
  if (draft.reason === 'other' && !draft.note.trim()) return 'noteNeeded';
  return null;
}
