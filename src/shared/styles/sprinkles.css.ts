import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './theme.css.ts';
import { mediaUp } from './breakpoints.ts';

const layout = defineProperties({
  conditions: {
    base: {},
    sm: { '@media': mediaUp('sm') },
    md: { '@media': mediaUp('md') },
    lg: { '@media': mediaUp('lg') },
  },
  defaultCondition: 'base',
  properties: {
    display: ['none', 'block', 'flex', 'grid', 'inline-flex'],
    flexDirection: ['row', 'column'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    gridTemplateColumns: {
      '1': 'repeat(1, minmax(0, 1fr))',
      '2': 'repeat(2, minmax(0, 1fr))',
      '3': 'repeat(3, minmax(0, 1fr))',
      '4': 'repeat(4, minmax(0, 1fr))',
    },
    textAlign: ['left', 'center'],
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
});

const colors = defineProperties({
  properties: {
    color: { text: vars.color.text, muted: vars.color.textMuted, primary: vars.color.primary, onPrimary: vars.color.onPrimary },
    background: {
      surface: vars.color.surface,
      alt: vars.color.surfaceAlt,
      primarySoft: vars.color.primarySoft,
      accentSoft: vars.color.accentSoft,
    },
    fontSize: vars.fontSize,
    fontWeight: { normal: '400', medium: '500', bold: '700' },
    borderRadius: vars.radius,
  },
});

export const sprinkles = createSprinkles(layout, colors);
export type Sprinkles = Parameters<typeof sprinkles>[0];
