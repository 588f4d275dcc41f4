import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';

/** Each cell is a 44 px target at least, so a finger on a tablet hits the one it means. */
const CELL = '2.75rem';

/**
 * The grid scrolls sideways inside its frame (a tablet in portrait), with the names kept in view. The
 * frame is positioned so the cells' visually hidden labels (absolutely placed) are clipped by it too:
 * otherwise the last columns' labels widened the whole page.
 */
export const scroller = style({
  position: 'relative',
  overflowX: 'auto',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const grid = style({ borderCollapse: 'separate', borderSpacing: 0, fontSize: vars.fontSize.sm, minWidth: '100%' });

const edge = `1px solid ${vars.color.border}`;

export const head = style({
  padding: vars.space['2'],
  background: vars.color.surfaceAlt,
  borderBottom: edge,
  fontWeight: 700,
  textAlign: 'end',
  verticalAlign: 'bottom',
  whiteSpace: 'normal',
  minWidth: '6.5rem',
  maxWidth: '11rem',
});

/** The student's name: stays at the left edge while the scores scroll under it. */
export const nameHead = style({
  position: 'sticky',
  insetInlineStart: 0,
  zIndex: 1,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  background: vars.color.surfaceAlt,
  borderBottom: edge,
  borderInlineEnd: edge,
  textAlign: 'start',
  whiteSpace: 'nowrap',
  fontWeight: 700,
  minHeight: CELL,
});

export const name = style([nameHead, { background: vars.color.surface, fontWeight: 600 }]);

export const number = style({ color: vars.color.textMuted, fontWeight: 400, marginInlineEnd: vars.space['2'], fontVariantNumeric: 'tabular-nums' });

const cellBase = style({
  height: CELL,
  minWidth: '4.5rem',
  padding: `0 ${vars.space['3']}`,
  borderBottom: edge,
  borderInlineEnd: edge,
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  cursor: 'cell',
  outline: 'none',
  selectors: {
    '&:focus-visible, &[data-active="true"]:focus-within': { boxShadow: `inset 0 0 0 3px ${vars.color.focus}` },
  },
});

/**
 * How a cell reads at a glance: saved scores plain; graded ones bold; a score on this device waiting
 * to be sent dashed and in italics with a clock; one that met a newer version or was refused, marked.
 */
export const cell = styleVariants({
  saved: [cellBase],
  graded: [cellBase, { fontWeight: 700 }],
  locked: [cellBase, { color: vars.color.textMuted, cursor: 'default', background: vars.color.surfaceAlt }],
  waiting: [cellBase, { fontStyle: 'italic', background: vars.color.infoSoft, outline: `2px dashed ${vars.color.info}`, outlineOffset: '-4px' }],
  problem: [cellBase, { background: vars.color.warningSoft, color: vars.color.warning, fontWeight: 700 }],
});

/** The state of work without a score (missing, returned…), smaller than a score. */
export const state = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, whiteSpace: 'nowrap' });

export const mark = style({ marginInlineStart: vars.space['1'], fontSize: vars.fontSize.xs });

export const input = style({
  width: '100%',
  minWidth: '3.5rem',
  height: '2.25rem',
  padding: `0 ${vars.space['2']}`,
  font: 'inherit',
  textAlign: 'end',
  border: `2px solid ${vars.color.primary}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
});

export const average = style({
  padding: `0 ${vars.space['3']}`,
  borderBottom: edge,
  textAlign: 'end',
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
  height: CELL,
});

export const foot = style([average, { background: vars.color.surfaceAlt }]);

export const legend = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], margin: 0, padding: 0, listStyle: 'none', fontSize: vars.fontSize.sm });

export const swatch = styleVariants({
  waiting: {
    display: 'inline-block',
    width: '1.25rem',
    height: '1rem',
    marginInlineEnd: vars.space['1'],
    verticalAlign: 'middle',
    background: vars.color.infoSoft,
    outline: `2px dashed ${vars.color.info}`,
    outlineOffset: '-3px',
  },
  problem: {
    display: 'inline-block',
    width: '1.25rem',
    height: '1rem',
    marginInlineEnd: vars.space['1'],
    verticalAlign: 'middle',
    background: vars.color.warningSoft,
  },
  graded: { display: 'inline-block', width: '1.25rem', marginInlineEnd: vars.space['1'], fontWeight: 700 },
});

export const error = style({ margin: 0, padding: vars.space['2'], color: vars.color.danger, fontWeight: 600 });
