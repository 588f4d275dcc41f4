import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const offline = style({
  background: vars.color.warningSoft,
  color: vars.color.warning,
  borderBottom: `1px solid ${vars.color.border}`,
  padding: `${vars.space['2']} ${vars.space['4']}`,
  textAlign: 'center',
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
});

export const toast = style({
  position: 'fixed',
  left: '50%',
  bottom: vars.space['4'],
  transform: 'translateX(-50%)',
  zIndex: vars.z.toast,
  width: 'min(34rem, calc(100vw - 2rem))',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `2px solid ${vars.color.primary}`,
  boxShadow: vars.shadow.lg,
});

export const toastText = style({ margin: 0 });
export const toastActions = style({ display: 'flex', gap: vars.space['2'] });
