import { style } from '@vanilla-extract/css';
import { mediaUp } from '@/shared/styles/breakpoints.ts';
import { vars } from '@/shared/styles/theme.css.ts';
import { headingSize, stack } from '@/shared/styles/layout.ts';

/** docs/behaviour.md#routes-and-guards: the sign-in forms (sign-in, forgotten password) are at most md (768 px) wide, centred, under a centred title. */
export const page = style({
  width: '100%',
  maxWidth: 768,
  marginInline: 'auto',
  paddingInline: vars.space['4'],
  paddingBlock: vars.space['8'],
  ...stack(vars.space['6']),
  '@media': { [mediaUp('md')]: { paddingBlock: vars.space['12'] } },
});

export const header = style({ ...stack(vars.space['2']), textAlign: 'center' });
export const title = style({ margin: 0, ...headingSize(vars.fontSize['2xl'], vars.fontSize['3xl']) });
export const lead = style({ margin: 0, color: vars.color.textMuted });
