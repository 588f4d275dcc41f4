import { useLingui } from '@lingui/react/macro';
import type { OutcomeAssessment } from '@/shared/progress/mastery.ts';
import { MASTERY_LABELS, REVIEW_DUE_LABEL } from '../../model/masteryLabels.ts';
import { LEVEL_ICON, REVIEW_ICON } from './levelLook.ts';

/** The words a level is read by: the kept level, and "Tekrar zamanı" beside it when it is due. */
export function useLevelText() {
  const { i18n } = useLingui();
  return (assessment: Pick<OutcomeAssessment, 'level' | 'dueForReview'>) =>
    assessment.dueForReview ? `${i18n._(MASTERY_LABELS[assessment.level])} · ${i18n._(REVIEW_DUE_LABEL)}` : i18n._(MASTERY_LABELS[assessment.level]);
}

export const levelIcon = (assessment: Pick<OutcomeAssessment, 'level' | 'dueForReview'>): string =>
  assessment.dueForReview ? REVIEW_ICON : LEVEL_ICON[assessment.level];
