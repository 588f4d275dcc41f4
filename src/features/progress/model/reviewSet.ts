import type { Evidence } from '@/shared/progress/evidence.ts';

/** A question the review may ask, with the outcomes its experiment serves. */
export type ReviewCandidate = { experimentId: string; questionId: string; outcomes: readonly string[] };

/** Five questions: a short sitting for a child, enough for the mastery run to move. */
const REVIEW_SIZE = 5;
/** Of which this many serve the outcome being reviewed; the rest bring back other outcomes, so it is a mixed review. */
const REVIEW_FOCUS = 3;

const keyOf = (candidate: ReviewCandidate) => `${candidate.experimentId}/${candidate.questionId}`;

/** Never-answered questions first, then the longest ago; ties by id, so the same evidence picks the same set. */
function byStaleness(evidence: readonly Evidence[]) {
  const lastAnswered = new Map<string, number>();
  for (const item of evidence) {
    if (item.questionId === undefined) continue;
    const at = Date.parse(item.at);
    if (Number.isFinite(at)) lastAnswered.set(item.questionId, Math.max(lastAnswered.get(item.questionId) ?? -Infinity, at));
  }
  return (a: ReviewCandidate, b: ReviewCandidate) =>
    (lastAnswered.get(keyOf(a)) ?? -Infinity) - (lastAnswered.get(keyOf(b)) ?? -Infinity) || keyOf(a).localeCompare(keyOf(b));
}

/**
 * The questions of a one-tap review of `focus`: up to REVIEW_FOCUS of its own, the rest from the
 * other outcomes the child has already met (one outcome at a time, in turn), focus and others
 * interleaved. Mixing topics is what makes it a review rather than a drill (and what confirms
 * mastery); when the child has met nothing else, the focus alone fills the set.
 */
export function reviewSet(focus: string, candidates: readonly ReviewCandidate[], evidence: readonly Evidence[], size = REVIEW_SIZE): ReviewCandidate[] {
  const order = byStaleness(evidence);
  const unique = [...new Map(candidates.map((candidate) => [keyOf(candidate), candidate])).values()];
  const own = unique.filter((candidate) => candidate.outcomes.includes(focus)).sort(order);
  const met = new Set(evidence.map((item) => item.outcomeCode));
  met.delete(focus);
  const others = [...met]
    .sort()
    .map((outcome) => unique.filter((candidate) => !candidate.outcomes.includes(focus) && candidate.outcomes.includes(outcome)).sort(order));

  const mixedWanted = Math.max(0, size - REVIEW_FOCUS);
  const mixed: ReviewCandidate[] = [];
  const taken = new Set<string>();
  for (let round = 0; mixed.length < mixedWanted && others.some((list) => list.length > round); round += 1) {
    for (const list of others) {
      const candidate = list[round];
      if (candidate && !taken.has(keyOf(candidate)) && mixed.length < mixedWanted) {
        taken.add(keyOf(candidate));
        mixed.push(candidate);
      }
    }
  }
  const focusPart = own.slice(0, size - mixed.length);
  const result: ReviewCandidate[] = [];
  for (let index = 0; index < Math.max(focusPart.length, mixed.length); index += 1) {
    const ownItem = focusPart[index];
    const mixedItem = mixed[index];
    if (ownItem) result.push(ownItem);
    if (mixedItem) result.push(mixedItem);
  }
  return result;
}

/** A review counts as mixed (the proof mastery needs) only when it really brings several outcomes together. */
export const isMixed = (set: readonly ReviewCandidate[]): boolean => new Set(set.flatMap((candidate) => candidate.outcomes)).size > 1;
