import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';
import { listReset } from '@/shared/styles/layout.ts';
import { touchTarget } from '@/shared/styles/controls.ts';

export const nav = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  '@media': { print: { display: 'none' } },
});

export const list = style({
  ...listReset,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['1'],
  // As tall as a crumb link's touch target even when the trail is only the current page, so titles line up on every page.
  minHeight: vars.size.touch,
});

export const item = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['1'] });

export const separator = style({ color: vars.color.borderStrong });

export const link = style({
  ...touchTarget,
  color: vars.color.link,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
});

export const current = style({ color: vars.color.text, fontWeight: 600 });

globalStyle(`${link}:hover`, { textDecoration: 'none' });
