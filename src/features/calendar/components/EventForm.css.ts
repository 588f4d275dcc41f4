import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { mediaUp } from '@/shared/styles/breakpoints.ts';
import { equalColumns, stack } from '@/shared/styles/layout.ts';

export const form = style(stack(vars.space['4']));

export const pair = style({
  ...stack(vars.space['4']),
  '@media': { [mediaUp('sm')]: { gridTemplateColumns: equalColumns(2) } },
});

export const textarea = style({ minHeight: '6.5rem', resize: 'vertical' });

export const counter = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, textAlign: 'end' });

export const counterOver = style({ color: vars.color.danger, fontWeight: 700 });

export const confirm = style(stack(vars.space['3']));

export const confirmText = style({ margin: 0, fontWeight: 600 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space['3'],
  marginTop: vars.space['6'],
});
