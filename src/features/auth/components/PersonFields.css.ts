import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { mediaUp } from '@/shared/styles/breakpoints.ts';
import { equalColumns, stack } from '@/shared/styles/layout.ts';

export const pair = style({
  ...stack(vars.space['5']),
  '@media': { [mediaUp('sm')]: { gridTemplateColumns: equalColumns(2) } },
});
