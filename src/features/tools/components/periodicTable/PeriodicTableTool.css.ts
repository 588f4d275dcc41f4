import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { mediaUp } from '@/shared/styles/breakpoints.ts';
import type { ElementCategory } from '../../model/periodicTable/elements.ts';
import { centeredRow, cluster, listReset, stack } from '@/shared/styles/layout.ts';
import { outlined } from '@/shared/styles/surfaces.ts';

/** Light fills so the dark text keeps well over 4.5:1 contrast on every family. */
const CATEGORY_FILL: Record<ElementCategory, string> = {
  'alkali-metal': '#fecaca',
  'alkaline-earth-metal': '#fed7aa',
  'transition-metal': '#fde68a',
  'post-transition-metal': '#d9f99d',
  metalloid: '#a7f3d0',
  'reactive-nonmetal': '#bae6fd',
  'noble-gas': '#c7d2fe',
  lanthanide: '#f5d0fe',
  actinide: '#fbcfe8',
  unknown: '#e5e7eb',
};

export const categoryColour = styleVariants(CATEGORY_FILL, (fill) => ({ background: fill, color: '#1b2a22' }));

export const toolbar = style({ ...cluster(vars.space['3']), alignItems: 'flex-end', justifyContent: 'space-between' });

export const search = style({ ...stack(vars.space['1']), flex: '1 1 18rem', maxWidth: '32rem' });
export const searchLabel = style({ fontWeight: 700, fontSize: vars.fontSize.sm });
export const searchInput = style({
  minHeight: vars.size.touch,
  padding: `0 ${vars.space['3']}`,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.md,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  selectors: { '&::placeholder': { color: vars.color.textMuted, opacity: 1 } },
});

export const main = style({
  ...stack(vars.space['4']),
  alignItems: 'start',
  '@media': { [mediaUp('xl')]: { gridTemplateColumns: 'minmax(0, 1fr) 20rem' } },
});

export const tableArea = style({ ...stack(vars.space['3']), minWidth: 0 });

export const gridScroll = style({
  overflowX: 'auto',
  padding: vars.space['2'],
  ...outlined(vars.radius.md),
});

const cellMin = '3.35rem';

export const grid = style({
  ...listReset,
  display: 'grid',
  gridTemplateColumns: `repeat(18, minmax(${cellMin}, 1fr))`,
  // Row 8 is the gap above the lanthanides and actinides.
  gridTemplateRows: `repeat(7, auto) ${vars.space['3']} auto auto`,
  gap: '3px',
  minWidth: `calc(18 * ${cellMin} + 17 * 3px)`,
});

export const gridItem = style({ display: 'flex' });

export const cell = style({
  flex: 1,
  display: 'grid',
  gridTemplateRows: 'auto auto auto auto',
  justifyItems: 'center',
  alignContent: 'center',
  minHeight: '3.6rem',
  padding: '2px 1px',
  border: '2px solid transparent',
  borderRadius: vars.radius.sm,
  fontFamily: 'inherit',
  lineHeight: 1.1,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.textMuted },
    '&[aria-pressed="true"]': { borderColor: vars.color.text, boxShadow: `0 0 0 2px ${vars.color.surface}, 0 0 0 4px ${vars.color.text}` },
    // Non-matches go grey but keep readable contrast (no opacity).
    '&[data-dim="true"]': { background: vars.color.surfaceAlt, color: vars.color.textMuted },
  },
});

export const cellNumber = style({ fontSize: '0.65rem', justifySelf: 'start', paddingInlineStart: '3px' });
export const cellSymbol = style({ fontSize: vars.fontSize.md, fontWeight: 800 });
export const cellName = style({ fontSize: '0.55rem', maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const cellMass = style({ fontSize: '0.55rem', fontVariantNumeric: 'tabular-nums' });

export const fMarker = style({
  display: 'grid',
  placeItems: 'center',
  fontSize: '0.65rem',
  color: vars.color.textMuted,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
});

export const legend = style({ ...listReset, ...cluster(`${vars.space['2']} ${vars.space['4']}`), fontSize: vars.fontSize.sm });
export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'] });
export const swatch = style({ width: '1rem', height: '1rem', borderRadius: '4px', border: `1px solid ${vars.color.borderStrong}` });

export const listScroll = style({ maxHeight: '32rem', overflowY: 'auto', ...outlined(vars.radius.md) });
export const list = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
globalStyle(`${list} th, ${list} td`, { padding: `${vars.space['1']} ${vars.space['2']}`, textAlign: 'start', borderBottom: `1px solid ${vars.color.border}` });
globalStyle(`${list} thead th`, { position: 'sticky', top: 0, background: vars.color.surface, zIndex: 1 });
globalStyle(`${list} tr[data-selected="true"]`, { background: vars.color.primarySoft });
export const listButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: vars.size.touch,
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  fontWeight: 600,
  cursor: 'pointer',
  textAlign: 'start',
});
export const listSymbol = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '2.5rem',
  height: '2.25rem',
  borderRadius: vars.radius.sm,
  fontWeight: 800,
});

export const details = style(stack(vars.space['3']));
export const detailsHead = style(centeredRow(vars.space['4']));
export const bigSymbol = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  flex: 'none',
  width: '5.5rem',
  height: '5.5rem',
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize['3xl'],
  fontWeight: 800,
});
export const bigNumber = style({ position: 'absolute', top: '0.3rem', left: '0.5rem', fontSize: vars.fontSize.sm, fontWeight: 700 });
export const detailsTitle = style({ margin: 0, fontSize: vars.fontSize['2xl'] });
export const detailsCategory = style({ margin: 0, color: vars.color.textMuted, fontWeight: 600 });

export const facts = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `${vars.space['2']} ${vars.space['3']}`, margin: 0 });
globalStyle(`${facts} dt`, { fontWeight: 700, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
globalStyle(`${facts} dd`, { margin: 0, fontWeight: 600 });
export const factNote = style({ fontWeight: 400, fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const config = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.md });
