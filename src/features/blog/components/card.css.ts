import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { cluster, stack } from '@/shared/styles/layout.ts';
import { outlined } from '@/shared/styles/surfaces.ts';
import { focusRing } from '@/shared/styles/controls.ts';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  overflow: 'hidden',
  ...outlined(),
  boxShadow: vars.shadow.sm,
  transition: 'box-shadow 150ms ease, transform 150ms ease',
  selectors: {
    '&:hover': { boxShadow: vars.shadow.md },
    '&:focus-within': focusRing,
  },
  '@media': {
    '(prefers-reduced-motion: no-preference)': { selectors: { '&:hover': { transform: 'translateY(-2px)' } } },
  },
});

export const media = style({ aspectRatio: '16 / 9', background: vars.color.surfaceAlt });

export const body = style({ ...stack(vars.space['3']), alignContent: 'start', padding: vars.space['5'], flex: 1 });

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight });

/** The whole card is the link's target: the title's link stretches over it. */
export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:focus-visible': { outline: 'none' },
    '&:hover': { textDecoration: 'underline' },
  },
});

export const excerpt = style({ margin: 0, color: vars.color.textMuted, lineHeight: vars.lineHeight.normal });

export const meta = style({ margin: 0, ...cluster(vars.space['3']), color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const imageFallback = style({
  display: 'grid',
  placeItems: 'center',
  width: '100%',
  height: '100%',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  background: vars.color.surfaceAlt,
});

/** Placeholder cards while a grid loads: the same frame as a real card, so nothing below jumps when it arrives. */
const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.55 } });

export const skeletonCard = style([
  card,
  {
    minHeight: '22rem',
    '@media': { '(prefers-reduced-motion: no-preference)': { animation: `${pulse} 1.6s ease-in-out infinite` } },
  },
]);

export const skeletonLine = style({ display: 'block', height: '0.9rem', borderRadius: vars.radius.sm, background: vars.color.surfaceAlt });

export const skeletonTitle = style([skeletonLine, { height: '1.4rem', width: '85%' }]);

export const skeletonShort = style([skeletonLine, { width: '40%' }]);
