import type { MasteryLevel } from '@/shared/progress/mastery.ts';

/** A picture per level a child reads at a glance: a seed that grows into a tree, then a star. */
export const LEVEL_ICON: Record<MasteryLevel, string> = {
  'not-started': '⚪',
  tried: '🌱',
  familiar: '🌿',
  proficient: '🌳',
  mastered: '⭐',
};

/** A level kept but not borne out any more: time to bring it back, never shown as going down. */
export const REVIEW_ICON = '🔁';
