import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { mediaDown, mediaUp } from '@/shared/styles/breakpoints.ts';
import { cluster, fluid, listReset, stack } from '@/shared/styles/layout.ts';

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const section = style({ ...stack(vars.space['4']), padding: vars.space['4'], maxWidth: '72rem' });
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.xl });
export const form = style({
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: `repeat(auto-fit, minmax(${fluid('13rem')}, 1fr))`,
  alignItems: 'start',
});
export const actions = style({ ...cluster(vars.space['2']), alignItems: 'center' });

/** On a tablet and up a table; on a phone each teacher is a card of label–value lines (the headings come from data-label). */
const phone = mediaDown('md');
export const tableWrap = style({
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': { [phone]: { border: 'none', background: 'transparent' } },
});
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  '@media': { [phone]: { display: 'block' } },
});
export const caption = style({
  textAlign: 'start',
  padding: vars.space['3'],
  fontWeight: 700,
  fontSize: vars.fontSize.md,
  '@media': { [phone]: { display: 'block', paddingInline: 0 } },
});
export const head = style({
  '@media': { [phone]: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' } },
});
export const body = style({ '@media': { [phone]: { ...stack(vars.space['3']) } } });
export const row = style({
  '@media': {
    [phone]: {
      display: 'block',
      padding: vars.space['3'],
      borderRadius: vars.radius.md,
      border: `1px solid ${vars.color.border}`,
      background: vars.color.surface,
    },
  },
});
export const th = style({
  textAlign: 'start',
  padding: vars.space['3'],
  background: vars.color.surfaceAlt,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
  fontWeight: 700,
});
export const td = style({
  padding: vars.space['3'],
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
  textAlign: 'start',
  '@media': {
    [phone]: {
      display: 'grid',
      gridTemplateColumns: '7.5rem 1fr',
      gap: vars.space['2'],
      padding: `${vars.space['1']} 0`,
      border: 'none',
      selectors: { '&::before': { content: 'attr(data-label)', fontWeight: 700, color: vars.color.textMuted } },
    },
  },
});
export const nameCell = style([
  td,
  {
    fontWeight: 700,
    '@media': { [phone]: { display: 'block', paddingBlockEnd: vars.space['2'], selectors: { '&::before': { content: 'none' } } } },
  },
]);
export const inactiveRow = style({ color: vars.color.textMuted });
export const classList = style({ ...listReset, ...cluster(vars.space['1']) });
export const classChip = style({ padding: `0 ${vars.space['2']}`, borderRadius: vars.radius.full, background: vars.color.surfaceAlt, whiteSpace: 'nowrap' });
export const badges = style({ ...cluster(vars.space['1']), marginBlockStart: vars.space['1'] });
export const rowActions = style({ ...stack(vars.space['2']), minWidth: '10rem', '@media': { [phone]: { ...cluster(vars.space['2']), gridColumn: '1 / -1' } } });
export const actionsCell = style([
  td,
  { '@media': { [phone]: { display: 'block', paddingBlockStart: vars.space['2'], selectors: { '&::before': { content: 'none' } } } } },
]);

/** The one-time password: unmistakable, in a typeface where every character reads as itself. */
export const passwordBox = style({
  ...stack(vars.space['3']),
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  border: `3px dashed ${vars.color.warning}`,
  background: vars.color.warningSoft,
});
export const password = style({
  ...cluster(vars.space['3']),
  margin: 0,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize['2xl'],
  fontWeight: 700,
  letterSpacing: '0.08em',
  '@media': { [mediaUp('md')]: { fontSize: vars.fontSize['3xl'] } },
});
export const passwordTitle = style({ margin: 0, fontSize: vars.fontSize.lg });
export const plain = style({ margin: 0 });
export const pageStack = style({ ...stack(vars.space['6']) });
export const emailText = style({ display: 'block', fontWeight: 400, color: vars.color.textMuted, wordBreak: 'break-all' });
