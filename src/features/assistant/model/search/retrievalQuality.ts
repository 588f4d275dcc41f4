import type { RetrievalCase } from '../retrievalSet.ts';
import { searchSources, type SourceIndex } from './sourceIndex.ts';

export type RetrievalReport = {
  cases: number;
  top1: number;
  top3: number;
  /** Share of the set the assistant answers outright (the rest get "these pages may help"). */
  answered: number;
  /** Questions the content does not answer that the assistant rightly said so for. */
  refused: number;
  unanswerable: number;
  /** Per question, in milliseconds: the slowest and the median. */
  slowestMs: number;
  medianMs: number;
  misses: { question: string; expected: string; got: string[] }[];
};

/** How well the index finds the expected source for each question, and how fast: the test and `npm run bench` share it. */
export function measureRetrieval(index: SourceIndex, set: readonly RetrievalCase[], unanswerable: readonly string[]): RetrievalReport {
  const times: number[] = [];
  // A question's time is the fastest of three runs: what answering it costs, not what else the machine
  // was doing (one run on a busy machine measured the scheduler: the slowest question changed every run).
  const timed = <T>(run: () => T): T => {
    let fastest = Number.POSITIVE_INFINITY;
    const once = () => {
      const start = performance.now();
      const result = run();
      fastest = Math.min(fastest, performance.now() - start);
      return result;
    };
    const result = once();
    once();
    once();
    times.push(fastest);
    return result;
  };
  let top1 = 0;
  let top3 = 0;
  let answered = 0;
  const misses: RetrievalReport['misses'] = [];
  for (const item of set) {
    const { hits, covered } = timed(() => searchSources(index, item.question));
    if (covered) answered += 1;
    const sources = hits.map((hit) => hit.source);
    if (sources[0] === item.expected) top1 += 1;
    if (sources.includes(item.expected)) top3 += 1;
    else misses.push({ question: item.question, expected: item.expected, got: sources });
  }
  const refused = unanswerable.filter((question) => !timed(() => searchSources(index, question)).covered).length;
  const sorted = [...times].sort((a, b) => a - b);
  return {
    cases: set.length,
    top1: top1 / set.length,
    top3: top3 / set.length,
    answered: answered / set.length,
    refused,
    unanswerable: unanswerable.length,
    slowestMs: sorted.at(-1) ?? 0,
    medianMs: sorted[Math.floor(sorted.length / 2)] ?? 0,
    misses,
  };
}
