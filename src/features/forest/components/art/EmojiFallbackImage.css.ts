import { style } from '@vanilla-extract/css';

export const frame = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  lineHeight: 1,
  objectFit: 'contain',
  userSelect: 'none',
});
