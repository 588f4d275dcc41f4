import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { mediaUp } from '@/shared/styles/breakpoints.ts';
import { cluster, equalColumns, headingSize, leadText, listReset, pageColumn, stack } from '@/shared/styles/layout.ts';
import { heroBand } from '@/shared/styles/surfaces.ts';
import { focusRing, touchTarget } from '@/shared/styles/controls.ts';

export const page = style({ ...pageColumn(vars.size.contentMax, vars.space['8']), ...stack(vars.space['8']), gridTemplateColumns: 'minmax(0, 1fr)' });

export const hero = style({ ...heroBand(vars.space['8'], vars.space['10']), ...stack(vars.space['4']), gridTemplateColumns: 'minmax(0, 1fr)' });

export const title = style({ margin: 0, ...headingSize(vars.fontSize['3xl'], vars.fontSize['4xl']) });

export const lead = style({ margin: 0, ...leadText });

export const filters = style({
  ...stack(vars.space['4']),
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'end',
  '@media': { [mediaUp('md')]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});

export const searchForm = style({ ...stack(vars.space['2']), gridTemplateColumns: 'minmax(0, 1fr)' });

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
  selectors: { '&:focus-visible': focusRing },
});

export const chips = style({ ...listReset, ...cluster(vars.space['2']), alignItems: 'center' });

export const chip = style({
  ...touchTarget,
  gap: vars.space['2'],
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
    '&:focus-visible': focusRing,
  },
});

export const sectionTitle = style({ margin: `0 0 ${vars.space['4']}`, fontSize: vars.fontSize['2xl'] });

export const grid = style({
  ...listReset,
  ...stack(vars.space['6']),
  gridTemplateColumns: '1fr',
  '@media': {
    [mediaUp('sm')]: { gridTemplateColumns: equalColumns(2) },
    [mediaUp('lg')]: { gridTemplateColumns: equalColumns(3) },
  },
});

export const status = style({
  ...stack(vars.space['4']),
  justifyItems: 'center',
  padding: `${vars.space['10']} ${vars.space['4']}`,
  textAlign: 'center',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceAlt,
});

export const statusIcon = style({ fontSize: '3rem', lineHeight: 1 });

export const statusTitle = style({ margin: 0, fontSize: vars.fontSize.xl });

export const statusText = style({ margin: 0, maxWidth: '40rem', color: vars.color.textMuted });

export const pagination = style({ ...cluster(vars.space['2']), justifyContent: 'center', ...listReset });

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
    '&:focus-visible': focusRing,
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

export const results = style({ ...stack(vars.space['6']), gridTemplateColumns: 'minmax(0, 1fr)' });
