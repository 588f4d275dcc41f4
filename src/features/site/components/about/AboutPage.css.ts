import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { mediaUp } from '@/shared/styles/breakpoints.ts';

export const eyebrow = style({
  margin: 0,
  marginBottom: vars.space['2'],
  color: vars.color.primary,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
  letterSpacing: '0.06em',
});

export const lead = style({
  maxWidth: vars.size.proseMax,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
  color: vars.color.text,
});

export const stats = style({
  listStyle: 'none',
  margin: `${vars.space['6']} 0 0`,
  padding: 0,
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 11rem), 1fr))',
});

export const stat = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
});

export const statIcon = style({ fontSize: '1.75rem', lineHeight: 1 });

export const statValue = style({
  display: 'block',
  fontSize: vars.fontSize['2xl'],
  fontWeight: 800,
  color: vars.color.primary,
  lineHeight: vars.lineHeight.tight,
});

export const statLabel = style({ display: 'block', color: vars.color.textMuted, fontWeight: 600 });

export const sectionIntro = style({ maxWidth: vars.size.proseMax, color: vars.color.textMuted, fontSize: vars.fontSize.md });

export const grid = style({
  listStyle: 'none',
  margin: `${vars.space['5']} 0 0`,
  padding: 0,
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
});

export const twoColumns = style({
  display: 'grid',
  gap: vars.space['4'],
  marginTop: vars.space['5'],
  '@media': { [mediaUp('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const cardIcon = style({ display: 'block', fontSize: '2rem', lineHeight: 1, marginBottom: vars.space['3'] });

export const cardTitle = style({ fontSize: vars.fontSize.lg });

export const cardText = style({ margin: 0, color: vars.color.textMuted });

export const benefitList = style({
  margin: 0,
  paddingLeft: vars.space['5'],
  display: 'grid',
  gap: vars.space['2'],
  lineHeight: vars.lineHeight.normal,
});

export const mission = style({
  maxWidth: vars.size.proseMax,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
});

