import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { mediaUp } from '@/shared/styles/breakpoints.ts';
import { autoGrid, centeredRow, cluster, listReset, stack } from '@/shared/styles/layout.ts';
import type { MasteryLevel } from '@/shared/progress/mastery.ts';

export const section = style(stack(vars.space['4']));

export const sectionHead = style({ ...cluster(vars.space['3']), alignItems: 'center', justifyContent: 'space-between' });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const actions = style({ ...cluster(vars.space['3']), alignItems: 'center' });

export const picker = style({ maxWidth: '22rem' });

// ── The heatmap ────────────────────────────────────────────────────────────

export const tableWrap = style({ overflowX: 'auto', borderRadius: vars.radius.md, border: `1px solid ${vars.color.border}`, background: vars.color.surface });

export const table = style({ borderCollapse: 'separate', borderSpacing: 0, fontSize: vars.fontSize.sm, minWidth: '100%' });

const cellBase = {
  padding: `${vars.space['1']} ${vars.space['2']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  borderRight: `1px solid ${vars.color.border}`,
} as const;

export const th = style({
  ...cellBase,
  background: vars.color.surfaceAlt,
  fontWeight: 700,
  textAlign: 'center',
  whiteSpace: 'nowrap',
  verticalAlign: 'bottom',
});

export const code = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.xs });

/**
 * The pupil column stays in view while the outcomes scroll sideways on a phone. Separate borders,
 * because a collapsed border does not travel with a sticky cell.
 */
export const sticky = style({
  ...cellBase,
  position: 'sticky',
  left: 0,
  zIndex: 1,
  background: vars.color.surface,
  textAlign: 'start',
  fontWeight: 700,
  whiteSpace: 'nowrap',
  boxShadow: `2px 0 0 ${vars.color.borderStrong}`,
});

export const stickyHead = style([sticky, { background: vars.color.surfaceAlt, verticalAlign: 'bottom' }]);

export const number = style({ color: vars.color.textMuted, fontWeight: 400, fontVariantNumeric: 'tabular-nums', marginInlineEnd: vars.space['2'] });

/** A name or a map link in a row: a whole 44 px target. */
export const rowLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  minHeight: vars.size.touch,
  minWidth: vars.size.touch,
  color: vars.color.link,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' } },
});

export const cell = style({
  ...cellBase,
  position: 'relative',
  minWidth: '4.5rem',
  height: vars.size.touch,
  textAlign: 'center',
  fontSize: vars.fontSize.lg,
  lineHeight: 1,
});

/*
 * One colour per level, rising from grey through blue and greens to gold (the map's star), always
 * with the level's picture in the cell. Every background is light, so dark text keeps well over 4.5:1.
 */
const LEVEL_COLOURS: Record<MasteryLevel, string> = {
  'not-started': '#f1f3f2',
  tried: '#e3eefb',
  familiar: '#d8f0e1',
  proficient: '#a9dcbc',
  mastered: '#fde68a',
};

export const level = styleVariants(LEVEL_COLOURS, (background) => ({ background, color: vars.color.text }));

/** "Tekrar zamanı": a dashed amber frame and its own mark, never the red of an error. */
export const due = style({ outline: '3px dashed #b45309', outlineOffset: '-5px' });

export const countCell = style({ ...cellBase, textAlign: 'center', fontVariantNumeric: 'tabular-nums', background: vars.color.surfaceAlt });

export const legend = style({ ...listReset, ...cluster(vars.space['3']), fontSize: vars.fontSize.sm });

export const legendItem = style({ ...centeredRow(vars.space['2']) });

export const swatch = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  fontSize: vars.fontSize.md,
});

// ── Lists beside the map ───────────────────────────────────────────────────

export const list = style({ ...listReset, ...stack(vars.space['3']) });

export const listItem = style({
  ...stack(vars.space['2']),
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const tags = style({ ...listReset, ...cluster(vars.space['2']) });

export const plainTable = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const plainTh = style({
  textAlign: 'start',
  padding: vars.space['3'],
  background: vars.color.surfaceAlt,
  borderBottom: `1px solid ${vars.color.border}`,
  fontWeight: 700,
});

export const plainTd = style({ textAlign: 'start', padding: vars.space['3'], borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'top' });

export const numeric = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const prompt = style({ margin: 0, color: vars.color.textMuted });

// ── The class goal ─────────────────────────────────────────────────────────

// ── One pupil ──────────────────────────────────────────────────────────────

export const facts = style({ ...listReset, ...autoGrid('9rem', vars.space['3']) });

export const fact = style({ ...stack(vars.space['1']), padding: vars.space['3'], borderRadius: vars.radius.md, background: vars.color.surfaceAlt });

export const factValue = style({ fontSize: vars.fontSize.xl, fontWeight: 800, fontVariantNumeric: 'tabular-nums' });

export const factLabel = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const outcomes = style({
  ...listReset,
  display: 'grid',
  gap: vars.space['2'],
  '@media': { [mediaUp('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }, [mediaUp('lg')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const outcomeItem = style({ ...centeredRow(vars.space['2']), padding: `${vars.space['1']} ${vars.space['2']}`, borderRadius: vars.radius.sm });
