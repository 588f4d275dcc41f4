import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { cluster, stack } from '@/shared/styles/layout.ts';

export * from './manipulative.css.ts';

export const nets = style({ ...cluster(vars.space['3']), alignItems: 'flex-start' });

export const netCard = style({ ...stack(vars.space['2']), justifyItems: 'start' });

/** Squared paper: each square a touch target. */
export const paper = style({
  display: 'grid',
  gap: '2px',
  width: 'max-content',
  maxWidth: '100%',
  overflowX: 'auto',
});

const cellBase = {
  width: vars.size.touch,
  height: vars.size.touch,
  display: 'grid',
  placeItems: 'center',
  borderRadius: '4px',
  fontWeight: 800,
  fontSize: vars.fontSize.md,
} as const;

export const square = style({
  ...cellBase,
  background: vars.color.primarySoft,
  border: `2px solid ${vars.color.primary}`,
  color: vars.color.text,
  selectors: { '&[data-marked="true"]': { borderWidth: '4px', borderStyle: 'double' } },
});

export const place = style({
  ...cellBase,
  padding: 0,
  background: vars.color.surface,
  border: `2px dashed ${vars.color.borderStrong}`,
  color: vars.color.textMuted,
  font: 'inherit',
  cursor: 'pointer',
  touchAction: 'manipulation',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.primarySoft, borderStyle: 'solid', borderColor: vars.color.primary, color: vars.color.text },
    '&:hover': { borderColor: vars.color.primary },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const empty = style({ width: vars.size.touch, height: vars.size.touch });

export const cube = style({ display: 'block', width: '100%', maxWidth: '20rem', height: 'auto' });
