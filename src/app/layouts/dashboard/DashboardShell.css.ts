import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { mediaUp } from '@/shared/styles/breakpoints.ts';
import { skipLink } from '@/shared/styles/controls.ts';

/** docs/behaviour.md#limits-and-constants sidebar widths: 16 units collapsed, 64 open (4 px units). */
export const SIDEBAR_OPEN = '16rem';
export const SIDEBAR_COLLAPSED = '4rem';

export const shell = style({ minHeight: '100dvh', background: vars.color.background });

export const skip = style(skipLink);

const mainBase = {
  paddingTop: `calc(${vars.size.headerHeight} + ${vars.space['5']})`,
  paddingBottom: vars.space['10'],
  paddingInline: vars.space['4'],
  outline: 'none',
  transition: 'margin-left 160ms ease',
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
    // A printed plan or worksheet is the page itself, without the frame around it.
    print: { margin: 0, padding: 0 },
  },
} as const;

export const main = style({
  ...mainBase,
  '@media': { ...mainBase['@media'], [mediaUp('lg')]: { marginLeft: SIDEBAR_OPEN, paddingInline: vars.space['8'] } },
});

export const mainCollapsed = style({
  ...mainBase,
  '@media': { ...mainBase['@media'], [mediaUp('lg')]: { marginLeft: SIDEBAR_COLLAPSED, paddingInline: vars.space['8'] } },
});

export const content = style({ maxWidth: vars.size.contentMax, margin: '0 auto' });
