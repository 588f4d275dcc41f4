import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { mediaUp } from '@/shared/styles/breakpoints.ts';
import { centeredRow, stack } from '@/shared/styles/layout.ts';

export const block = style({
  ...stack(vars.space['3']),
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  background: vars.color.primarySoft,
  border: `1px solid ${vars.color.border}`,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, ...centeredRow(vars.space['2']) });

export const lead = style({ margin: 0, lineHeight: vars.lineHeight.normal });

export const row = style({
  ...stack(vars.space['3']),
  alignItems: 'start',
  '@media': { [mediaUp('sm')]: { gridTemplateColumns: '1fr auto' } },
});

/** Lines the button up with the input, below the field's label. */
export const button = style({ '@media': { [mediaUp('sm')]: { marginTop: `calc(${vars.fontSize.md} * 1.5 + ${vars.space['2']})` } } });
