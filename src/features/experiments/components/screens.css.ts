import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { autoGrid, cluster, fluid, listReset, stack } from '@/shared/styles/layout.ts';
import { outlined, tile } from '@/shared/styles/surfaces.ts';
import { focusRing } from '@/shared/styles/controls.ts';

export const header = style(stack(vars.space['3']));

export const cardGrid = style({ ...listReset, ...autoGrid(fluid('18rem'), vars.space['4']) });

export const card = style({
  position: 'relative',
  minWidth: 0,
  ...stack(vars.space['3']),
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
    '&:focus-visible::after': focusRing,
  },
});

export const cardText = style({ margin: 0, color: vars.color.textMuted, lineHeight: vars.lineHeight.normal });

export const badges = style(cluster(vars.space['2']));

/** Unit and theme names can be long: let their badge wrap instead of pushing out of the card. */
export const wrappingBadge = style({ whiteSpace: 'normal', textAlign: 'start' });

export const notFound = style({ ...stack(vars.space['4']), justifyItems: 'start', padding: vars.space['8'], ...outlined() });

export const notFoundIcon = style({ fontSize: '3rem', lineHeight: 1 });

export const outcomes = style({ margin: 0, paddingInlineStart: vars.space['5'], ...stack(vars.space['1']), color: vars.color.text });

export const outcomeCode = style({ fontFamily: vars.font.mono, fontWeight: 700, marginInlineEnd: vars.space['2'] });

export const details = style(tile(vars.color.surfaceAlt, vars.space['4']));

export const detailsSummary = style({ cursor: 'pointer', fontWeight: 700, minHeight: vars.size.touch, display: 'flex', alignItems: 'center' });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize['2xl'], lineHeight: vars.lineHeight.tight });
