import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { mediaUp } from '@/shared/styles/breakpoints.ts';

export const offline = style({
  margin: 0,
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  color: vars.color.warning,
  fontWeight: 600,
});

export const grid = style({
  display: 'grid',
  gap: vars.space['4'],
  '@media': { [mediaUp('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const wide = style({ '@media': { [mediaUp('md')]: { gridColumn: '1 / -1' } } });
export const cardTitle = style({ fontSize: vars.fontSize.xl, marginTop: vars.space['3'] });
export const notes = style({ paddingLeft: vars.space['5'], margin: `0 0 ${vars.space['4']}` });
export const mascot = style({ display: 'flex', gap: vars.space['4'], alignItems: 'flex-start' });
export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });
