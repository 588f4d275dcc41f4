// The frame the matter and motion simulations share: stage, controls, readouts, status line.
import { globalStyle, style } from '@vanilla-extract/css';
import { mediaUp } from '@/shared/styles/breakpoints.ts';
import { vars } from '@/shared/styles/theme.css.ts';
import { autoGrid, stack } from '@/shared/styles/layout.ts';
import { outlined, tile } from '@/shared/styles/surfaces.ts';

export const root = style(stack(vars.space['4']));

export const stage = style({
  ...stack(vars.space['4']),
  '@media': {
    [mediaUp('md')]: {
      gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
      alignItems: 'start',
    },
  },
});

export const figure = style({
  margin: 0,
  padding: vars.space['3'],
  ...outlined(vars.radius.md),
});

export const svg = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  fontFamily: vars.font.body,
});

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space['3'],
});

export const field = style({
  display: 'grid',
  gap: vars.space['1'],
  flex: '1 1 14rem',
  fontWeight: 700,
});

export const readouts = style({
  ...autoGrid('9rem', vars.space['2'], 'auto-fit'),
  margin: 0,
});

export const readout = style({
  ...stack(vars.space['1']),
  ...tile(vars.color.surfaceAlt),
});

globalStyle(`${readout} dd`, { margin: 0 });

export const readoutLabel = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontWeight: 700,
});

export const readoutValue = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: 800,
  color: vars.color.text,
});

export const status = style({
  margin: 0,
  ...tile(vars.color.infoSoft),
  color: vars.color.info,
  fontWeight: 700,
});

export const note = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});
