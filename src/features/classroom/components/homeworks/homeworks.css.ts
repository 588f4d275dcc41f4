import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { centeredRow, listReset, stack } from '@/shared/styles/layout.ts';

export const options = style({ ...listReset, ...stack(vars.space['2']) });

export const option = style({
  ...centeredRow(vars.space['3']),
  minHeight: '52px',
  paddingInline: vars.space['4'],
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.border}`,
  cursor: 'pointer',
  selectors: { '&:has(input:checked)': { borderColor: vars.color.primary, background: vars.color.primarySoft } },
});

/** The file input behind the photo button: hidden from sight, still reached by keyboard and screen readers. */
export const photoInput = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** Shows the keyboard focus of the hidden input on the button that stands for it. */
export const photoButton = style({
  justifySelf: 'start',
  selectors: { [`${photoInput}:focus-visible + &`]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
