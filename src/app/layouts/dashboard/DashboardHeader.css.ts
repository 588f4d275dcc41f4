import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { mediaDown, mediaUp } from '@/shared/styles/breakpoints.ts';
import { centeredRow } from '@/shared/styles/layout.ts';

export const header = style({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  zIndex: vars.z.header,
  height: vars.size.headerHeight,
  ...centeredRow(vars.space['2']),
  paddingInline: vars.space['3'],
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
  '@media': { print: { display: 'none' } },
});

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  minWidth: vars.size.touch,
  minHeight: vars.size.touch,
  padding: `0 ${vars.space['2']}`,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 600,
  textDecoration: 'none',
  cursor: 'pointer',
  position: 'relative',
  selectors: { '&:hover': { background: vars.color.surfaceAlt }, '&[aria-expanded="true"]': { background: vars.color.primarySoft } },
});

export const burger = style({
  width: 20,
  height: 2,
  background: 'currentColor',
  boxShadow: '0 -6px 0 currentColor, 0 6px 0 currentColor',
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
});

export const brandName = style({ '@media': { [mediaDown('sm')]: { display: 'none' } } });

export const search = style({
  flex: 1,
  maxWidth: '28rem',
  marginInline: vars.space['4'],
  display: 'flex',
  '@media': { [mediaDown('lg')]: { display: 'none' } },
});

export const searchInput = style({
  flex: 1,
  minHeight: vars.size.touch,
  padding: `0 ${vars.space['4']}`,
  border: `2px solid ${vars.color.border}`,
  borderRight: 0,
  borderRadius: `${vars.radius.full} 0 0 ${vars.radius.full}`,
  font: 'inherit',
  background: vars.color.background,
  color: vars.color.text,
  selectors: { '&:focus': { borderColor: vars.color.focus, outline: 'none', background: vars.color.surface } },
});

export const searchButton = style({
  minWidth: '3.25rem',
  minHeight: vars.size.touch,
  border: `2px solid ${vars.color.primary}`,
  borderRadius: `0 ${vars.radius.full} ${vars.radius.full} 0`,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
});

export const spacer = style({ flex: 1, '@media': { [mediaUp('lg')]: { display: 'none' } } });

export const actions = style({ ...centeredRow(vars.space['1']), marginLeft: 'auto' });

export const textOnWide = style({ '@media': { [mediaDown('xl')]: { display: 'none' } } });
export const textOnMedium = style({ '@media': { [mediaDown('md')]: { display: 'none' } } });

/** Below xl the public-site button keeps a short visible word so its purpose stays clear. */
export const siteLabelNarrow = style({ '@media': { [mediaUp('xl')]: { display: 'none' }, [mediaDown('sm')]: { display: 'none' } } });
