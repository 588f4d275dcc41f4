import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { centeredRow, cluster, stack } from '@/shared/styles/layout.ts';
import { focusRing } from '@/shared/styles/controls.ts';

export * from './manipulative.css.ts';

export const nets = style({ ...cluster(vars.space['3']), alignItems: 'flex-start' });

export const netCard = style({ ...stack(vars.space['2']), justifyItems: 'start' });

/** Squared paper: each square a touch target. */
export const paper = style({
  display: 'grid',
  gap: '2px',
  width: 'max-content',
  maxWidth: '100%',
  overflowX: 'auto',
});

const cellBase = {
  width: vars.size.touch,
  height: vars.size.touch,
  display: 'grid',
  placeItems: 'center',
  borderRadius: '4px',
  fontWeight: 800,
  fontSize: vars.fontSize.md,
} as const;

export const square = style({
  ...cellBase,
  background: vars.color.primarySoft,
  border: `2px solid ${vars.color.primary}`,
  color: vars.color.text,
  selectors: { '&[data-marked="true"]': { borderWidth: '4px', borderStyle: 'double' } },
});

export const place = style({
  ...cellBase,
  padding: 0,
  background: vars.color.surface,
  border: `2px dashed ${vars.color.borderStrong}`,
  color: vars.color.textMuted,
  font: 'inherit',
  cursor: 'pointer',
  touchAction: 'manipulation',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.primarySoft, borderStyle: 'solid', borderColor: vars.color.primary, color: vars.color.text },
    '&:hover': { borderColor: vars.color.primary },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const empty = style({ width: vars.size.touch, height: vars.size.touch });

/** The side of a square of the folding net, in pixels (the component places the first square with it). */
export const FACE_PX = 40;

export const fold = style(stack(vars.space['2']));

/** Looks down at the net from the front, a little from the left, so that the cube folding behind it shows as a box under its lid. */
export const stage = style({ display: 'grid', placeItems: 'center', perspective: '700px', overflow: 'hidden' });

export const scene = style({ position: 'relative', transformStyle: 'preserve-3d', transform: 'rotateX(50deg) rotateZ(-20deg)' });

/** A square of the net; translucent (a colour with alpha, as opacity would flatten the 3D), so hidden faces show through. */
export const face = style({
  position: 'absolute',
  width: FACE_PX,
  height: FACE_PX,
  boxSizing: 'border-box',
  display: 'grid',
  placeItems: 'center',
  transformStyle: 'preserve-3d',
  background: 'rgba(217, 239, 225, 0.8)',
  border: `2px solid ${vars.color.primary}`,
  color: vars.color.text,
  fontWeight: 800,
  transition: 'transform 0.5s ease',
  selectors: { '&[data-base="true"]': { background: 'rgba(246, 213, 207, 0.9)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const foldControls = style({ ...centeredRow(vars.space['2']) });

/** The fold slider: a touch-high track with a round thumb. */
export const track = style({
  position: 'relative',
  flex: '1 1 6rem',
  height: vars.size.touch,
  cursor: 'pointer',
  touchAction: 'none',
  borderRadius: vars.radius.md,
  background: `linear-gradient(${vars.color.borderStrong}, ${vars.color.borderStrong}) center / 100% 4px no-repeat`,
  selectors: { '&:focus-visible': focusRing },
});

export const thumb = style({
  position: 'absolute',
  top: '50%',
  width: '24px',
  height: '24px',
  borderRadius: '50%',
  transform: 'translate(-50%, -50%)',
  background: vars.color.primary,
  border: `3px solid ${vars.color.surface}`,
  boxShadow: `0 0 0 2px ${vars.color.primary}`,
});

/** A drawn net of a solid at one scale for every net (its width is set in units), shrinking only to fit. */
export const solidPicture = style({ display: 'block', maxWidth: '100%', height: 'auto' });
