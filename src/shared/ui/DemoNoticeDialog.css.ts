import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';
import { listReset, stack } from '@/shared/styles/layout.ts';
import { touchTarget } from '@/shared/styles/controls.ts';

export const feature = style({ fontWeight: 700 });
export const contacts = style({
  ...listReset,
  ...stack(vars.space['2']),
});

globalStyle(`${contacts} a`, { ...touchTarget, fontWeight: 700 });
