import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';

export const face = style({ display: 'grid', justifyItems: 'center', gap: vars.space['4'], textAlign: 'center', containerType: 'inline-size' });

export const status = style({
  margin: 0,
  padding: `${vars.space['1']} ${vars.space['3']}`,
  borderRadius: vars.radius.full,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
  background: vars.color.surfaceAlt,
  color: vars.color.textMuted,
  selectors: {
    '&[data-status="running"]': { background: vars.color.successSoft, color: vars.color.success },
    '&[data-status="paused"]': { background: vars.color.warningSoft, color: vars.color.warning },
  },
});

/** Readable from the back of a classroom: as wide as the screen allows, digits that do not jiggle. */
export const digits = style({
  fontFamily: vars.font.mono,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: 800,
  // Sized by the panel, not the window: "1:02:03,45" (10 characters) still fits.
  fontSize: 'clamp(2.25rem, 14cqi, 9rem)',
  lineHeight: 1,
  letterSpacing: '-0.02em',
  color: vars.color.text,
  whiteSpace: 'nowrap',
});

export const controls = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space['3'] });

export const mainButton = style({ minWidth: '10rem' });

export const shortcuts = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
globalStyle(`${shortcuts} kbd`, {
  fontFamily: vars.font.mono,
  fontSize: '0.85em',
  padding: '0.1em 0.45em',
  border: `1px solid ${vars.color.borderStrong}`,
  borderBottomWidth: '2px',
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
});

export const announcement = style({ margin: 0, minHeight: '1.5em', fontWeight: 700, color: vars.color.primary });

export const tableWrap = style({ maxHeight: '22rem', overflowY: 'auto' });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums', fontSize: vars.fontSize.lg });
globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space['2']} ${vars.space['3']}`,
  textAlign: 'start',
  borderBottom: `1px solid ${vars.color.border}`,
});
globalStyle(`${table} thead th`, { position: 'sticky', top: 0, background: vars.color.surface, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const fastest = style({ fontSize: vars.fontSize.xs, fontWeight: 700, color: vars.color.success });
export const slowest = style({ fontSize: vars.fontSize.xs, fontWeight: 700, color: vars.color.danger });
