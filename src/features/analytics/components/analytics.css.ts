import { style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { mediaDown, mediaUp } from '@/shared/styles/breakpoints.ts';
import { focusRing, pill } from '@/shared/styles/controls.ts';
import { autoGrid, cluster, listReset, stack } from '@/shared/styles/layout.ts';
import type { ChartLevel, ChartTone } from '../model/charts.ts';

/** Blocks one under another that never grow wider than their box: a wide table scrolls inside its own frame instead. */
const column = (gap: string) => ({ ...stack(gap), gridTemplateColumns: 'minmax(0, 1fr)' }) as const;

/** The visually-hidden rules as an object, so a media query can apply them. */
const visuallyHiddenRules = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, maxWidth: vars.size.proseMax });

// ── The period and the file ────────────────────────────────────────────────

export const controls = style({ ...cluster(vars.space['4']), alignItems: 'center' });

export const picker = style({ flex: '1 1 16rem', maxWidth: '26rem' });

export const period = style({ ...stack(vars.space['1']), margin: 0 });

// ── The school's figures ───────────────────────────────────────────────────

export const report = style(column(vars.space['6']));

export const summary = style(column(vars.space['3']));

/** Five cards on a tablet, two a row on a phone; label, figure and detail each on one line across a row (subgrid). */
export const facts = style({ ...autoGrid('min(100%, 7.5rem)', vars.space['3'], 'auto-fit'), margin: 0 });

export const fact = style({
  display: 'grid',
  gridRow: 'span 3',
  gridTemplateRows: 'subgrid',
  rowGap: vars.space['1'],
  alignContent: 'start',
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const factLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontWeight: 600 });

export const factValue = style({
  margin: 0,
  fontSize: vars.fontSize['2xl'],
  fontWeight: 800,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  alignSelf: 'end',
});

export const factDetail = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });

// ── A chart and its table ──────────────────────────────────────────────────

export const section = style({
  ...column(vars.space['4']),
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  '@media': { [mediaUp('md')]: { padding: vars.space['5'] } },
});

export const sectionHead = style({ ...cluster(vars.space['3']), alignItems: 'center', justifyContent: 'space-between' });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight });

/** Two choices in one frame: the pressed one is the view shown. */
export const views = style({
  display: 'inline-flex',
  gap: vars.space['1'],
  padding: vars.space['1'],
  borderRadius: vars.radius.full,
  background: vars.color.surfaceAlt,
});

export const view = style({
  ...pill,
  border: '2px solid transparent',
  background: 'transparent',
  color: vars.color.primary,
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { background: vars.color.primarySoft },
    '&:focus-visible': focusRing,
    '&[aria-pressed="true"]': { background: vars.color.primary, color: vars.color.onPrimary, cursor: 'default' },
  },
});

/** On a phone the buttons say "Grafik" and "Tablo"; their names stay whole for screen readers. */
export const wideOnly = style({ '@media': { [mediaDown('sm')]: visuallyHiddenRules } });

export const body = style({ minWidth: 0 });

export const figure = style({ ...column(vars.space['3']), margin: 0 });

export const legend = style({ ...cluster(vars.space['4']), alignItems: 'center', fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'] });

const TONES: Record<ChartTone, string> = { primary: vars.color.primary, accent: vars.color.accent };

export const swatch = styleVariants(TONES, (background) => ({
  display: 'inline-block',
  width: '1rem',
  height: '1rem',
  borderRadius: vars.radius.sm,
  background,
}));

export const rows = style({ ...listReset, display: 'grid' });

const rowBase = style({ ...stack(vars.space['1']), padding: vars.space['3'], borderBottom: `1px solid ${vars.color.border}` });

const ROW_LEVELS: Record<ChartLevel, StyleRule> = {
  school: { fontWeight: 800, background: vars.color.primarySoft, borderRadius: vars.radius.md, borderBottom: 0 },
  grade: { fontWeight: 700 },
  class: {},
  item: {},
};

export const row = styleVariants(ROW_LEVELS, (level) => [rowBase, level]);

/** A class's name sits under its grade's; its bars stay in line with every other row's. */
export const rowLabel = styleVariants(
  { school: {}, grade: {}, class: { paddingInlineStart: vars.space['4'] }, item: {} } satisfies Record<ChartLevel, StyleRule>,
  (level) => [{ overflowWrap: 'anywhere' }, level],
);

/*
 * Every bar of a chart starts and ends at the same place, so lengths compare across rows: fixed
 * columns for the series' name and the words, the track taking the rest. On a phone the words go
 * under the bar.
 */
const cellBase = style({ display: 'grid', alignItems: 'center', columnGap: vars.space['3'], rowGap: vars.space['1'], fontWeight: 400 });

export const cell = {
  single: style([cellBase, { gridTemplateColumns: 'minmax(0, 1fr)', '@media': { [mediaUp('sm')]: { gridTemplateColumns: 'minmax(0, 1fr) 13rem' } } }]),
  several: style([
    cellBase,
    { gridTemplateColumns: '6rem minmax(0, 1fr)', '@media': { [mediaUp('sm')]: { gridTemplateColumns: '8rem minmax(0, 1fr) 13rem' } } },
  ]),
};

export const seriesLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, lineHeight: vars.lineHeight.tight });

export const track = style({
  height: '1.25rem',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceAlt,
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
  overflow: 'hidden',
});

/** No data: the bar's place stays empty, without a track, so it never reads as 0. */
export const noTrack = style({ height: '1.25rem', '@media': { [mediaDown('sm')]: { display: 'none' } } });

export const bar = styleVariants(TONES, (background) => ({ display: 'block', height: '100%', background, borderRadius: vars.radius.sm }));

export const cellText = style({ fontVariantNumeric: 'tabular-nums', fontSize: vars.fontSize.sm });

export const noData = style([cellText, { color: vars.color.textMuted, fontStyle: 'italic' }]);

/** Under the bar on a phone, in the bar's column. */
export const underBar = style({ '@media': { [mediaDown('sm')]: { gridColumn: '2' } } });

/** The table scrolls sideways in its own box on a phone; the page does not. */
export const tableWrap = style({
  overflowX: 'auto',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  selectors: { '&:focus-visible': focusRing },
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

/** The section's heading says the same just above: the caption names the table for screen readers. */
export const caption = style(visuallyHiddenRules);

export const th = style({
  textAlign: 'start',
  padding: vars.space['3'],
  background: vars.color.surfaceAlt,
  borderBottom: `1px solid ${vars.color.border}`,
  fontWeight: 700,
  verticalAlign: 'bottom',
  whiteSpace: 'nowrap',
});

const headerBase = style({
  textAlign: 'start',
  padding: vars.space['3'],
  borderBottom: `1px solid ${vars.color.border}`,
  minWidth: '10rem',
  verticalAlign: 'top',
  fontWeight: 400,
});

const HEADER_LEVELS: Record<ChartLevel, StyleRule> = {
  school: { fontWeight: 800, background: vars.color.primarySoft },
  grade: { fontWeight: 700 },
  class: { paddingInlineStart: vars.space['6'] },
  item: {},
};

export const rowHeader = styleVariants(HEADER_LEVELS, (level) => [headerBase, level]);

export const td = style({
  padding: vars.space['3'],
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
  verticalAlign: 'top',
});

/** The school's own row stands out in the table as in the chart. */
export const schoolCell = style({ background: vars.color.primarySoft, fontWeight: 800 });

export const empty = style({ margin: 0, color: vars.color.textMuted });
