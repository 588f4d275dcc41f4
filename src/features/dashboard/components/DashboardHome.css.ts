import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { mediaUp } from '@/shared/styles/breakpoints.ts';
import { cluster, equalColumns, stack } from '@/shared/styles/layout.ts';
import { tile } from '@/shared/styles/surfaces.ts';

export const offline = style({
  margin: 0,
  ...tile(vars.color.warningSoft),
  color: vars.color.warning,
  fontWeight: 600,
});

export const grid = style({
  ...stack(vars.space['4']),
  '@media': { [mediaUp('md')]: { gridTemplateColumns: equalColumns(2) } },
});

export const wide = style({ '@media': { [mediaUp('md')]: { gridColumn: '1 / -1' } } });
export const cardTitle = style({ fontSize: vars.fontSize.xl, marginTop: vars.space['3'] });
export const notes = style({ paddingLeft: vars.space['5'], margin: `0 0 ${vars.space['4']}` });
export const mascot = style({ display: 'flex', gap: vars.space['4'], alignItems: 'flex-start' });
export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const actions = style(cluster(vars.space['2']));
