import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const dialog = style({
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  width: 'min(32rem, calc(100vw - 2rem))',
  maxHeight: 'calc(100dvh - 2rem)',
  color: vars.color.text,
  background: vars.color.surface,
  selectors: { '&::backdrop': { background: vars.color.overlay } },
});

export const body = style({ padding: vars.space['6'] });

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  marginBottom: vars.space['3'],
});

export const title = style({ fontSize: vars.fontSize.xl, margin: 0 });

export const close = style({
  flexShrink: 0,
  width: vars.size.touch,
  height: vars.size.touch,
  border: 'none',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceAlt,
  color: vars.color.text,
  fontSize: '1.6rem',
  lineHeight: 1,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.border } },
});

export const content = style({ fontSize: vars.fontSize.md });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space['3'],
  marginTop: vars.space['6'],
});
