import { style } from '@vanilla-extract/css';
import { mediaUp } from '@/shared/styles/breakpoints.ts';
import { vars } from '@/shared/styles/theme.css.ts';
import { stack } from '@/shared/styles/layout.ts';

export * from './measurementFrame.css.ts';

export const racers = style({
  ...stack(vars.space['3']),
  '@media': { [mediaUp('md')]: { gridTemplateColumns: '1fr 1fr' } },
});

export const racer = style({
  ...stack(vars.space['2']),
  margin: 0,
  padding: vars.space['3'],
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const racerTitle = style({
  fontWeight: 800,
  fontSize: vars.fontSize.lg,
  paddingInline: vars.space['1'],
});

export const speed = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: 800,
});
