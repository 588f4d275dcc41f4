import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';

export const legend = style({
  display: 'grid',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.md });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space['2']} ${vars.space['4']}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'], fontSize: vars.fontSize.sm });

export const swatch = style({
  display: 'inline-block',
  width: '1.1rem',
  height: '1.1rem',
  borderRadius: '4px',
  border: `1px solid ${vars.color.borderStrong}`,
});
