import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';
import { stack } from '@/shared/styles/layout.ts';

/** A label, its control, a hint and an error, stacked. */
export const field = style({ ...stack(vars.space['2']), minWidth: 0 });

export const label = style({
  fontWeight: 700,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const requiredMark = style({ color: vars.color.danger, marginInlineStart: vars.space['1'] });

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['1'],
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  color: vars.color.danger,
});

const focusRing = {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '1px',
} as const;

/**
 * Text inputs and selects. The border uses the muted text colour so the box
 * keeps a 3:1 contrast with the page (WCAG 1.4.11); 17 px text stops iOS zooming in.
 */
export const control = style({
  display: 'block',
  width: '100%',
  minHeight: vars.size.touch,
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  selectors: {
    '&:focus-visible': focusRing,
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, boxShadow: `inset 0 0 0 1px ${vars.color.danger}` },
    '&:disabled': { background: vars.color.surfaceAlt, color: vars.color.textMuted, cursor: 'not-allowed' },
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
  },
});

/** A control with a button (or two) sitting inside its right edge. */
export const adorned = style({ position: 'relative' });
export const withOneButton = style({ paddingInlineEnd: `calc(${vars.size.touch} + ${vars.space['1']})` });
export const withTwoButtons = style({ paddingInlineEnd: `calc(2 * ${vars.size.touch} + ${vars.space['1']})` });

export const inlineButton = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetBlockEnd: 0,
  marginBlock: 'auto',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touch,
  height: vars.size.touch,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { color: vars.color.text, background: vars.color.surfaceAlt },
    '&:focus-visible': focusRing,
    '&[aria-pressed="true"]': { color: vars.color.primary },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
});
export const endSlot = style({ insetInlineEnd: 0 });
export const secondSlot = style({ insetInlineEnd: vars.size.touch });

export const icon = style({ width: 22, height: 22, flexShrink: 0 });

export const chevron = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetBlockEnd: 0,
  insetInlineEnd: 0,
  width: vars.size.touch,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.textMuted,
  // Clicks fall through to the input, which opens the list.
  pointerEvents: 'none',
});

export const checkboxRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  minHeight: vars.size.touch,
  paddingBlock: vars.space['2'],
  cursor: 'pointer',
  fontSize: vars.fontSize.md,
});

export const checkbox = style({
  flexShrink: 0,
  width: 24,
  height: 24,
  margin: 0,
  marginBlockStart: '0.1rem',
  accentColor: vars.color.primary,
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing },
});
