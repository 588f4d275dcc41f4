import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';

export * from './measurementFrame.css.ts';

export const presets = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
});
