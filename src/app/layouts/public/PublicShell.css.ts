import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/styles/theme.css.ts';

export const shell = style({ minHeight: '100dvh', display: 'flex', flexDirection: 'column' });
export const main = style({ flex: 1, outline: 'none' });

export const skip = style({
  position: 'absolute',
  left: vars.space['3'],
  top: '-4rem',
  zIndex: vars.z.toast,
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: 700,
  selectors: { '&:focus': { top: vars.space['3'] } },
});
