import { beforeAll, describe, expect, it } from 'vitest';
import { staticPassages } from '../../content/staticPassages.ts';
import { NO_ANSWER_SET, RETRIEVAL_SET } from '../retrievalSet.ts';
import { measureRetrieval, type RetrievalReport } from './retrievalQuality.ts';
import { createSourceIndex, loadSourceIndex, packSourceIndex, sourceDocs } from './sourceIndex.ts';

let report: RetrievalReport;

describe('retrieval over the app’s own content', () => {
  beforeAll(async () => {
    // Built and then serialised and loaded back, as the build and the device do.
    const built = createSourceIndex(sourceDocs(await staticPassages()));
    const index = loadSourceIndex(JSON.parse(JSON.stringify(packSourceIndex(built))));
    report = measureRetrieval(index, RETRIEVAL_SET, NO_ANSWER_SET);
    console.info(
      `retrieval: top-3 ${(report.top3 * 100).toFixed(1)} %, top-1 ${(report.top1 * 100).toFixed(1)} % of ${report.cases}, answered outright ${(report.answered * 100).toFixed(1)} %; ` +
        `refused ${report.refused}/${report.unanswerable}; median ${report.medianMs.toFixed(2)} ms, slowest ${report.slowestMs.toFixed(2)} ms`,
    );
    for (const miss of report.misses) console.info(`  miss: "${miss.question}" → ${miss.expected}; got ${miss.got.join(', ')}`);
  }, 60_000);

  // The same floor as `npm run bench` (budgets.json, assistant.retrievalTop3Percent).
  it('finds the expected source in the top three for at least 95 % of the test set', () => {
    expect(report.cases).toBeGreaterThanOrEqual(60);
    expect(report.top3).toBeGreaterThanOrEqual(0.95);
  });

  it('says it has nothing for questions the content does not answer, and answers most of those it does', () => {
    expect(report.refused / report.unanswerable).toBeGreaterThanOrEqual(0.8);
    expect(report.answered).toBeGreaterThanOrEqual(0.8);
  });

  it('answers each question in under 50 ms', () => {
    expect(report.slowestMs).toBeLessThan(50);
  });
});
