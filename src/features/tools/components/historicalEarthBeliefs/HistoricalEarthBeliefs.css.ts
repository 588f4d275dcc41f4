import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { mediaUp } from '@/shared/styles/breakpoints.ts';
import { cluster, listReset, stack } from '@/shared/styles/layout.ts';
import { outlined } from '@/shared/styles/surfaces.ts';

export const timeline = style({
  ...listReset,
  ...stack(vars.space['4']),
  position: 'relative',
});

export const entry = style({
  ...stack(vars.space['3']),
  padding: vars.space['4'],
  ...outlined(),
  borderInlineStart: `6px solid ${vars.color.primary}`,
  '@media': { [mediaUp('sm')]: { gridTemplateColumns: '11rem 1fr', alignItems: 'start' } },
});

export const mythEntry = style({ borderInlineStartColor: vars.color.warning });

export const art = style({ width: '100%', maxWidth: '14rem', aspectRatio: '16 / 10' });

export const when = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: 700, color: vars.color.primary });

export const entryTitle = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
});

export const entryText = style({ margin: 0, lineHeight: vars.lineHeight.relaxed });

export const entryBody = style(stack(vars.space['2']));

export const steps = style({
  ...stack(vars.space['4']),
  '@media': { [mediaUp('md')]: { gridTemplateColumns: '1fr 1fr' } },
});

export const fields = style(stack(vars.space['3']));

export const result = style({ margin: 0, fontSize: vars.fontSize['2xl'], fontWeight: 800, color: vars.color.primary });

export const actions = style(cluster(vars.space['2']));
