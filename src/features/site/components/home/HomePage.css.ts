import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { mediaUp } from '@/shared/styles/breakpoints.ts';
import { autoGrid, cluster, equalColumns, listReset, stack } from '@/shared/styles/layout.ts';
import { outlined } from '@/shared/styles/surfaces.ts';
import { touchTarget } from '@/shared/styles/controls.ts';

const container = {
  maxWidth: vars.size.contentMax,
  marginInline: 'auto',
  paddingInline: vars.space['4'],
} as const;

export const hero = style({
  ...container,
  ...stack(vars.space['8']),
  alignItems: 'center',
  paddingBlock: `${vars.space['10']} ${vars.space['8']}`,
  '@media': { [mediaUp('lg')]: { gridTemplateColumns: '1.1fr 0.9fr', paddingBlock: vars.space['16'] } },
});

export const heroText = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space['4'] });

export const heroTitle = style({
  fontSize: vars.fontSize['3xl'],
  margin: 0,
  color: vars.color.text,
  '@media': { [mediaUp('md')]: { fontSize: vars.fontSize['4xl'] } },
});

export const heroLead = style({ fontSize: vars.fontSize.lg, color: vars.color.textMuted, margin: 0, maxWidth: '38rem' });

export const heroActions = style({ ...cluster(vars.space['3']), alignItems: 'center' });

export const heroArt = style({ width: '100%', height: 'auto', maxWidth: 560, justifySelf: 'center' });

export const stats = style({ ...container });

export const statList = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: equalColumns(3),
  gap: vars.space['3'],
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  background: vars.color.primary,
  color: vars.color.onPrimary,
});

export const stat = style({ display: 'flex', flexDirection: 'column-reverse', alignItems: 'center', textAlign: 'center' });
export const statValue = style({ margin: 0, fontSize: vars.fontSize['3xl'], fontWeight: 900, lineHeight: 1.1 });
export const statLabel = style({ fontSize: vars.fontSize.sm, fontWeight: 600 });

export const section = style({ ...container, paddingBlock: vars.space['12'] });
export const sectionAlt = style({ background: vars.color.surfaceAlt });

export const sectionHead = style({ maxWidth: '44rem', marginBottom: vars.space['8'] });
export const sectionTitle = style({ fontSize: vars.fontSize['2xl'] });
export const sectionLead = style({ fontSize: vars.fontSize.lg, color: vars.color.textMuted, margin: 0 });

const gridList = {
  ...listReset,
  ...autoGrid('15rem', vars.space['4']),
} as const;

export const kinds = style(gridList);
export const features = style(gridList);

const tile = {
  padding: vars.space['5'],
  ...outlined(),
} as const;

export const kind = style(tile);
export const feature = style(tile);
export const featureWide = style({ ...tile, gridColumn: '1 / -1', background: vars.color.primarySoft });

export const cardIcon = style({ fontSize: '2rem', display: 'block', marginBottom: vars.space['2'] });
export const cardTitle = style({ fontSize: vars.fontSize.lg, marginBottom: vars.space['2'] });
export const cardText = style({ margin: 0, color: vars.color.textMuted });

export const forest = style({
  ...container,
  ...stack(vars.space['6']),
  alignItems: 'center',
  marginBlock: vars.space['12'],
  padding: vars.space['8'],
  borderRadius: vars.radius.lg,
  background: vars.color.accentSoft,
  '@media': { [mediaUp('md')]: { gridTemplateColumns: 'auto 1fr' } },
});

export const forestArt = style({ width: 160, height: 160, justifySelf: 'center' });

export const cta = style({
  ...container,
  textAlign: 'center',
  paddingBlock: vars.space['12'],
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['3'],
});

export const ctaTitle = style({ fontSize: vars.fontSize['2xl'] });
export const ctaLead = style({ fontSize: vars.fontSize.lg, color: vars.color.textMuted, margin: 0 });
export const ctaLink = style({
  ...touchTarget,
  paddingInline: vars.space['3'],
  fontWeight: 700,
});
