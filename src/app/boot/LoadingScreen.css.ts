import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';

export const screen = style({
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['4'],
  padding: vars.space['6'],
  background: vars.color.background,
});

export const logo = style({ width: 72, height: 72 });

export const message = style({ fontSize: vars.fontSize.lg, fontWeight: 600, margin: 0, minHeight: '1.6em' });

export const track = style({
  width: 'min(20rem, 80vw)',
  height: 10,
  borderRadius: vars.radius.full,
  background: vars.color.primarySoft,
  overflow: 'hidden',
});

export const bar = style({
  height: '100%',
  background: vars.color.primary,
  borderRadius: vars.radius.full,
  transition: 'width 200ms linear',
});
