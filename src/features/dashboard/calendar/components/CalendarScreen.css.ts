import { style } from '@vanilla-extract/css';
import { vars } from '../../../../shared/styles/theme.css.ts';
import { mediaUp } from '../../../../shared/styles/breakpoints.ts';

export const page = style({
  display: 'grid',
  gap: vars.space['5'],
  maxWidth: vars.size.contentMax,
  margin: '0 auto',
  padding: `${vars.space['6']} ${vars.space['3']}`,
  '@media': { [mediaUp('sm')]: { paddingInline: vars.space['4'] } },
});

export const header = style({ display: 'grid', gap: vars.space['2'] });

export const title = style({ margin: 0, fontSize: vars.fontSize['3xl'] });

export const lead = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.textMuted, maxWidth: vars.size.proseMax });

export const monthLayout = style({
  display: 'grid',
  gap: vars.space['4'],
  alignItems: 'start',
  '@media': { [mediaUp('xl')]: { gridTemplateColumns: 'minmax(0, 1fr) 22rem' } },
});

export const notice = style({
  margin: 0,
  fontWeight: 600,
  color: vars.color.success,
  selectors: { '&:empty': { display: 'none' } },
});
