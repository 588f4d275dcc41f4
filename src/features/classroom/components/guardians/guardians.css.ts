import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { listReset, stack } from '@/shared/styles/layout.ts';

/** How a parent gets linked, step by step: numbered, as read aloud at a parent meeting. */
export const steps = style({ ...stack(vars.space['2']), margin: 0, paddingInlineStart: vars.space['5'] });

/** A child's linked parents in the roster's Veli cell, each with its own removal. */
export const parents = style({ ...listReset, ...stack(vars.space['2']) });

export const parent = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'] });

/** The printed card carries the steps under the code: they read left-aligned, the rest stays centred. */
export const parentCard = style({ justifyItems: 'center' });

globalStyle(`${parentCard} ol`, { textAlign: 'start' });

export const cell = style({ ...stack(vars.space['2']), justifyItems: 'start' });

/** The parent's part of a printed picture-code card: set apart by a rule, smaller than the child's. */
export const onCard = style({
  ...stack(vars.space['1']),
  margin: 0,
  paddingBlockStart: vars.space['2'],
  borderBlockStart: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  '@media': { print: { fontSize: '9pt', borderBlockStart: '1px solid #000000' } },
});

globalStyle(`${onCard} p`, { margin: 0 });

export const onCardCode = style({ '@media': { print: { fontSize: '11pt' } } });

globalStyle(`${onCardCode} strong`, { fontFamily: vars.font.mono, letterSpacing: '0.08em' });
