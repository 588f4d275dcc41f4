import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { cluster, listReset, stack } from '@/shared/styles/layout.ts';
import { outlined } from '@/shared/styles/surfaces.ts';

export const legend = style({
  ...stack(vars.space['3']),
  padding: vars.space['4'],
  ...outlined(),
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.md });

export const list = style({
  ...cluster(`${vars.space['2']} ${vars.space['4']}`),
  ...listReset,
});

export const item = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'], fontSize: vars.fontSize.sm });

export const swatch = style({
  display: 'inline-block',
  width: '1.1rem',
  height: '1.1rem',
  borderRadius: '4px',
  border: `1px solid ${vars.color.borderStrong}`,
});
