import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/styles/theme.css.ts';
import { mediaUp } from '../../../shared/styles/breakpoints.ts';

/** Shared building blocks of the classroom tools' screens. */
export const panel = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space['5'],
  minWidth: 0,
});

export const panelTitle = style({ fontSize: vars.fontSize.lg, margin: `0 0 ${vars.space['3']}` });

export const stack = style({ display: 'grid', gap: vars.space['4'] });

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

export const buttonRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], alignItems: 'center' });

/** Key figures as labelled tiles. */
export const readouts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(8.5rem, 1fr))',
  gap: vars.space['2'],
  margin: 0,
});

export const readout = style({
  background: vars.color.surfaceAlt,
  borderRadius: vars.radius.md,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  minWidth: 0,
});

export const readoutLabel = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, fontWeight: 600 });

export const readoutValue = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: 800,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

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
  minHeight: vars.size.touch,
  paddingInline: vars.space['4'],
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.primary, color: vars.color.onPrimary },
    '&:hover:not([aria-pressed="true"])': { background: vars.color.primarySoft },
  },
});
