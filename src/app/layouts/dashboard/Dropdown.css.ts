import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { mediaDown } from '@/shared/styles/breakpoints.ts';
import { listReset, stack } from '@/shared/styles/layout.ts';
import { outlined, tile } from '@/shared/styles/surfaces.ts';
import { menuRow } from '@/shared/styles/controls.ts';

export const wrap = style({ position: 'relative' });

export const panel = style({
  position: 'absolute',
  right: 0,
  top: `calc(100% + ${vars.space['2']})`,
  width: 'min(20rem, calc(100vw - 1.5rem))',
  padding: vars.space['2'],
  ...outlined(),
  boxShadow: vars.shadow.lg,
  zIndex: vars.z.dialog,
  // The header does not scroll away: a panel taller than the screen (many unread announcements) scrolls
  // inside itself, or its last entries ("Bildirimleri temizle") could never be reached.
  maxHeight: `calc(100dvh - ${vars.size.headerHeight} - ${vars.space['4']})`,
  overflowY: 'auto',
  // On a phone the bell sits mid-header: a panel anchored to it would run off the left edge, so it spans the screen under the header.
  '@media': {
    [mediaDown('sm')]: {
      position: 'fixed',
      top: `calc(${vars.size.headerHeight} + ${vars.space['2']})`,
      left: vars.space['3'],
      right: vars.space['3'],
      width: 'auto',
      maxHeight: `calc(100dvh - ${vars.size.headerHeight} - ${vars.space['4']})`,
      overflowY: 'auto',
    },
  },
});

export const heading = style({
  margin: 0,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  fontSize: vars.fontSize.md,
  fontWeight: 700,
});

export const list = style({ ...listReset, ...stack(vars.space['1']) });

export const entry = style({
  ...menuRow(vars.size.touch),
  selectors: { '&:hover, &:focus-visible': { background: vars.color.surfaceAlt } },
});

export const danger = style({ color: vars.color.danger, fontWeight: 700 });

export const separator = style({ height: 1, margin: `${vars.space['1']} 0`, background: vars.color.border, border: 0 });

export const notification = style(tile(vars.color.infoSoft));
export const notificationTitle = style({ display: 'block', margin: 0, fontWeight: 700 });
export const notificationTime = style({ display: 'block', margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
// An unread announcement: the whole tile is the link, so it is one large target.
export const notificationLink = style([
  notification,
  {
    display: 'block',
    minHeight: vars.size.touch,
    color: 'inherit',
    textDecoration: 'none',
    selectors: { '&:hover, &:focus-visible': { background: vars.color.primarySoft } },
  },
]);
export const empty = style({ margin: 0, padding: vars.space['4'], textAlign: 'center', color: vars.color.textMuted });

export const count = style({
  position: 'absolute',
  top: 4,
  right: 2,
  minWidth: 20,
  height: 20,
  paddingInline: 4,
  borderRadius: vars.radius.full,
  background: vars.color.danger,
  color: '#ffffff',
  fontSize: vars.fontSize.xs,
  fontWeight: 800,
  lineHeight: '20px',
  textAlign: 'center',
});

export const person = style({ padding: `${vars.space['2']} ${vars.space['3']}` });
export const personName = style({ margin: 0, fontWeight: 700 });
export const personMeta = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 36,
  height: 36,
  borderRadius: '50%',
  background: vars.color.primarySoft,
  fontSize: vars.fontSize.lg,
});

// A notification already read: the same large target, without the unread tint.
export const readLink = style([notificationLink, { background: vars.color.surface, border: `1px solid ${vars.color.border}`, fontWeight: 400 }]);
export const notificationText = style({ display: 'flex', alignItems: 'baseline', gap: vars.space['2'], margin: 0, fontWeight: 700 });
export const unreadDot = style({ flex: 'none', width: 10, height: 10, borderRadius: vars.radius.full, background: vars.color.danger });
