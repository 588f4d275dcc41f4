import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { cluster, listReset, stack } from '@/shared/styles/layout.ts';
import { outlined } from '@/shared/styles/surfaces.ts';

export const list = style({ ...listReset, ...stack(vars.space['4']) });

export const card = style({
  ...stack(vars.space['3']),
  padding: vars.space['4'],
  ...outlined(),
  borderInlineStart: `6px solid ${vars.color.accent}`,
});

export const lunarCard = style({ borderInlineStartColor: vars.color.info });

export const cardHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'] });

export const icon = style({ width: '2rem', height: '2rem', flexShrink: 0 });

export const reason = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const date = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight, flex: '1 1 12rem' });

export const weekday = style({ display: 'block', fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.textMuted });

export const local = style({ margin: 0, fontWeight: 700 });

export const tableWrap = style({ overflowX: 'auto' });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const cell = style({
  textAlign: 'start',
  padding: `${vars.space['2']} ${vars.space['2']}`,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});

export const numeric = style({ textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

export const below = style({ color: vars.color.textMuted, fontStyle: 'italic' });

export const empty = style({ margin: 0, padding: vars.space['4'], textAlign: 'center', color: vars.color.textMuted });

export const facts = style({
  ...cluster(vars.space['4']),
  margin: 0,
});

globalStyle(`${facts} dt`, { fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontWeight: 600 });
globalStyle(`${facts} dd`, { margin: 0, fontSize: vars.fontSize.lg, fontWeight: 800 });

export const tableCaption = style({ textAlign: 'start', fontWeight: 700, paddingBlockEnd: vars.space['1'] });
