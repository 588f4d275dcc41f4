import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { cluster, stack } from '@/shared/styles/layout.ts';

export * from './manipulative.css.ts';

/** One peg's square: wider than a touch target, so the pegs stand one unit apart. */
export const CELL = 56;

export const layout = style({ ...cluster(vars.space['4']), alignItems: 'flex-start' });

export const side = style({ ...stack(vars.space['3']), flex: '1 1 14rem', alignContent: 'start' });

/** The board: the band's drawing under a grid of peg buttons. */
export const board = style({
  position: 'relative',
  display: 'grid',
  background: '#f5e6c8',
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  maxWidth: '100%',
  overflowX: 'auto',
});

export const drawing = style({ position: 'absolute', inset: 0, pointerEvents: 'none' });

export const peg = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  width: CELL,
  height: CELL,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  touchAction: 'manipulation',
  selectors: {
    '&:hover': { outline: `2px solid ${vars.color.primary}`, outlineOffset: '-4px' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
});

/** The peg itself; a corner peg is bigger, ringed and numbered, so the order shows without colour. */
export const pin = style({
  display: 'grid',
  placeItems: 'center',
  width: 14,
  height: 14,
  borderRadius: '50%',
  background: '#57534e',
  color: '#fff',
  fontSize: vars.fontSize.xs,
  fontWeight: 800,
  selectors: {
    [`${peg}[aria-pressed="true"] &`]: { width: 26, height: 26, background: vars.color.primary, boxShadow: `0 0 0 3px ${vars.color.surface}` },
  },
});

export const buttons = style({ ...cluster(vars.space['2']) });
