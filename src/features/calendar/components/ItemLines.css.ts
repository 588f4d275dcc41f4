import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { stack } from '@/shared/styles/layout.ts';

export const item = style({
  ...stack(vars.space['2']),
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  listStyle: 'none',
});

export const head = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space['2'] });

export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 700, overflowWrap: 'anywhere' });

export const done = style({ textDecoration: 'line-through', textDecorationThickness: '2px' });

export const time = style({ fontVariantNumeric: 'tabular-nums', fontWeight: 600 });

export const meta = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'] });

export const notes = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

export const kindLabel = style({ fontSize: vars.fontSize.xs, fontWeight: 700, textTransform: 'none' });

export const span = style({ fontSize: vars.fontSize.sm });

export const typeTag = style({
  display: 'inline-flex',
  alignItems: 'center',
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  lineHeight: 1.6,
});
