import { terms } from './analyzer.ts';
import type { Passage, PassageSection } from './passage.ts';

/**
 * A question is best answered by the text that explains (the review, a key term's definition); the
 * steps of an activity or a worksheet's tasks hold the same words but tell the reader what to do.
 */
const SECTION_WEIGHT: Record<PassageSection, number> = {
  term: 1.3,
  review: 1.3,
  overview: 1.1,
  // The programme's wording ("… sonucunu çıkarır") finds the experiment, but answers a child poorly.
  outcomes: 0.6,
  story: 1,
  procedure: 1,
  question: 1,
  page: 1,
  activity: 0.8,
  documents: 0.7,
};

const matches = (queryTerm: string, textTerms: ReadonlySet<string>): boolean =>
  textTerms.has(queryTerm) || (queryTerm.length >= 4 && [...textTerms].some((term) => term.startsWith(queryTerm)));

/**
 * Scores a passage by the question's words it holds, each weighted by how rare it is among the
 * source's passages (a word every passage has says little). A definition asked for ("… nedir")
 * lands on the key term's own passage when it names it.
 */
function score(passage: Passage, queryTerms: readonly string[], weights: ReadonlyMap<string, number>): number {
  const textTerms = new Set(terms(`${passage.text}`));
  let total = 0;
  for (const term of queryTerms) if (matches(term, textTerms)) total += weights.get(term) ?? 0;
  total *= SECTION_WEIGHT[passage.section];
  // Of two passages that hold the same words, the shorter one is about them.
  return total / Math.log(8 + textTerms.size);
}

/** The passages of one source that answer a question best, best first (none when no word of it is there). */
export function rankPassages(passages: readonly Passage[], question: string): Passage[] {
  const queryTerms = [...new Set(terms(question))];
  const termSets = passages.map((passage) => new Set(terms(passage.text)));
  const weights = new Map(
    queryTerms.map((term) => {
      const holders = termSets.filter((set) => matches(term, set)).length;
      return [term, holders === 0 ? 0 : Math.log(1 + passages.length / holders)];
    }),
  );
  return passages
    .map((passage, index) => ({ passage, index, score: score(passage, queryTerms, weights) }))
    .filter((item) => item.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((item) => item.passage);
}

/** A passage's sentences (lines count as sentence ends: lists and headings are written one per line). */
export function sentences(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?…])\s+(?=[A-ZÇĞİÖŞÜ0-9“"(])/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/**
 * The sentences of a passage that say most about the question, in the passage's own order, so the
 * answer reads as the content wrote it. Falls back to its opening when no sentence names a word.
 */
export function answerSentences(text: string, question: string, max = 2): string[] {
  const all = sentences(text);
  const queryTerms = [...new Set(terms(question))];
  const scored = all.map((sentence, index) => {
    const own = new Set(terms(sentence));
    return { index, score: queryTerms.filter((term) => matches(term, own)).length };
  });
  const chosen = scored
    .filter((item) => item.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, max)
    .sort((a, b) => a.index - b.index)
    .map((item) => all[item.index] ?? '');
  return chosen.length > 0 ? chosen : all.slice(0, max);
}
