import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { mediaUp } from '@/shared/styles/breakpoints.ts';
import { autoGrid, cluster } from '@/shared/styles/layout.ts';
import { outlined, tile } from '@/shared/styles/surfaces.ts';
import { focusRing, pill } from '@/shared/styles/controls.ts';

/** The building blocks every classroom tool's screen is made of, so the eleven tools look like one set. */
export const tool = style({ display: 'grid', gap: vars.space['5'], minWidth: 0 });

export const stack = style({ display: 'grid', gap: vars.space['4'] });

/** Settings side by side as far as they fit. */
export const controls = style({
  display: 'grid',
  gap: vars.space['4'],
  alignItems: 'start',
  gridTemplateColumns: '1fr',
  '@media': { [mediaUp('sm')]: { gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))' } },
});

/**
 * Controls beside the picture only on wide screens: at 1024 px the dashboard
 * sidebar leaves too little room, so the picture gets the full width.
 */
export const split = style({
  display: 'grid',
  gap: vars.space['4'],
  alignItems: 'start',
  '@media': { [mediaUp('xl')]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(20rem, 1fr)' } },
});

export const panel = style({
  display: 'grid',
  gap: vars.space['3'],
  alignContent: 'start',
  padding: vars.space['4'],
  ...outlined(),
  minWidth: 0,
  '@media': { [mediaUp('md')]: { padding: vars.space['5'] } },
});

export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight });

export const buttonRow = style({ ...cluster(vars.space['2']), alignItems: 'center' });

/** Key figures as labelled tiles (a `<dl>` of `Readout`s, or any grid of stats). */
export const stats = style({
  ...autoGrid('8.5rem', vars.space['2'], 'auto-fit'),
  margin: 0,
});

export const stat = style({
  display: 'grid',
  gap: vars.space['1'],
  alignContent: 'start',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  minWidth: 0,
});

export const statLabel = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontWeight: 600 });

/** Figures change as the user drags a slider: equal-width digits keep them from jiggling. */
export const statValue = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: 800,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

const callout = {
  display: 'flex',
  gap: vars.space['3'],
  alignItems: 'flex-start',
  margin: 0,
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  lineHeight: vars.lineHeight.normal,
} as const;

export const note = style({ ...callout, background: vars.color.infoSoft, color: vars.color.info });

export const warning = style({ ...callout, background: vars.color.warningSoft, color: vars.color.warning });

/** A two-way switch (segmented buttons with aria-pressed). */
export const segmented = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  gap: vars.space['1'],
  padding: vars.space['1'],
  borderRadius: vars.radius.full,
  background: vars.color.surfaceAlt,
});

export const segment = style({
  ...pill,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.primary, color: vars.color.onPrimary },
    '&:hover:not([aria-pressed="true"])': { background: vars.color.primarySoft },
  },
});

export const chipGroup = style({ ...cluster(vars.space['2']), margin: 0, padding: 0, border: 'none' });

export const chipLegend = style({ fontWeight: 700, marginBlockEnd: vars.space['2'], padding: 0 });

/** A toggle button among several: aria-pressed shows the choice. */
export const chip = style({
  ...pill,
  border: `2px solid ${vars.color.primary}`,
  background: vars.color.surface,
  color: vars.color.primary,
  selectors: {
    '&:hover': { background: vars.color.primarySoft },
    '&[aria-pressed="true"]': { background: vars.color.primary, color: vars.color.onPrimary },
    '&:focus-visible': focusRing,
  },
});

export const formula = style({
  margin: 0,
  ...tile(vars.color.surfaceAlt),
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.md,
  overflowX: 'auto',
});
