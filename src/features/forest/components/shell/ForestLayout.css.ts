import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { mediaUp } from '@/shared/styles/breakpoints.ts';

export const layout = style({ display: 'flex', flexDirection: 'column' });

export const page = style({
  width: '100%',
  maxWidth: vars.size.contentMax,
  margin: '0 auto',
  padding: `${vars.space['6']} ${vars.space['4']} ${vars.space['16']}`,
  '@media': { [mediaUp('md')]: { paddingInline: vars.space['6'] } },
});
