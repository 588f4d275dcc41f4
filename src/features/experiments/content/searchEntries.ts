import { msg } from '@lingui/core/macro';
import type { SearchEntry, SearchText } from '@/shared/search/searchEntry.ts';
import { EXPERIMENTS, KITS } from './library.ts';
import { findUnit } from './units/index.ts';
import { STRAND_LABELS } from './strands.ts';

/** The library's search surface: every kit and every experiment, with grade, unit and key terms as keywords. */
export function experimentSearchEntries(): SearchEntry[] {
  const kits: SearchEntry[] = KITS.map((kit) => ({
    id: `kit:${kit.id}`,
    group: 'experiment',
    title: kit.title,
    summary: kit.summary,
    keywords: [kit.theme, STRAND_LABELS[kit.subject], msg`deney seti`],
    href: `/dashboard/experiment-kits/${kit.id}`,
  }));
  const experiments: SearchEntry[] = EXPERIMENTS.map((experiment) => {
    const kit = KITS.find((candidate) => candidate.id === experiment.kitId);
    const grade = experiment.grade;
    const unit = findUnit(experiment.unitId);
    const keywords: SearchText[] = [
      ...(unit ? [unit.title] : []),
      msg`${grade}. sınıf`,
      STRAND_LABELS[experiment.subject],
      ...(kit ? [kit.title] : []),
      ...experiment.keywords,
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
