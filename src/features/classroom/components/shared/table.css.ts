import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';

/** The classroom's tables (roster, gradebook, attendance): a scroll frame, cells, numbers, captions for screen readers. */
// Positioned, so visually hidden labels in the last columns are clipped with the table rather than widening the page.
export const tableWrap = style({
  position: 'relative',
  overflowX: 'auto',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const th = style({
  textAlign: 'start',
  padding: vars.space['3'],
  background: vars.color.surfaceAlt,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
  fontWeight: 700,
});

export const td = style({ padding: vars.space['3'], borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'middle', textAlign: 'start' });

/** A person's name in a table row: kept on one line. */
export const nameCell = style({ whiteSpace: 'nowrap' });

export const numeric = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

export const srOnlyCaption = style({ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' });
