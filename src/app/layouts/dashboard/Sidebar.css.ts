import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { mediaDown, mediaUp } from '@/shared/styles/breakpoints.ts';
import { SIDEBAR_COLLAPSED, SIDEBAR_OPEN } from './DashboardShell.css.ts';
import { centeredRow, listReset, stack } from '@/shared/styles/layout.ts';
import { tile } from '@/shared/styles/surfaces.ts';
import { menuRow } from '@/shared/styles/controls.ts';

const reduced = '(prefers-reduced-motion: reduce)';

const base = style({
  position: 'fixed',
  top: vars.size.headerHeight,
  bottom: 0,
  left: 0,
  zIndex: vars.z.overlay,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  padding: vars.space['3'],
  background: vars.color.surface,
  borderRight: `1px solid ${vars.color.border}`,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  transition: 'transform 200ms ease, width 160ms ease',
  '@media': { [reduced]: { transition: 'none' }, print: { display: 'none' } },
});

export const sidebar = styleVariants({
  /** Desktop wide; on mobile a drawer that is off screen until opened. */
  closed: [base, { width: SIDEBAR_OPEN, '@media': { [mediaDown('lg')]: { transform: 'translateX(-105%)', visibility: 'hidden' } } }],
  drawerOpen: [base, { width: SIDEBAR_OPEN, '@media': { [mediaDown('lg')]: { transform: 'none', boxShadow: vars.shadow.lg } } }],
  collapsed: [
    base,
    {
      width: SIDEBAR_OPEN,
      '@media': {
        [mediaUp('lg')]: { width: SIDEBAR_COLLAPSED, paddingInline: vars.space['2'] },
        [mediaDown('lg')]: { transform: 'translateX(-105%)', visibility: 'hidden' },
      },
    },
  ],
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  top: vars.size.headerHeight,
  zIndex: `calc(${vars.z.overlay} - 1)`,
  border: 0,
  padding: 0,
  background: 'rgba(10, 20, 15, 0.55)',
  cursor: 'pointer',
  '@media': { [mediaUp('lg')]: { display: 'none' } },
});

export const user = style({
  ...centeredRow(vars.space['3']),
  ...tile(vars.color.primarySoft),
});

export const userCollapsed = style([user, { '@media': { [mediaUp('lg')]: { display: 'none' } } }]);

export const avatar = style({ fontSize: vars.fontSize['2xl'], lineHeight: 1 });
export const userName = style({ display: 'block', fontWeight: 700, color: vars.color.text });
export const userRole = style({ display: 'block', fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const list = style({ ...listReset, ...stack(vars.space['1']) });

export const item = style({
  ...menuRow('48px'),
  fontWeight: 600,
  selectors: {
    '&:hover': { background: vars.color.surfaceAlt },
    '&[aria-current="page"]': { background: vars.color.primary, color: vars.color.onPrimary },
  },
});

export const icon = style({ fontSize: vars.fontSize.xl, width: '1.75rem', textAlign: 'center', flexShrink: 0 });
export const label = style({ flex: 1, minWidth: 0 });
export const labelCollapsed = style({
  flex: 1,
  '@media': {
    [mediaUp('lg')]: {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });
// Text must keep its contrast, so the YENİ badge pulses with a glow, not with opacity.
const glow = keyframes({ '0%, 100%': { boxShadow: '0 0 0 0 rgba(194, 65, 12, 0.55)' }, '50%': { boxShadow: '0 0 0 6px rgba(194, 65, 12, 0)' } });

export const badgeDot = style({
  width: 10,
  height: 10,
  borderRadius: '50%',
  background: '#16a34a',
  boxShadow: '0 0 0 3px #dcfce7',
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '@media': { [reduced]: { animation: 'none' } },
});

export const badgeNew = style({
  padding: '2px 8px',
  borderRadius: vars.radius.full,
  background: '#c2410c',
  color: '#ffffff',
  fontSize: vars.fontSize.xs,
  fontWeight: 800,
  animation: `${glow} 1.6s ease-in-out infinite`,
  '@media': { [reduced]: { animation: 'none' } },
});

export const badgeText = style({
  padding: '2px 8px',
  borderRadius: vars.radius.full,
  background: vars.color.info,
  color: '#ffffff',
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
});

export const badgeCollapsed = style({ '@media': { [mediaUp('lg')]: { position: 'absolute', top: 6, right: 6 } } });
export const itemWrap = style({ position: 'relative' });
