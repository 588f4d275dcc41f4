import lighthouse from 'lighthouse';

export type PageFigures = {
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
};

/** The run whose performance score is the median: its figures belong together (Lighthouse's own advice). */
export function medianRun(runs: PageFigures[]): PageFigures {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  const middle = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!middle) throw new Error('No Lighthouse run to take the median of');
  return middle;
}

/** Lighthouse's default mobile run (simulated slow 4G, 4× CPU), `runs` times, reduced to the median run. */
export async function measurePage(url: string, chromePort: number, runs: number): Promise<PageFigures> {
  const figures: PageFigures[] = [];
  for (let run = 0; run < runs; run += 1) {
    const lhr = (await lighthouse(url, { port: chromePort, output: 'json', logLevel: 'error' }))?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    const score = (key: string) => Math.round((lhr.categories[key]?.score ?? 0) * 100);
    const audit = (key: string) => lhr.audits[key]?.numericValue ?? Number.NaN;
    figures.push({
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      lcpMs: audit('largest-contentful-paint'),
      cls: audit('cumulative-layout-shift'),
      tbtMs: audit('total-blocking-time'),
    });
  }
  return medianRun(figures);
}
