import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';

export const contactList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['2'],
  fontSize: vars.fontSize.md,
});

export const domain = style({ fontWeight: 700, overflowWrap: 'anywhere' });

export const more = style({ marginTop: vars.space['4'], maxWidth: vars.size.proseMax });
