import { foldTurkish } from '@/shared/lib/text.ts';
import type { SearchGroup } from '@/shared/search/searchEntry.ts';

/** An entry whose texts are already resolved to Turkish strings. */
export type ResolvedEntry = {
  id: string;
  group: SearchGroup;
  title: string;
  summary: string;
  keywords: readonly string[];
  href: string;
};

export type Ranked = ResolvedEntry & { score: number };

/** Words of a query, folded the Turkish way ("Çekül" and "cekul" become "cekul"). */
export const queryTerms = (query: string): string[] => foldTurkish(query).split(' ').filter(Boolean);

const wordStarts = (text: string, term: string): boolean => text.startsWith(term) || text.includes(` ${term}`);

/**
 * Scores one entry: every term must appear somewhere (title, keywords or
 * summary), and a term counts more in the title than in keywords or summary,
 * more at a word start than inside a word. A title equal to the query ranks first.
 */
function scoreEntry(entry: ResolvedEntry, terms: readonly string[], foldedQuery: string): number {
  if (terms.length === 0) return 0;
  const title = foldTurkish(entry.title);
  const keywords = foldTurkish(entry.keywords.join(' '));
  const summary = foldTurkish(entry.summary);
  let score = 0;
  for (const term of terms) {
    let best = 0;
    if (wordStarts(title, term)) best = 10;
    else if (title.includes(term)) best = 6;
    if (wordStarts(keywords, term)) best = Math.max(best, 5);
    else if (keywords.includes(term)) best = Math.max(best, 3);
    if (wordStarts(summary, term)) best = Math.max(best, 2);
    else if (summary.includes(term)) best = Math.max(best, 1);
    if (best === 0) return 0;
    score += best;
  }
  if (title === foldedQuery) score += 20;
  else if (title.startsWith(foldedQuery)) score += 8;
  return score;
}

/** Matching entries, best first (ties keep their original order). */
export function rankEntries(entries: readonly ResolvedEntry[], query: string): Ranked[] {
  const terms = queryTerms(query);
  const folded = terms.join(' ');
  return entries
    .map((entry, index) => ({ entry, index, score: scoreEntry(entry, terms, folded) }))
    .filter((item) => item.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ entry, score }) => ({ ...entry, score }));
}

/** Ranked results grouped in the given group order, empty groups left out. */
export function groupResults(results: readonly Ranked[], order: readonly SearchGroup[]): { group: SearchGroup; items: Ranked[] }[] {
  return order.map((group) => ({ group, items: results.filter((result) => result.group === group) })).filter((section) => section.items.length > 0);
}
