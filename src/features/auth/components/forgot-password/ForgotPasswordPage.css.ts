import { style } from '@vanilla-extract/css';
import { mediaUp } from '@/shared/styles/breakpoints.ts';
import { vars } from '@/shared/styles/theme.css.ts';

export const card = style({
  display: 'grid',
  gap: vars.space['5'],
  padding: vars.space['4'],
  '@media': { [mediaUp('sm')]: { padding: vars.space['8'] } },
});

export const form = style({ display: 'grid', gap: vars.space['5'] });

export const panelTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '4px' } },
});

export const text = style({ margin: 0 });

export const options = style({ display: 'grid', gap: vars.space['4'], margin: 0, padding: 0, listStyle: 'none' });

export const option = style({
  display: 'grid',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
});

export const optionTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const contactActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] });

export const email = style({ fontWeight: 700, overflowWrap: 'anywhere' });

export const back = style({
  justifySelf: 'center',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  color: vars.color.link,
  fontWeight: 700,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
