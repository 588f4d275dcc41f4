import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { mediaDown, mediaUp } from '@/shared/styles/breakpoints.ts';
import { visuallyHidden } from '@/shared/ui/VisuallyHidden.css.ts';
import { centeredRow, listReset } from '@/shared/styles/layout.ts';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.z.header,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const bar = style({
  maxWidth: vars.size.contentMax,
  margin: '0 auto',
  minHeight: vars.size.headerHeight,
  padding: `0 ${vars.space['4']}`,
  display: 'flex',
  alignItems: 'center',
  columnGap: vars.space['3'],
  flexWrap: 'wrap',
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: vars.size.touch,
  fontWeight: 800,
  fontSize: vars.fontSize.lg,
  color: vars.color.primary,
  textDecoration: 'none',
  marginRight: 'auto',
});

export const brandName = style({ whiteSpace: 'nowrap' });

export const menuToggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: vars.size.touch,
  padding: `0 ${vars.space['4']}`,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
  '@media': { [mediaUp('md')]: { display: 'none' } },
});

export const burger = style({
  width: 18,
  height: 2,
  background: 'currentColor',
  boxShadow: '0 -6px 0 currentColor, 0 6px 0 currentColor',
});

/**
 * From md up the menu is always shown. Below xl its parts join the bar in two rows:
 * logo and actions on the first row, the links on a full-width second row.
 */
const menuWide = {
  [`${mediaUp('md')} and (max-width: 1279.98px)`]: { display: 'contents' },
  [mediaUp('xl')]: { display: 'flex', flexDirection: 'row', alignItems: 'center', gap: vars.space['2'], width: 'auto', paddingBottom: 0 },
} as const;

export const menu = style({ display: 'none', '@media': menuWide });

export const menuOpen = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space['3'],
  width: '100%',
  paddingBottom: vars.space['4'],
  '@media': menuWide,
});

export const list = style({
  ...listReset,
  display: 'flex',
  gap: vars.space['1'],
  '@media': {
    [mediaDown('md')]: { flexDirection: 'column' },
    [`${mediaUp('md')} and (max-width: 1279.98px)`]: { order: 3, width: '100%', justifyContent: 'space-between', paddingBottom: vars.space['2'] },
    [mediaUp('md')]: { gap: 0 },
  },
});

export const link = style({
  ...centeredRow(vars.space['1']),
  minHeight: vars.size.touch,
  padding: `0 ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontWeight: 600,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { background: vars.color.surfaceAlt } },
  // Tablet portrait must hold the whole bar on one line.
  '@media': {
    [mediaUp('md')]: { padding: `0 ${vars.space['2']}`, fontSize: vars.fontSize.sm },
    [mediaUp('xl')]: { padding: `0 ${vars.space['3']}`, fontSize: vars.fontSize.md },
  },
});

export const linkActive = style({
  color: vars.color.primary,
  background: vars.color.primarySoft,
});

export const external = style({ fontSize: vars.fontSize.xs });
export const srOnly = visuallyHidden;

export const actions = style({
  ...centeredRow(vars.space['2']),
  flexWrap: 'wrap',
  '@media': { [mediaUp('md')]: { order: 2, flexWrap: 'nowrap' } },
});

export const userChip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: vars.size.touch,
  padding: `0 ${vars.space['4']}`,
  borderRadius: vars.radius.full,
  background: vars.color.primarySoft,
  color: vars.color.primary,
  fontWeight: 700,
  textDecoration: 'none',
});
