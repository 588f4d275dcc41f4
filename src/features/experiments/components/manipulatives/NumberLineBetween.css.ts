// The two-circle number line: the picture takes the pointer, and a slider lies over each circle for the keyboard.
import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { focusRing } from '@/shared/styles/controls.ts';

/** The picture as the place to drag either circle (the nearer one follows the finger). */
export const surface = style({ position: 'relative', cursor: 'pointer', touchAction: 'none' });

/**
 * A circle's slider: a touch-sized ring centred on its circle, seen only as the keyboard's focus ring. It lets
 * the pointer through to the picture, which picks the nearer circle even where two rings overlap.
 */
export const thumb = style({
  position: 'absolute',
  width: vars.size.touch,
  height: vars.size.touch,
  transform: 'translate(-50%, -50%)',
  borderRadius: '50%',
  pointerEvents: 'none',
  selectors: { '&:focus-visible': focusRing },
});
