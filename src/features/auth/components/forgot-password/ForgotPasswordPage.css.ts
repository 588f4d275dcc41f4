import { style } from '@vanilla-extract/css';
import { mediaUp } from '@/shared/styles/breakpoints.ts';
import { vars } from '@/shared/styles/theme.css.ts';
import { cluster, listReset, stack } from '@/shared/styles/layout.ts';
import { tile } from '@/shared/styles/surfaces.ts';
import { focusRing, touchTarget } from '@/shared/styles/controls.ts';

export const card = style({
  ...stack(vars.space['5']),
  padding: vars.space['4'],
  '@media': { [mediaUp('sm')]: { padding: vars.space['8'] } },
});

export const form = style(stack(vars.space['5']));

export const panelTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '4px' } },
});

export const text = style({ margin: 0 });

export const options = style({ ...stack(vars.space['4']), ...listReset });

export const option = style({
  ...stack(vars.space['3']),
  ...tile(vars.color.surfaceAlt, vars.space['4']),
});

export const optionTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const contactActions = style(cluster(vars.space['3']));

export const email = style({ fontWeight: 700, overflowWrap: 'anywhere' });

export const back = style({
  justifySelf: 'center',
  ...touchTarget,
  color: vars.color.link,
  fontWeight: 700,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  selectors: { '&:focus-visible': focusRing },
});
