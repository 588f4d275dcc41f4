import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MasteryLevel } from '@/shared/progress/mastery.ts';

/** Issue 16's five levels, as a child and a teacher read them. */
export const MASTERY_LABELS: Record<MasteryLevel, MessageDescriptor> = {
  'not-started': msg`Başlamadı`,
  tried: msg`Denedi`,
  familiar: msg`Tanışık`,
  proficient: msg`Yeterli`,
  mastered: msg`Ustalaştı`,
};

/** Shown beside the kept level when it is due for review: never a lower level in red. */
export const REVIEW_DUE_LABEL: MessageDescriptor = msg`Tekrar zamanı`;
