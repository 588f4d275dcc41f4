import { foldTurkish } from '@/shared/lib/text.ts';
import { OFF_TOPIC, type OffTopicReason } from './offTopicWords.ts';

export type { OffTopicReason } from './offTopicWords.ts';

const compile = (phrases: readonly string[]): RegExp => new RegExp(`(?<= )(?:${phrases.map((phrase) => phrase.replace(/\*$/, '[a-z0-9]*')).join('|')})(?= )`);

const PATTERNS = (Object.keys(OFF_TOPIC) as OffTopicReason[]).map((reason) => ({ reason, pattern: compile(OFF_TOPIC[reason]) }));

/** Folded words with single spaces and a space at each end, so every phrase can be matched as whole words. */
const asLine = (text: string): string =>
  ` ${foldTurkish(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;

/** Which clearly-not-school topic the text is about, if it is obviously one. */
export function offTopicReason(text: string): OffTopicReason | null {
  const line = asLine(text);
  return PATTERNS.find(({ pattern }) => pattern.test(line))?.reason ?? null;
}

/** Whether the text is obviously about something other than school subjects (or asks for homework done). */
export const isOffTopic = (text: string): boolean => offTopicReason(text) !== null;
