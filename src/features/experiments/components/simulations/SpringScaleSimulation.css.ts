import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { tile } from '@/shared/styles/surfaces.ts';

export * from './measurementFrame.css.ts';

export const warning = style({
  margin: 0,
  ...tile(vars.color.warningSoft),
  color: vars.color.warning,
  fontWeight: 700,
});

export const formula = style({
  margin: 0,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});
