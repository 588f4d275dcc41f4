import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { autoGrid, cluster, listReset, stack } from '@/shared/styles/layout.ts';

export const planner = style({});

/** Controls and buttons: on screen only. */
export const noPrint = style({ '@media': { print: { display: 'none' } } });

/** The plan's heading with city and date, which the hidden controls show on screen. */
export const printOnly = style({ display: 'none', '@media': { print: { display: 'block' } } });

export const printTitle = style({ margin: 0, fontSize: vars.fontSize.xl });

export const section = style({
  '@media': { print: { breakInside: 'avoid', border: '1px solid #000000', boxShadow: 'none' } },
});

export const list = style({ margin: 0, paddingInlineStart: vars.space['5'], ...stack(vars.space['2']) });

export const checklist = style({
  ...listReset,
  ...autoGrid('17rem', vars.space['1']),
});

export const guide = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const guideCell = style({ padding: vars.space['2'], borderBlockEnd: `1px solid ${vars.color.border}`, textAlign: 'start' });

export const reachable = style({ background: vars.color.successSoft });

export const actions = style(cluster(vars.space['3']));

export const angleFigure = style({ width: '100%', maxWidth: 260, height: 'auto' });

export const reflector = style({ ...stack(vars.space['3']), alignItems: 'center', gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))' });

globalStyle(`${planner} *`, { '@media': { print: { color: '#000000' } } });
