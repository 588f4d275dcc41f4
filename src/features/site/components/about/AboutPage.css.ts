import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { autoGrid, columnsFrom, fluid, leadText, listReset, centeredRow, stack } from '@/shared/styles/layout.ts';
import { raised } from '@/shared/styles/surfaces.ts';

export const eyebrow = style({
  margin: 0,
  marginBottom: vars.space['2'],
  color: vars.color.primary,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
  letterSpacing: '0.06em',
});

export const lead = style({ ...leadText, color: vars.color.text });

export const stats = style({
  ...listReset,
  margin: `${vars.space['6']} 0 0`,
  ...autoGrid(fluid('11rem'), vars.space['3'], 'auto-fit'),
});

export const stat = style({ ...centeredRow(vars.space['3']), padding: vars.space['4'], ...raised(vars.radius.md) });

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

export const grid = style({ ...listReset, margin: `${vars.space['5']} 0 0`, ...autoGrid(fluid('15rem'), vars.space['4']) });

export const twoColumns = style({ ...columnsFrom('md', 2, vars.space['4']), marginTop: vars.space['5'] });

export const cardIcon = style({ display: 'block', fontSize: '2rem', lineHeight: 1, marginBottom: vars.space['3'] });

export const cardTitle = style({ fontSize: vars.fontSize.lg });

export const cardText = style({ margin: 0, color: vars.color.textMuted });

export const benefitList = style({ margin: 0, paddingLeft: vars.space['5'], ...stack(vars.space['2']), lineHeight: vars.lineHeight.normal });

export const mission = style(leadText);
