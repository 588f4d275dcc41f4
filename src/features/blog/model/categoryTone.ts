import type { BadgeVariants } from '@/shared/styles/recipes.css.ts';

export type BadgeTone = NonNullable<BadgeVariants['tone']>;

/** docs/behaviour.md#data-kept-on-the-device: the five category colours map to badge tones; anything else is the default (neutral) badge. */
const TONES: Record<string, BadgeTone> = {
  primary: 'primary',
  success: 'success',
  secondary: 'accent',
  info: 'info',
  warning: 'warning',
};

export const categoryTone = (color: string | null | undefined): BadgeTone => (color && Object.hasOwn(TONES, color) ? (TONES[color] ?? 'neutral') : 'neutral');
