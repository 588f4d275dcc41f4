import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { mediaUp } from '@/shared/styles/breakpoints.ts';
import { cluster, stack } from '@/shared/styles/layout.ts';
import { focusRing } from '@/shared/styles/controls.ts';

export const table = style({
  width: '100%',
  tableLayout: 'fixed',
  borderCollapse: 'separate',
  borderSpacing: '3px',
  '@media': { [mediaUp('md')]: { borderSpacing: '4px' } },
});

export const weekday = style({
  paddingBlock: vars.space['2'],
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const weekend = style({ color: vars.color.danger });

export const cell = style({ padding: 0, verticalAlign: 'top' });

export const day = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: '2px',
  width: '100%',
  minHeight: '54px',
  padding: '3px',
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  overflow: 'hidden',
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&:focus-visible': focusRing,
  },
  '@media': { [mediaUp('md')]: { minHeight: '104px', padding: vars.space['1'] } },
});

/** A day outside the school year (the tinted days take their colour from colors.css.ts instead). */
export const plain = style({ background: vars.color.surface });

export const outside = style({ opacity: 0.72, background: vars.color.surfaceAlt });

export const selected = style({
  borderColor: vars.color.primary,
  boxShadow: `inset 0 0 0 2px ${vars.color.primary}`,
  selectors: { '&:hover': { borderColor: vars.color.primary } },
});

export const number = style({
  display: 'inline-grid',
  placeItems: 'center',
  alignSelf: 'flex-start',
  minWidth: '1.75rem',
  height: '1.75rem',
  borderRadius: vars.radius.full,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const today = style({ background: vars.color.primary, color: vars.color.onPrimary });

export const labels = style({
  display: 'none',
  '@media': { [mediaUp('md')]: { ...stack('2px'), minWidth: 0 } },
});

/** Up to two lines per label, so a long holiday name still reads. */
export const label = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  paddingInline: '4px',
  borderRadius: '4px',
  fontSize: '0.75rem',
  fontWeight: 600,
  lineHeight: 1.3,
  overflow: 'hidden',
  overflowWrap: 'anywhere',
});

export const more = style({ fontSize: '0.75rem', fontWeight: 700, color: vars.color.textMuted, paddingInline: '4px' });

export const dots = style({
  ...cluster('3px'),
  paddingInline: '2px',
  '@media': { [mediaUp('md')]: { display: 'none' } },
});

export const dot = style({ width: '8px', height: '8px', borderRadius: vars.radius.full });
