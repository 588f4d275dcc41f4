import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { focusRing } from '@/shared/styles/controls.ts';
import { listReset } from '@/shared/styles/layout.ts';

export const list = style({ ...listReset, display: 'grid', gap: vars.space['4'], maxWidth: '56rem' });
export const order = style({
  display: 'grid',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const head = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: vars.space['2'], alignItems: 'baseline' });
export const title = style({ margin: 0, fontSize: vars.fontSize.lg });
export const status = style({
  fontWeight: 700,
  padding: `${vars.space['1']} ${vars.space['3']}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceAlt,
});
export const statusProblem = style([status, { background: vars.color.warningSoft, color: vars.color.warning }]);
export const statusDone = style([status, { background: vars.color.successSoft, color: vars.color.success }]);
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const timeline = style({ margin: 0, paddingInlineStart: vars.space['5'], display: 'grid', gap: vars.space['2'] });
export const step = style({ lineHeight: vars.lineHeight.normal });
export const stepTime = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], alignItems: 'center' });
export const form = style({ display: 'grid', gap: vars.space['3'], padding: vars.space['3'], borderRadius: vars.radius.md, background: vars.color.surfaceAlt });
export const textarea = style({
  minHeight: '6rem',
  padding: vars.space['2'],
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.borderStrong}`,
  selectors: { '&:focus-visible': focusRing },
});
