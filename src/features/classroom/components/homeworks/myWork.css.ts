import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { listReset, stack } from '@/shared/styles/layout.ts';

export const attempts = style({ ...listReset, ...stack(vars.space['3']) });

export const attempt = style({
  padding: `0 ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

// The whole line opens the attempt: a tablet-sized target that wraps on a phone.
export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: vars.size.touch,
  paddingBlock: vars.space['2'],
  cursor: 'pointer',
  fontWeight: 700,
});

export const body = style({ ...stack(vars.space['3']), paddingBottom: vars.space['4'] });

export const answers = style({ ...listReset, ...stack(vars.space['2']) });

export const right = style({ color: vars.color.success, fontWeight: 700 });
export const wrong = style({ color: vars.color.danger, fontWeight: 700 });
