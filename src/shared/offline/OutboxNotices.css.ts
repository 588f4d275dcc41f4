import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';
import { centeredRow, cluster, listReset, stack } from '@/shared/styles/layout.ts';

export const region = style({
  position: 'fixed',
  top: vars.space['4'],
  right: vars.space['4'],
  zIndex: vars.z.toast,
  width: 'min(26rem, calc(100vw - 2rem))',
  ...stack(vars.space['3']),
  ...listReset,
  // The region itself never blocks the page; only its cards take clicks.
  pointerEvents: 'none',
});

const card = {
  pointerEvents: 'auto',
  ...stack(vars.space['2']),
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
} as const;

export const sent = style({ ...card, border: `2px solid ${vars.color.success}` });
export const rejected = style({ ...card, border: `2px solid ${vars.color.danger}` });

export const title = style({ margin: 0, fontWeight: 700, ...centeredRow(vars.space['2']) });
export const body = style({ margin: 0, lineHeight: vars.lineHeight.normal });
export const code = style({ fontFamily: vars.font.mono, fontWeight: 700, overflowWrap: 'anywhere' });
export const actions = style({ ...cluster(vars.space['2']), justifyContent: 'flex-end' });
