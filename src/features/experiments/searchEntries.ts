import { msg } from '@lingui/core/macro';
import type { SearchEntry, SearchText } from '@/shared/search/searchEntry.ts';
import { EXPERIMENTS, KITS } from './content/library.ts';

/** The library's search surface: every kit and every experiment, with grade, unit and key terms as keywords. */
export function experimentSearchEntries(): SearchEntry[] {
  const kits: SearchEntry[] = KITS.map((kit) => ({
    id: `kit:${kit.id}`,
    group: 'experiment',
    title: kit.title,
    summary: kit.summary,
    keywords: [kit.theme, msg`deney seti`],
    href: `/dashboard/experiment-kits/${kit.id}`,
  }));
  const experiments: SearchEntry[] = EXPERIMENTS.map((experiment) => {
    const kit = KITS.find((candidate) => candidate.id === experiment.kitId);
    const grade = experiment.grade;
    const keywords: SearchText[] = [
      experiment.unit,
      msg`${grade}. sınıf`,
      ...(kit ? [kit.title] : []),
      ...experiment.review.keyTerms.map((entry) => entry.term),
    ];
    return {
      id: `experiment:${experiment.id}`,
      group: 'experiment',
      title: experiment.title,
      summary: experiment.summary,
      keywords,
      href: `/dashboard/experiment-kits/experiment/${experiment.id}`,
    };
  });
  return [...kits, ...experiments];
}
