import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { mediaUp } from '@/shared/styles/breakpoints.ts';
import { equalColumns, stack } from '@/shared/styles/layout.ts';
import { raised, tile } from '@/shared/styles/surfaces.ts';

export const stats = style({
  listStyle: 'none',
  margin: `${vars.space['6']} 0 0`,
  padding: 0,
  ...stack(vars.space['3']),
  gridTemplateColumns: equalColumns(2),
  '@media': {
    [mediaUp('md')]: { gridTemplateColumns: equalColumns(3) },
    [mediaUp('lg')]: { gridTemplateColumns: equalColumns(5) },
  },
});

export const stat = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  padding: vars.space['4'],
  ...raised(vars.radius.md),
});

export const statIcon = style({ fontSize: '1.75rem', lineHeight: 1 });

export const statValue = style({
  fontSize: vars.fontSize['2xl'],
  lineHeight: vars.lineHeight.tight,
  color: vars.color.primary,
});

export const statUnit = style({ display: 'block', fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.tight });

export const statLabel = style({ fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal, color: vars.color.text });

export const speciesImage = style({
  borderRadius: vars.radius.lg,
  background: vars.color.primarySoft,
});

export const scientificName = style({ fontSize: vars.fontSize.md });

export const location = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  color: vars.color.textMuted,
});

export const special = style({
  margin: 0,
  ...tile(vars.color.primarySoft),
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});
