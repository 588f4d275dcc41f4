import { style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';
import { cluster, headingSize, pageColumn } from './layout.ts';
import { heroBand } from './surfaces.ts';

/** The frame the about, courses and contact pages share: a width, a hero card on top, titled sections and a closing call to action. */
export const page = style(pageColumn(vars.size.contentMax, vars.space['8']));

export const hero = style(heroBand(vars.space['8'], vars.space['12']));

export const title = style(headingSize(vars.fontSize['3xl'], vars.fontSize['4xl']));

export const section = style({ marginTop: vars.space['12'] });

export const sectionTitle = style({ fontSize: vars.fontSize['2xl'] });

export const cta = style({
  marginTop: vars.space['12'],
  padding: `${vars.space['8']} ${vars.space['5']}`,
  borderRadius: vars.radius.lg,
  background: vars.color.accentSoft,
  textAlign: 'center',
});

export const ctaActions = style({ ...cluster(vars.space['3']), justifyContent: 'center', marginTop: vars.space['5'] });
