import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { mediaUp } from '@/shared/styles/breakpoints.ts';
import { equalColumns } from '@/shared/styles/layout.ts';

export const nav = style({
  background: vars.color.primarySoft,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const list = style({
  listStyle: 'none',
  margin: '0 auto',
  maxWidth: vars.size.contentMax,
  padding: `${vars.space['2']} ${vars.space['4']}`,
  // A grid of big icon tabs: every section stays in view (no hidden scrolling row) and easy to tap.
  display: 'grid',
  gridTemplateColumns: equalColumns(3),
  gap: vars.space['2'],
  '@media': { [mediaUp('md')]: { gridTemplateColumns: equalColumns(6), paddingInline: vars.space['6'] } },
});

export const link = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['1'],
  height: '100%',
  minHeight: '56px',
  padding: `${vars.space['2']} ${vars.space['1']}`,
  borderRadius: vars.radius.md,
  border: '2px solid transparent',
  color: vars.color.primaryHover,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surface, borderColor: vars.color.primary },
  },
  '@media': { [mediaUp('md')]: { fontSize: vars.fontSize.sm } },
});

export const icon = style({ fontSize: '1.5rem', lineHeight: 1 });

export const current = style({
  background: vars.color.primary,
  color: vars.color.onPrimary,
  selectors: {
    '&:hover': { background: vars.color.primaryHover, borderColor: vars.color.primaryHover },
  },
});
