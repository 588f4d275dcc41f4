import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';
import { cluster, stack } from '@/shared/styles/layout.ts';

const base = style({
  ...stack(vars.space['2']),
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  borderInlineStart: '6px solid',
  fontSize: vars.fontSize.md,
});

export const tone = styleVariants({
  danger: [base, { background: vars.color.dangerSoft, color: vars.color.danger, borderColor: vars.color.danger }],
  warning: [base, { background: vars.color.warningSoft, color: vars.color.warning, borderColor: vars.color.warning }],
  info: [base, { background: vars.color.infoSoft, color: vars.color.info, borderColor: vars.color.info }],
  success: [base, { background: vars.color.successSoft, color: vars.color.success, borderColor: vars.color.success }],
});

export const title = style({ margin: 0, fontWeight: 800, letterSpacing: '0.01em' });
export const body = style({ margin: 0, color: vars.color.text });
export const action = style(cluster(vars.space['2']));
