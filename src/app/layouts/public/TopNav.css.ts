import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/styles/theme.css.ts';
import { mediaDown, mediaUp } from '../../../shared/styles/breakpoints.ts';
import { visuallyHidden } from '../../../shared/ui/VisuallyHidden.css.ts';

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
  gap: vars.space['4'],
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

export const menu = style({
  display: 'none',
  '@media': {
    [mediaUp('md')]: { display: 'flex', alignItems: 'center', gap: vars.space['4'] },
  },
});

export const menuOpen = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space['3'],
  width: '100%',
  paddingBottom: vars.space['4'],
  '@media': {
    [mediaUp('md')]: { flexDirection: 'row', alignItems: 'center', width: 'auto', paddingBottom: 0 },
  },
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  gap: vars.space['1'],
  '@media': {
    [mediaDown('md')]: { flexDirection: 'column' },
  },
});

export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['1'],
  minHeight: vars.size.touch,
  padding: `0 ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.surfaceAlt } },
});

export const linkActive = style({
  color: vars.color.primary,
  background: vars.color.primarySoft,
});

export const external = style({ fontSize: vars.fontSize.xs });
export const srOnly = visuallyHidden;

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  flexWrap: 'wrap',
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
