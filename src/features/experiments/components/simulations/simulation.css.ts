import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { autoGrid, cluster, stack } from '@/shared/styles/layout.ts';
import { tile } from '@/shared/styles/surfaces.ts';

/** Shared frame of the light and electricity simulations: picture, controls, readout. */
// Side by side only when the panel itself is wide enough (the dashboard sidebar takes part of the screen).
export const layout = style({
  ...stack(vars.space['4']),
  alignItems: 'start',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))',
});

export const figure = style({
  margin: 0,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: '#0f1d2b',
  overflow: 'hidden',
});

export const svg = style({ display: 'block', width: '100%', height: 'auto' });

export const figureCaption = style({
  padding: `${vars.space['2']} ${vars.space['3']}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const controls = style({ ...stack(vars.space['4']), alignContent: 'start' });

export const field = style({ display: 'grid', gap: vars.space['1'] });

export const fieldLabel = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space['2'], fontWeight: 700 });

export const buttonRow = style(cluster(vars.space['2']));

export const fieldset = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space['3'],
  margin: 0,
  ...stack(vars.space['2']),
});

export const legend = style({ fontWeight: 700, paddingInline: vars.space['1'] });

export const readout = style({
  ...stack(vars.space['1']),
  margin: 0,
  ...tile(vars.color.infoSoft, vars.space['4']),
  color: vars.color.text,
  fontSize: vars.fontSize.md,
});

export const readoutRow = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: vars.space['2'] });

export const readoutTerm = style({ fontWeight: 400 });
export const readoutValue = style({ margin: 0, fontWeight: 800 });

export const note = style({
  margin: 0,
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  fontWeight: 700,
  selectors: {
    '&[data-tone="success"]': { background: vars.color.successSoft, color: vars.color.success },
    '&[data-tone="warning"]': { background: vars.color.warningSoft, color: vars.color.warning },
    '&[data-tone="info"]': { background: vars.color.surfaceAlt, color: vars.color.text },
  },
});

/** A big toggle with its state shown by colour and a ✓, not by colour alone. */
export const toggle = style({
  minHeight: vars.size.touch,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 700,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"], &[aria-checked="true"]': { borderColor: vars.color.primary, background: vars.color.primarySoft, color: vars.color.primary },
    '&:hover': { borderColor: vars.color.primary },
  },
});

export const toggleGrid = style({
  ...autoGrid('9.5rem', vars.space['2']),
});

/** Animations of glows and beams only where motion is welcome. */
export const glow = style({
  '@media': { '(prefers-reduced-motion: no-preference)': { transition: 'opacity 200ms ease, r 200ms ease' } },
});
