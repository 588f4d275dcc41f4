import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { cluster, fieldsetReset } from '@/shared/styles/layout.ts';

export * from './measurementFrame.css.ts';

export const fieldset = style({
  ...cluster(vars.space['2']),
  ...fieldsetReset,
});

export const legend = style({
  width: '100%',
  padding: 0,
  marginBottom: vars.space['1'],
  fontWeight: 700,
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: vars.size.touch,
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  fontWeight: 700,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': {
      borderColor: vars.color.primary,
      background: vars.color.primarySoft,
    },
    '&:has(input:focus-visible)': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});

export const chipInput = style({
  width: '1.25rem',
  height: '1.25rem',
  accentColor: vars.color.primary,
  margin: 0,
});

export const moved = style({
  background: vars.color.successSoft,
  color: vars.color.success,
});

export const stayed = style({
  background: vars.color.warningSoft,
  color: vars.color.warning,
});
