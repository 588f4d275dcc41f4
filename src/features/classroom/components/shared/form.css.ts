import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { mediaUp } from '@/shared/styles/breakpoints.ts';
import { centeredRow, stack } from '@/shared/styles/layout.ts';

/** The classroom's forms: two-column grids, fieldsets, choices, text areas. */
/** A short form on one row where there is room (fields side by side, the button at their foot), stacked on phones. */
export const inlineForm = style({
  display: 'grid',
  gap: vars.space['3'],
  alignItems: 'end',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 11rem), 1fr))',
});

export const formGrid = style({ display: 'grid', gap: vars.space['4'], '@media': { [mediaUp('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } });

export const fieldset = style({
  ...stack(vars.space['3']),
  margin: 0,
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const legend = style({ fontWeight: 700, paddingInline: vars.space['2'] });

export const choice = style({ ...centeredRow(vars.space['3']), minHeight: vars.size.touch, cursor: 'pointer' });

export const choiceInput = style({ width: '1.4rem', height: '1.4rem', flexShrink: 0, accentColor: vars.color.primary });

export const textarea = style({
  width: '100%',
  minHeight: '8rem',
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.textMuted}`,
  font: 'inherit',
  fontSize: '17px',
  resize: 'vertical',
});

/** A disclosure's summary as a 44 px touch target. */
export const summary = style({ minHeight: vars.size.touch, display: 'flex', alignItems: 'center', cursor: 'pointer', fontWeight: 700 });
