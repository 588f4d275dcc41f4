import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { stack } from '@/shared/styles/layout.ts';

export const figure = style({ margin: 0, ...stack(vars.space['2']), minWidth: 0 });

export const svg = style({ display: 'block', width: '100%', height: 'auto', overflow: 'visible' });

export const caption = style({ fontWeight: 700, fontSize: vars.fontSize.md });

export const grid = style({ stroke: vars.color.border, strokeWidth: 1 });

export const zeroLine = style({ stroke: vars.color.borderStrong, strokeWidth: 1.5 });

export const axisText = style({ fill: vars.color.textMuted, fontSize: 12 });

export const cursor = style({ stroke: vars.color.text, strokeWidth: 1.5, strokeDasharray: '4 3' });

export const cursorLabel = style({ fill: vars.color.text, fontSize: 13, fontWeight: 700 });
