import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { mediaUp } from '@/shared/styles/breakpoints.ts';
import { autoGrid, equalColumns, fluid, leadText, listReset, centeredRow, stack } from '@/shared/styles/layout.ts';
import { outlined } from '@/shared/styles/surfaces.ts';

export const lead = style(leadText);

export const sectionIntro = style({ maxWidth: vars.size.proseMax, color: vars.color.textMuted });

export const kinds = style({ ...listReset, margin: `${vars.space['5']} 0 0`, ...autoGrid(fluid('17rem'), vars.space['3']) });

export const kind = style({
  display: 'flex',
  gap: vars.space['3'],
  alignItems: 'flex-start',
  padding: vars.space['4'],
  ...outlined(vars.radius.md),
});

export const kindIcon = style({ fontSize: '1.75rem', lineHeight: 1 });

export const kindTitle = style({ fontSize: vars.fontSize.md, marginBottom: vars.space['1'] });

export const kindText = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** One column on phones, two on tablets in portrait, three from landscape up. */
export const cards = style({
  ...listReset,
  margin: `${vars.space['5']} 0 0`,
  ...stack(vars.space['4']),
  '@media': {
    [mediaUp('sm')]: { gridTemplateColumns: equalColumns(2) },
    [mediaUp('lg')]: { gridTemplateColumns: equalColumns(3) },
  },
});

export const card = style({ display: 'flex', flexDirection: 'column' });

export const cardHeader = style({ ...centeredRow(vars.space['3']), marginBottom: vars.space['3'] });

export const cardIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radius.full,
  background: vars.color.primarySoft,
  fontSize: '1.5rem',
});

export const cardTitle = style({ fontSize: vars.fontSize.xl, margin: 0 });

export const cardMeta = style({ marginTop: vars.space['1'] });

export const cardText = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const unitList = style({ margin: 0, paddingLeft: vars.space['6'], ...stack(vars.space['2']), lineHeight: vars.lineHeight.normal });

export const ctaText = style({ maxWidth: vars.size.proseMax, marginInline: 'auto' });
