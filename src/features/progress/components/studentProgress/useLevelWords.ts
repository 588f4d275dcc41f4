import { useLingui } from '@lingui/react/macro';
import { MASTERY_LEVELS, type MasteryLevel } from '@/shared/progress/mastery.ts';
import { MASTERY_LABELS, REVIEW_DUE_LABEL } from '../../model/masteryLabels.ts';
import type { LevelCsvLabels } from '../../model/classReportCsv.ts';

/** The five level names and "Tekrar zamanı" in Turkish, as the cells, the legend and the files use them. */
export function useLevelWords(): LevelCsvLabels {
  const { i18n } = useLingui();
  const levels = Object.fromEntries(MASTERY_LEVELS.map((level) => [level, i18n._(MASTERY_LABELS[level])])) as Record<MasteryLevel, string>;
  return { levels, due: i18n._(REVIEW_DUE_LABEL) };
}
