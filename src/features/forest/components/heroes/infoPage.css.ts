import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { mediaUp } from '@/shared/styles/breakpoints.ts';
import { autoGrid, cluster, equalColumns, fluid, headingSize, leadText, listReset, centeredRow, stack } from '@/shared/styles/layout.ts';
import { heroBand, outlined, raised, tile } from '@/shared/styles/surfaces.ts';

/**
 * Layout shared by the three forest info pages: heroes, Türkiye’s forests and
 * tree planting. The forest layout already gives the width and outer padding.
 */
export const page = style({ ...stack(vars.space['10']), minWidth: 0 });

export const hero = style(heroBand(vars.space['6'], vars.space['10']));

export const title = style({ margin: 0, ...headingSize(vars.fontSize['3xl'], vars.fontSize['4xl']), lineHeight: vars.lineHeight.tight });

export const lead = style({ ...leadText, margin: `${vars.space['3']} 0 0` });

export const section = style({ ...stack(vars.space['4']), alignContent: 'start', minWidth: 0 });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize['2xl'],
  lineHeight: vars.lineHeight.tight,
});

export const sectionIntro = style({ margin: 0, ...leadText, fontSize: vars.fontSize.md, color: vars.color.textMuted });

export const cardGrid = style({ ...listReset, ...autoGrid(fluid('15rem'), vars.space['4']) });

export const infoCard = style({ ...stack(vars.space['2']), alignContent: 'start', padding: vars.space['5'], ...outlined() });

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
  ...stack(vars.space['5']),
  padding: vars.space['5'],
  ...raised(),
  border: `3px solid ${vars.color.primary}`,
  minWidth: 0,
  '@media': { [mediaUp('md')]: { padding: vars.space['8'] } },
});

export const detailsHeader = style({ ...centeredRow(vars.space['4']), flexWrap: 'wrap' });

export const detailsIcon = style({
  fontSize: '2.75rem',
  lineHeight: 1,
  '@media': { [mediaUp('md')]: { fontSize: '3.5rem' } },
});

export const detailsTitle = style({ margin: 0, ...headingSize(vars.fontSize.xl, vars.fontSize['2xl']), lineHeight: vars.lineHeight.tight });

export const detailsSubtitle = style({
  margin: `${vars.space['1']} 0 0`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

/** The sentence a child reads first: big and roomy. */
export const kidText = style({ margin: 0, ...leadText });

export const factList = style({ margin: 0, ...stack(vars.space['3']), '@media': { [mediaUp('md')]: { gridTemplateColumns: '1fr 1fr' } } });

export const fact = style(tile(vars.color.surfaceAlt));

/** A fact with a longer answer takes the whole row. */
export const factWide = style({ gridColumn: '1 / -1' });

globalStyle(`${fact} dt`, { fontSize: vars.fontSize.sm, fontWeight: 700, color: vars.color.textMuted });
globalStyle(`${fact} dd`, { margin: `${vars.space['1']} 0 0`, fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.normal });

export const columns = style({ ...stack(vars.space['5']), '@media': { [mediaUp('md')]: { gridTemplateColumns: '1fr 1fr' } } });

/** Two whole sections side by side: only where each still has room for its sentences. */
export const sectionPair = style({
  ...stack(vars.space['10']),
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
  ...stack(vars.space['2']),
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

export const funFact = style({
  display: 'flex',
  gap: vars.space['3'],
  alignItems: 'flex-start',
  ...tile(vars.color.warningSoft, vars.space['4']),
  color: vars.color.text,
});

/** A parent-level "more" disclosure. */
export const more = style(outlined(vars.radius.md));

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

export const actions = style(cluster(vars.space['3']));

/** Buttons on these pages are at least 48 px high (the brief asks more than the theme’s 44). */
export const bigButton = style({ minHeight: '48px' });

/** Four fun facts: two by two, or one row of four on wide screens. */
export const funFactGrid = style({
  ...listReset,
  ...stack(vars.space['4']),
  '@media': {
    [mediaUp('sm')]: { gridTemplateColumns: equalColumns(2) },
    [mediaUp('lg')]: { gridTemplateColumns: equalColumns(4) },
  },
});

export const funFactCard = style({
  background: vars.color.warningSoft,
  borderColor: 'transparent',
});

export const rowList = style({ ...listReset, ...stack(vars.space['3']) });

export const row = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space['3'], padding: vars.space['4'], ...outlined(vars.radius.md) });

export const rowBody = style(stack(vars.space['1']));

export const rowTitle = style({ fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.tight });
