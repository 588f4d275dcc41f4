import { style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';
import { mediaUp } from './breakpoints.ts';

/** The frame the about, courses and contact pages share: a width, a hero card on top, titled sections and a closing call to action. */
export const page = style({
  maxWidth: vars.size.contentMax,
  margin: '0 auto',
  padding: `${vars.space['8']} ${vars.space['4']} ${vars.space['16']}`,
  '@media': { [mediaUp('md')]: { paddingInline: vars.space['6'] } },
});

export const hero = style({
  background: vars.color.primarySoft,
  borderRadius: vars.radius.lg,
  padding: `${vars.space['8']} ${vars.space['5']}`,
  '@media': { [mediaUp('md')]: { padding: vars.space['12'] } },
});

export const title = style({
  fontSize: vars.fontSize['3xl'],
  '@media': { [mediaUp('md')]: { fontSize: vars.fontSize['4xl'] } },
});

export const section = style({ marginTop: vars.space['12'] });

export const sectionTitle = style({ fontSize: vars.fontSize['2xl'] });

export const cta = style({
  marginTop: vars.space['12'],
  padding: `${vars.space['8']} ${vars.space['5']}`,
  borderRadius: vars.radius.lg,
  background: vars.color.accentSoft,
  textAlign: 'center',
});

export const ctaActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space['3'],
  marginTop: vars.space['5'],
});
