import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { mediaUp } from '@/shared/styles/breakpoints.ts';
import { cluster, stack } from '@/shared/styles/layout.ts';

export const layout = style({
  ...stack(vars.space['4']),
  '@media': { [mediaUp('lg')]: { gridTemplateColumns: 'minmax(0, 1fr) 18rem', alignItems: 'start' } },
});

export const stage = style({
  position: 'relative',
  width: '100%',
  maxWidth: '40rem',
  aspectRatio: '1 / 1',
  marginInline: 'auto',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  boxShadow: vars.shadow.md,
  border: `2px solid ${vars.color.borderStrong}`,
  background: '#ffffff',
});

export const canvas = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  // The page must not scroll or zoom while a finger draws.
  touchAction: 'none',
  cursor: 'crosshair',
});

export const guides = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', pointerEvents: 'none' });

export const panel = style(stack(vars.space['4']));

export const swatches = style(cluster(vars.space['2']));

export const swatch = style({
  width: vars.size.touch,
  height: vars.size.touch,
  borderRadius: vars.radius.full,
  border: `3px solid ${vars.color.surface}`,
  boxShadow: `0 0 0 2px ${vars.color.borderStrong}`,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { boxShadow: `0 0 0 3px ${vars.color.text}` },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '3px' },
  },
});

export const buttons = style(cluster(vars.space['2']));
