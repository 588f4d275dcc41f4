import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { mediaUp } from '@/shared/styles/breakpoints.ts';
import { cluster, equalColumns, stack } from '@/shared/styles/layout.ts';
import { outlined } from '@/shared/styles/surfaces.ts';

export const track = style({ display: 'block', width: '100%', height: 'auto' });
export const road = style({ fill: '#44524a' });
export const roadLine = style({ stroke: '#ffffff', strokeWidth: 2, strokeDasharray: '14 10' });
export const tick = style({ stroke: vars.color.textMuted, strokeWidth: 1.5 });
export const trackLabel = style({ fontSize: '12px', fill: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });
export const carBody = style({ fill: vars.color.accent, stroke: '#7c2d12', strokeWidth: 1.5 });
export const carWindow = style({ fill: '#dbeafe' });
export const wheel = style({ fill: '#1b2a22', stroke: '#e5e7eb', strokeWidth: 2 });

export const timeRow = style({ ...cluster(vars.space['2']), alignItems: 'center' });

export const graphs = style({
  ...stack(vars.space['4']),
  '@media': { [mediaUp('md')]: { gridTemplateColumns: equalColumns(2) } },
});

export const graph = style({
  margin: 0,
  padding: vars.space['3'],
  ...outlined(),
  minWidth: 0,
});
export const graphTitle = style({ fontWeight: 700, marginBottom: vars.space['2'] });
export const graphSvg = style({ display: 'block', width: '100%', height: 'auto', overflow: 'visible' });
export const gridLine = style({ stroke: vars.color.border, strokeWidth: 1 });
export const axis = style({ stroke: vars.color.textMuted, strokeWidth: 1.5 });
export const tickLabel = style({ fontSize: '11px', fill: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });
export const axisLabel = style({ fontSize: '12px', fontWeight: 700, fill: vars.color.text });

const lineColour = { position: vars.color.info, velocity: vars.color.accent } as const;
export const curve = styleVariants(lineColour, (colour) => ({ fill: 'none', stroke: colour, strokeWidth: 3, strokeLinejoin: 'round' }));
export const cursorDot = styleVariants(lineColour, (colour) => ({ fill: colour, stroke: '#ffffff', strokeWidth: 2 }));
export const cursorLine = style({ stroke: vars.color.textMuted, strokeWidth: 1, strokeDasharray: '4 4' });

export const formula = style({
  margin: 0,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.md,
  textAlign: 'center',
});

export const kind = style({ margin: 0, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal });
