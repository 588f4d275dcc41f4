import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { mediaUp } from '@/shared/styles/breakpoints.ts';

export const page = style({
  maxWidth: vars.size.contentMax,
  margin: '0 auto',
  padding: `${vars.space['8']} ${vars.space['4']} ${vars.space['16']}`,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['8'],
  '@media': { [mediaUp('md')]: { paddingInline: vars.space['6'] } },
});

export const hero = style({
  background: vars.color.primarySoft,
  borderRadius: vars.radius.lg,
  padding: `${vars.space['8']} ${vars.space['5']}`,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['4'],
  '@media': { [mediaUp('md')]: { padding: vars.space['10'] } },
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize['3xl'],
  '@media': { [mediaUp('md')]: { fontSize: vars.fontSize['4xl'] } },
});

export const lead = style({ margin: 0, maxWidth: vars.size.proseMax, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.relaxed });

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['4'],
  alignItems: 'end',
  '@media': { [mediaUp('md')]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});

export const searchForm = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space['2'] });

export const searchRow = style({ display: 'flex', gap: vars.space['2'] });

export const label = style({ fontWeight: 700 });

export const searchInput = style({
  flex: 1,
  width: '100%',
  minWidth: 0,
  minHeight: vars.size.touch,
  padding: `0 ${vars.space['4']}`,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const chips = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], alignItems: 'center' });

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: vars.size.touch,
  padding: `0 ${vars.space['4']}`,
  border: `2px solid ${vars.color.primary}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.primary,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.primarySoft },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const sectionTitle = style({ margin: `0 0 ${vars.space['4']}`, fontSize: vars.fontSize['2xl'] });

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['6'],
  gridTemplateColumns: '1fr',
  '@media': {
    [mediaUp('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mediaUp('lg')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const status = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space['4'],
  padding: `${vars.space['10']} ${vars.space['4']}`,
  textAlign: 'center',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceAlt,
});

export const statusIcon = style({ fontSize: '3rem', lineHeight: 1 });

export const statusTitle = style({ margin: 0, fontSize: vars.fontSize.xl });

export const statusText = style({ margin: 0, maxWidth: '40rem', color: vars.color.textMuted });

export const pagination = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space['2'], listStyle: 'none', margin: 0, padding: 0 });

export const pageLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.touch,
  minHeight: vars.size.touch,
  padding: `0 ${vars.space['3']}`,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 700,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.primary },
    '&[aria-current="page"]': { background: vars.color.primary, borderColor: vars.color.primary, color: vars.color.onPrimary },
    '&[aria-disabled="true"]': { opacity: 0.5, pointerEvents: 'none' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const offlineNote = style({
  margin: 0,
  padding: `${vars.space['2']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const results = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space['6'] });
