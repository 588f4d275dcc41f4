import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { cluster, stack } from '@/shared/styles/layout.ts';

export * from './manipulative.css.ts';

export const layout = style({ ...cluster(vars.space['4']), alignItems: 'flex-start' });

export const side = style({ ...stack(vars.space['3']), flex: '1 1 14rem', alignContent: 'start' });

/** Ten squares a row, each a touch target; the lines are the gaps, so the grid scrolls sideways on a narrow phone. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(10, ${vars.size.touch})`,
  gap: '2px',
  padding: '2px',
  background: vars.color.borderStrong,
  borderRadius: vars.radius.sm,
  width: 'max-content',
  maxWidth: '100%',
  overflowX: 'auto',
});

export const square = style({
  width: vars.size.touch,
  height: vars.size.touch,
  padding: 0,
  border: 0,
  background: vars.color.surface,
  color: vars.color.onPrimary,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  touchAction: 'manipulation',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.primary },
    '&:hover': { outline: `2px solid ${vars.color.primary}`, outlineOffset: '-2px' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
});

export const picture = style({ display: 'block', width: '100%', maxWidth: '22rem', height: 'auto' });
