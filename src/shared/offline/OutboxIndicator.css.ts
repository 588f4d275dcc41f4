import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

/** A pill that reads well on the light header and on the dark footer alike. */
export const indicator = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: vars.size.touch,
  margin: 0,
  padding: `0 ${vars.space['4']}`,
  borderRadius: vars.radius.full,
  background: vars.color.warningSoft,
  color: vars.color.warning,
  border: `1px solid ${vars.color.warning}`,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
});

export const count = style({ fontVariantNumeric: 'tabular-nums' });
