import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { stack } from '@/shared/styles/layout.ts';
import { raised } from '@/shared/styles/surfaces.ts';

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '4.5rem',
  height: '4.5rem',
  ...raised(vars.radius.full),
  fontSize: '2.75rem',
  lineHeight: 1,
});

export const fullName = style({
  margin: `${vars.space['1']} 0 0`,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const motto = style({
  margin: 0,
  ...stack(vars.space['1']),
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderLeft: `4px solid ${vars.color.primary}`,
  background: vars.color.surface,
  borderRadius: vars.radius.sm,
});

export const mottoLabel = style({
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  letterSpacing: '0.04em',
  color: vars.color.textMuted,
});

export const mottoText = style({
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  lineHeight: vars.lineHeight.normal,
});
