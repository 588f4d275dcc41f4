import { style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';
import { autoGrid, listReset } from './layout.ts';

export const demoPanel = style({
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  border: `2px dashed ${vars.color.warning}`,
  background: vars.color.warningSoft,
  color: vars.color.text,
  maxWidth: vars.size.proseMax,
});
export const demoTitle = style({ margin: `0 0 ${vars.space['2']}`, fontSize: vars.fontSize.xl });

export const grid = style({
  ...autoGrid('16rem', vars.space['4']),
  ...listReset,
});
export const cardTitle = style({ fontSize: vars.fontSize.lg, margin: `${vars.space['2']} 0` });
export const icon = style({ fontSize: '2rem', lineHeight: 1 });
