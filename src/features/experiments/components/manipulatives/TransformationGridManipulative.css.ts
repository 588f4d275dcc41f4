import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';

export * from './GridShapeManipulative.css.ts';

/** The grid and the mirror line over it. */
export const frame = style({ position: 'relative', width: 'max-content', maxWidth: '100%' });

/** A square that is not a button (translating): the same size as the grid's buttons. */
export const plain = style({
  width: vars.size.touch,
  height: vars.size.touch,
  display: 'grid',
  placeItems: 'center',
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 800,
});

/** The shape itself: hatched and lettered, so it is not told apart by colour alone. */
export const original = style({
  backgroundImage: `repeating-linear-gradient(45deg, ${vars.color.primarySoft} 0 6px, ${vars.color.surface} 6px 10px)`,
  color: vars.color.primary,
  fontWeight: 800,
});

/** The moved copy (translating). */
export const copy = style({ background: vars.color.primary, color: vars.color.onPrimary });

/** The mirror line: a thick dashed line between two columns or rows. */
export const mirror = style({ position: 'absolute', pointerEvents: 'none', borderColor: '#b91c1c', borderStyle: 'dashed', borderWidth: 0 });
