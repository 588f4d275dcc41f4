import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BadgeVariants } from '@/shared/styles/recipes.css.ts';
import type { RiskLevel } from './types.ts';

type RiskInfo = {
  /** Lower case, for the end of a hazard button's name: "Cam şişe — yüksek risk". */
  phrase: MessageDescriptor;
  badge: MessageDescriptor;
  tone: NonNullable<BadgeVariants['tone']>;
};

export const riskInfo: Record<RiskLevel, RiskInfo> = {
  high: { phrase: msg`yüksek risk`, badge: msg`Yüksek risk`, tone: 'danger' },
  medium: { phrase: msg`orta risk`, badge: msg`Orta risk`, tone: 'warning' },
  low: { phrase: msg`düşük risk`, badge: msg`Düşük risk`, tone: 'info' },
};
