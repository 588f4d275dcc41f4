import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const region = style({
  position: 'fixed',
  top: vars.space['4'],
  right: vars.space['4'],
  zIndex: vars.z.toast,
  width: 'min(26rem, calc(100vw - 2rem))',
  display: 'grid',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  // The region itself never blocks the page; only its cards take clicks.
  pointerEvents: 'none',
});

const card = {
  pointerEvents: 'auto',
  display: 'grid',
  gap: vars.space['2'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
} as const;

export const sent = style({ ...card, border: `2px solid ${vars.color.success}` });
export const rejected = style({ ...card, border: `2px solid ${vars.color.danger}` });

export const title = style({ margin: 0, fontWeight: 700, display: 'flex', gap: vars.space['2'], alignItems: 'center' });
export const body = style({ margin: 0, lineHeight: vars.lineHeight.normal });
export const code = style({ fontFamily: vars.font.mono, fontWeight: 700, overflowWrap: 'anywhere' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], justifyContent: 'flex-end' });
