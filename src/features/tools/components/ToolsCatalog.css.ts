import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { listReset, stack } from '@/shared/styles/layout.ts';
import { outlined } from '@/shared/styles/surfaces.ts';
import { focusRing } from '@/shared/styles/controls.ts';

export const grid = style({
  ...listReset,
  ...stack(vars.space['4']),
  // As many columns as fit: the dashboard sidebar changes the room, not only the window width.
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 17rem), 1fr))',
});

/** The whole card is clickable through the title link's stretched ::after. */
export const card = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gridTemplateRows: 'auto 1fr auto',
  gridTemplateAreas: '"icon title" "purpose purpose" "grades grades"',
  columnGap: vars.space['4'],
  rowGap: vars.space['2'],
  alignItems: 'start',
  padding: vars.space['5'],
  ...outlined(),
  boxShadow: vars.shadow.sm,
  transition: 'box-shadow 150ms ease, transform 150ms ease, border-color 150ms ease',
  selectors: {
    '&:hover': { boxShadow: vars.shadow.md, borderColor: vars.color.primary },
    '&:focus-within': { boxShadow: vars.shadow.md, borderColor: vars.color.focus },
  },
  '@media': {
    '(prefers-reduced-motion: no-preference)': { selectors: { '&:hover': { transform: 'translateY(-2px)' } } },
  },
});

export const icon = style({
  gridArea: 'icon',
  display: 'grid',
  placeItems: 'center',
  width: '3.5rem',
  height: '3.5rem',
  borderRadius: vars.radius.md,
  background: vars.color.primarySoft,
  fontSize: '2rem',
  lineHeight: 1,
});

export const cardTitle = style({ gridArea: 'title', alignSelf: 'center', margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight });

export const cardLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': focusRing,
  },
});

export const purpose = style({ gridArea: 'purpose', margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const grades = style({ gridArea: 'grades', justifySelf: 'start' });
