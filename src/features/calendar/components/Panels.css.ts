import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { stack } from '@/shared/styles/layout.ts';
import { outlined } from '@/shared/styles/surfaces.ts';

export const panel = style({
  ...stack(vars.space['4']),
  alignContent: 'start',
  padding: vars.space['4'],
  ...outlined(),
});

export const panelHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space['3'] });

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const list = style({ ...stack(vars.space['2']), margin: 0, padding: 0 });

export const empty = style({ margin: 0, color: vars.color.textMuted });

export const subheading = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.textMuted });

export const months = style(stack(vars.space['6']));

export const day = style({
  display: 'grid',
  gridTemplateColumns: '5.5rem minmax(0, 1fr)',
  gap: vars.space['3'],
  alignItems: 'start',
  listStyle: 'none',
});

export const date = style({ fontWeight: 700, fontSize: vars.fontSize.sm, paddingTop: vars.space['3'] });
