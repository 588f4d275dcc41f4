import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { mediaUp } from '@/shared/styles/breakpoints.ts';
import { cluster } from '@/shared/styles/layout.ts';

export const banner = style({
  position: 'fixed',
  insetInline: vars.space['3'],
  bottom: vars.space['3'],
  zIndex: vars.z.toast,
  maxWidth: '60rem',
  marginInline: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  // On a phone the banner covers the page it asks about: keep it short.
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  boxShadow: vars.shadow.lg,
  '@media': { [mediaUp('md')]: { flexDirection: 'row', alignItems: 'center', gap: vars.space['4'], padding: vars.space['5'] } },
});

export const text = style({ flex: 1 });
export const title = style({ fontSize: vars.fontSize.lg, marginBottom: vars.space['1'] });
export const body = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const link = style({ fontWeight: 700, whiteSpace: 'nowrap' });
export const actions = style({ ...cluster(vars.space['3']), flexShrink: 0 });
