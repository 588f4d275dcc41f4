import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { focusRing } from '@/shared/styles/controls.ts';

export * from './manipulative.css.ts';

/** The shelf unit: wooden sides around the shelves. */
export const shelf = style({
  display: 'grid',
  gap: 0,
  width: 'max-content',
  maxWidth: '100%',
  overflowX: 'auto',
  padding: `0 ${vars.space['2']}`,
  background: '#f3e6d3',
  borderInline: '8px solid #8a5a2b',
  borderTop: '8px solid #8a5a2b',
  borderRadius: vars.radius.sm,
});

/** One shelf: its places side by side, standing on a thick plank. */
export const shelfRow = style({ display: 'flex', gap: vars.space['1'], paddingTop: vars.space['2'], borderBottom: '8px solid #8a5a2b' });

/** A place of the shelf: a touch target wider than 44 px, empty places drawn with a dashed outline. */
export const place = style({
  width: '3.5rem',
  height: '3.5rem',
  display: 'grid',
  placeItems: 'center',
  padding: 0,
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  fontSize: '2rem',
  lineHeight: 1,
  cursor: 'pointer',
  touchAction: 'manipulation',
  selectors: {
    '&[data-filled="true"]': { borderStyle: 'solid', borderColor: 'transparent' },
    '&[aria-pressed="true"]': { borderStyle: 'solid', borderColor: vars.color.primary, borderWidth: '4px', background: vars.color.primarySoft },
    '&:hover': { borderColor: vars.color.primary },
    '&:focus-visible': focusRing,
  },
});

/** The moving object shown where the child put it: faded until it is checked, so it is told apart by more than colour. */
export const ghost = style({ opacity: 0.75 });

/** "Sol" under the left end, "Sağ" under the right end. */
export const sides = style({ display: 'flex', justifyContent: 'space-between', fontWeight: 800, color: vars.color.text, marginTop: vars.space['1'] });
