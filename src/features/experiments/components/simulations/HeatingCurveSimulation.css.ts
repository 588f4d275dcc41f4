import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';

export * from './measurementFrame.css.ts';

export const plateauLine = style({
  stroke: vars.color.borderStrong,
  strokeDasharray: '5 4',
});

export const curve = style({
  fill: 'none',
  stroke: vars.color.accent,
  strokeWidth: 3,
  strokeLinejoin: 'round',
});

export const axis = style({ stroke: vars.color.text, strokeWidth: 1.5 });

export const axisText = style({ fill: vars.color.textMuted, fontSize: '11px' });

/** The beaker is a side picture: it should not grow to full width on a phone. */
export const beakerFigure = style({ width: '100%', maxWidth: '14rem', justifySelf: 'center' });
