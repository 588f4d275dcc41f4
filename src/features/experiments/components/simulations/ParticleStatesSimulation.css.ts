import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { cluster } from '@/shared/styles/layout.ts';

export * from './measurementFrame.css.ts';

export const presets = style({
  ...cluster(vars.space['2']),
});
