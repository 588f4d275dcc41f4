import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { listReset, stack } from '@/shared/styles/layout.ts';

export const contactList = style({
  ...listReset,
  ...stack(vars.space['2']),
  fontSize: vars.fontSize.md,
});

export const domain = style({ fontWeight: 700, overflowWrap: 'anywhere' });

export const more = style({ marginTop: vars.space['4'], maxWidth: vars.size.proseMax });
