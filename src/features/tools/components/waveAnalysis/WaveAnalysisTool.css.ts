import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { centeredRow, cluster, stack } from '@/shared/styles/layout.ts';
import { selectBox } from '@/shared/styles/controls.ts';

export const picture = style(stack(vars.space['2']));
export const svg = style({ display: 'block', width: '100%', height: 'auto', background: vars.color.infoSoft, borderRadius: vars.radius.md });
export const axis = style({ stroke: vars.color.borderStrong, strokeWidth: 1.5, strokeDasharray: '6 6' });
export const wave = style({ fill: 'none', stroke: vars.color.info, strokeWidth: 4, strokeLinejoin: 'round' });
export const partOne = style({ fill: 'none', stroke: vars.color.primary, strokeWidth: 2, strokeDasharray: '8 6', opacity: 0.8 });
export const partTwo = style({ fill: 'none', stroke: vars.color.accent, strokeWidth: 2, strokeDasharray: '3 5', opacity: 0.9 });
export const marker = style({ stroke: vars.color.text, strokeWidth: 2 });
export const markerLabel = style({ fontSize: '14px', fontWeight: 700, fill: vars.color.text });

export const pictureBar = style({ ...cluster(vars.space['3']), alignItems: 'center' });
export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const explain = style({ margin: 0, fontSize: vars.fontSize.sm });

export const field = style(stack(vars.space['1']));
export const label = style({ fontWeight: 700, fontSize: vars.fontSize.sm });
export const select = style({ ...selectBox, minWidth: 0 });

export const toggle = style({
  ...centeredRow(vars.space['2']),
  minHeight: vars.size.touch,
  fontWeight: 700,
  cursor: 'pointer',
});

export const checkbox = style({ width: '1.4rem', height: '1.4rem', accentColor: vars.color.primary });
