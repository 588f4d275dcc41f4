import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { mediaUp } from '@/shared/styles/breakpoints.ts';

/**
 * Layout shared by the three forest info pages: heroes, Türkiye’s forests and
 * tree planting. The forest layout already gives the width and outer padding.
 */
export const page = style({
  display: 'grid',
  gap: vars.space['10'],
  minWidth: 0,
});

export const hero = style({
  background: vars.color.primarySoft,
  borderRadius: vars.radius.lg,
  padding: `${vars.space['6']} ${vars.space['5']}`,
  '@media': { [mediaUp('md')]: { padding: vars.space['10'] } },
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize['3xl'],
  lineHeight: vars.lineHeight.tight,
  '@media': { [mediaUp('md')]: { fontSize: vars.fontSize['4xl'] } },
});

export const lead = style({
  maxWidth: vars.size.proseMax,
  margin: `${vars.space['3']} 0 0`,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
});

export const section = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space['4'],
  minWidth: 0,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize['2xl'],
  lineHeight: vars.lineHeight.tight,
});

export const sectionIntro = style({
  margin: 0,
  maxWidth: vars.size.proseMax,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.relaxed,
  color: vars.color.textMuted,
});

export const cardGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
});

export const infoCard = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space['2'],
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const infoIcon = style({ fontSize: '2rem', lineHeight: 1 });

export const infoTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
});

export const infoText = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.relaxed,
});

export const note = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

/** The panel that shows the picked item. Its accent border and tint come from the item. */
export const details = style({
  display: 'grid',
  gap: vars.space['5'],
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  border: `3px solid ${vars.color.primary}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  minWidth: 0,
  '@media': { [mediaUp('md')]: { padding: vars.space['8'] } },
});

export const detailsHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['4'],
  flexWrap: 'wrap',
});

export const detailsIcon = style({
  fontSize: '2.75rem',
  lineHeight: 1,
  '@media': { [mediaUp('md')]: { fontSize: '3.5rem' } },
});

export const detailsTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  '@media': { [mediaUp('md')]: { fontSize: vars.fontSize['2xl'] } },
});

export const detailsSubtitle = style({
  margin: `${vars.space['1']} 0 0`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

/** The sentence a child reads first: big and roomy. */
export const kidText = style({
  margin: 0,
  maxWidth: vars.size.proseMax,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
});

export const factList = style({
  margin: 0,
  display: 'grid',
  gap: vars.space['3'],
  '@media': { [mediaUp('md')]: { gridTemplateColumns: '1fr 1fr' } },
});

export const fact = style({
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
});

/** A fact with a longer answer takes the whole row. */
export const factWide = style({ gridColumn: '1 / -1' });

globalStyle(`${fact} dt`, { fontSize: vars.fontSize.sm, fontWeight: 700, color: vars.color.textMuted });
globalStyle(`${fact} dd`, { margin: `${vars.space['1']} 0 0`, fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.normal });

export const columns = style({
  display: 'grid',
  gap: vars.space['5'],
  '@media': { [mediaUp('md')]: { gridTemplateColumns: '1fr 1fr' } },
});

/** Two whole sections side by side: only where each still has room for its sentences. */
export const sectionPair = style({
  display: 'grid',
  gap: vars.space['10'],
  '@media': { [mediaUp('lg')]: { gridTemplateColumns: '1fr 1fr', gap: vars.space['6'] } },
});

export const subTitle = style({
  margin: `0 0 ${vars.space['2']}`,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
});

export const bulletList = style({
  margin: 0,
  paddingLeft: vars.space['5'],
  display: 'grid',
  gap: vars.space['2'],
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

export const funFact = style({
  display: 'flex',
  gap: vars.space['3'],
  alignItems: 'flex-start',
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  color: vars.color.text,
});

/** A parent-level "more" disclosure. */
export const more = style({
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const moreSummary = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '48px',
  padding: `0 ${vars.space['4']}`,
  fontWeight: 700,
  cursor: 'pointer',
  color: vars.color.primary,
});

export const moreBody = style({
  margin: 0,
  padding: `0 ${vars.space['4']} ${vars.space['4']}`,
  lineHeight: vars.lineHeight.relaxed,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
});

/** Buttons on these pages are at least 48 px high (the brief asks more than the theme’s 44). */
export const bigButton = style({ minHeight: '48px' });

/** Four fun facts: two by two, or one row of four on wide screens. */
export const funFactGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['4'],
  '@media': {
    [mediaUp('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mediaUp('lg')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const funFactCard = style({
  background: vars.color.warningSoft,
  borderColor: 'transparent',
});

export const rowList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['3'],
});

export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const rowBody = style({ display: 'grid', gap: vars.space['1'] });

export const rowTitle = style({ fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.tight });
