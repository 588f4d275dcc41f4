import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';

export const shell = style({ minHeight: '100dvh', display: 'flex', flexDirection: 'column' });
// At least a screen tall: while a page's code loads the footer waits below the fold instead of
// showing under the header and then jumping away (a layout shift of about 0.34 on /blog).
export const main = style({ flex: 1, minHeight: '100dvh', outline: 'none' });

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
