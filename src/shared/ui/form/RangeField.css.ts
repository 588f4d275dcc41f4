import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const field = style({ display: 'grid', gap: vars.space['1'], minWidth: 0 });

export const top = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: vars.space['2'] });

export const label = style({ fontWeight: 700, fontSize: vars.fontSize.sm });

export const value = style({ fontVariantNumeric: 'tabular-nums', fontWeight: 700, color: vars.color.primary, whiteSpace: 'nowrap' });

/** Tall enough to grab with a finger on a tablet (the native track is thin, the hit area is not). */
export const range = style({
  width: '100%',
  minHeight: vars.size.touch,
  margin: 0,
  accentColor: vars.color.primary,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
  },
});
