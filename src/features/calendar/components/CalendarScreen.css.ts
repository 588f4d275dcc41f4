import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { mediaUp } from '@/shared/styles/breakpoints.ts';
import { stack } from '@/shared/styles/layout.ts';

export const monthLayout = style({
  ...stack(vars.space['4']),
  alignItems: 'start',
  '@media': { [mediaUp('xl')]: { gridTemplateColumns: 'minmax(0, 1fr) 22rem' } },
});

export const notice = style({
  margin: 0,
  fontWeight: 600,
  color: vars.color.success,
  selectors: { '&:empty': { display: 'none' } },
});
