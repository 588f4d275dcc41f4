import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';
import { visuallyHidden } from './VisuallyHidden.css.ts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const wrap = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['3'],
  color: vars.color.textMuted,
});

const ringBase = style({
  display: 'inline-block',
  borderRadius: '50%',
  border: `3px solid ${vars.color.primarySoft}`,
  borderTopColor: vars.color.primary,
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
});

export const ring = styleVariants({ sm: { width: 18, height: 18 }, md: { width: 28, height: 28 }, lg: { width: 44, height: 44 } }, (size) => [ringBase, size]);

export const label = style({ fontSize: vars.fontSize.md });
export const hiddenLabel = visuallyHidden;
