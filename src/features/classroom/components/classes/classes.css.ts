import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { mediaUp } from '@/shared/styles/breakpoints.ts';
import { autoGrid, listReset } from '@/shared/styles/layout.ts';

export const cards = style({ ...listReset, ...autoGrid('17rem', vars.space['4']) });

export const cardLink = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: { '&:hover, &:focus-visible': { textDecoration: 'underline' } },
});

export const wide = style({ '@media': { [mediaUp('md')]: { gridColumn: '1 / -1' } } });
