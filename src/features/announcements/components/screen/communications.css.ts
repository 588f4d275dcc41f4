import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { focusRing } from '@/shared/styles/controls.ts';
import { mediaUp } from '@/shared/styles/breakpoints.ts';

export const layout = style({ display: 'grid', gap: vars.space['6'], maxWidth: '56rem' });
export const section = style({ display: 'grid', gap: vars.space['3'] });
export const sectionHead = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], alignItems: 'center', justifyContent: 'space-between' });
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.xl });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const form = style({
  display: 'grid',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const formGrid = style({ display: 'grid', gap: vars.space['3'], '@media': { [mediaUp('md')]: { gridTemplateColumns: '1fr 1fr' } } });
export const textarea = style({
  minHeight: '8rem',
  padding: vars.space['2'],
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.borderStrong}`,
  selectors: { '&:focus-visible': focusRing, '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], alignItems: 'center' });
export const pending = style({
  display: 'grid',
  gap: vars.space['2'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  border: `2px dashed ${vars.color.borderStrong}`,
  background: vars.color.surfaceAlt,
});
export const pendingTitle = style({ margin: 0, fontSize: vars.fontSize.lg });
/** The opener of the removed announcements: a full 44 px target. */
export const summary = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  cursor: 'pointer',
  fontWeight: 600,
  selectors: { '&:focus-visible': focusRing },
});
export const removedRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], alignItems: 'center', justifyContent: 'space-between' });
