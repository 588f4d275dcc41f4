import { detectCrisis } from './crisis.ts';
import { offTopicReason, type OffTopicReason } from './offTopic.ts';
import { maskPersonalData, type PersonalDataKind } from './personalData.ts';
import { PERSONAL_DATA_PLACEHOLDERS } from './placeholders.ts';
import { containsProfanity } from './profanity.ts';

/** The longest question kept; the input field should stop typing here too. */
export const MAX_QUESTION_LENGTH = 300;

/**
 * What to do with a question, with the question as it may be kept and shown: personal data hidden,
 * spaces tidied, at most MAX_QUESTION_LENGTH characters. A crisis carries it too, so that a flag for
 * an adult can say what was written; it is never searched or answered.
 */
export type GuardResult =
  | { kind: 'crisis'; masked: string; maskedKinds: PersonalDataKind[] }
  | { kind: 'profanity'; masked: string; maskedKinds: PersonalDataKind[] }
  | { kind: 'offTopic'; masked: string; maskedKinds: PersonalDataKind[]; reason: OffTopicReason }
  | { kind: 'ok'; masked: string; maskedKinds: PersonalDataKind[] };

const PLACEHOLDERS = Object.values(PERSONAL_DATA_PLACEHOLDERS);

/** Cuts to the limit without leaving half a placeholder or half of a two-unit character (an emoji). */
function limit(text: string): string {
  if (text.length <= MAX_QUESTION_LENGTH) return text;
  let cut = text.slice(0, MAX_QUESTION_LENGTH);
  const open = cut.lastIndexOf('[');
  if (open !== -1 && !cut.includes(']', open) && PLACEHOLDERS.some((placeholder) => text.startsWith(placeholder, open))) {
    cut = cut.slice(0, open);
  }
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return cut.trimEnd();
}

/**
 * Runs the guardrails in the order that keeps a child safest: a crisis is looked for first, in the
 * words exactly as typed; only then is personal data hidden, and the swear-word and off-topic checks
 * read the hidden version, so nothing after this point ever sees a phone number. The checks read the
 * whole question, not just the part kept, so a swear word past the limit still counts.
 */
export function guardQuestion(text: string): GuardResult {
  const crisis = detectCrisis(text);
  const { text: hidden, found } = maskPersonalData(text.replace(/\s+/g, ' ').trim());
  const masked = limit(hidden);
  if (crisis) return { kind: 'crisis', masked, maskedKinds: found };
  if (containsProfanity(hidden)) return { kind: 'profanity', masked, maskedKinds: found };

  const reason = offTopicReason(hidden);
  if (reason !== null) return { kind: 'offTopic', masked, maskedKinds: found, reason };

  return { kind: 'ok', masked, maskedKinds: found };
}
