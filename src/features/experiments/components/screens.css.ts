import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';

export const header = style({ display: 'grid', gap: vars.space['3'] });

export const cardGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
});

export const card = style({
  position: 'relative',
  minWidth: 0,
  display: 'grid',
  gap: vars.space['3'],
  alignContent: 'start',
  height: '100%',
  transition: 'box-shadow 150ms ease, transform 150ms ease',
  selectors: {
    '&:hover': { boxShadow: vars.shadow.lg },
    '&:focus-within': { boxShadow: vars.shadow.lg },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const cardIcon = style({ fontSize: '2.5rem', lineHeight: 1 });

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight });

/** The title link stretches over the whole card, so the card is one big touch target. */
export const cardLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&:hover': { color: vars.color.primary, textDecoration: 'underline' },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const cardText = style({ margin: 0, color: vars.color.textMuted, lineHeight: vars.lineHeight.normal });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

/** Unit and theme names can be long: let their badge wrap instead of pushing out of the card. */
export const wrappingBadge = style({ whiteSpace: 'normal', textAlign: 'start' });

export const notFound = style({
  display: 'grid',
  gap: vars.space['4'],
  justifyItems: 'start',
  padding: vars.space['8'],
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const notFoundIcon = style({ fontSize: '3rem', lineHeight: 1 });

export const outcomes = style({
  margin: 0,
  paddingInlineStart: vars.space['5'],
  display: 'grid',
  gap: vars.space['1'],
  color: vars.color.text,
});

export const outcomeCode = style({ fontFamily: vars.font.mono, fontWeight: 700, marginInlineEnd: vars.space['2'] });

export const details = style({
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
});

export const detailsSummary = style({ cursor: 'pointer', fontWeight: 700, minHeight: vars.size.touch, display: 'flex', alignItems: 'center' });
