import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { mediaUp } from '@/shared/styles/breakpoints.ts';

export const stats = style({
  listStyle: 'none',
  margin: `${vars.space['6']} 0 0`,
  padding: 0,
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': {
    [mediaUp('md')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [mediaUp('lg')]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
  },
});

export const stat = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
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
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.primarySoft,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});
