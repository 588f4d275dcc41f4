import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { mediaUp } from '@/shared/styles/breakpoints.ts';
import { autoGrid, cluster, listReset, stack } from '@/shared/styles/layout.ts';
import { pill, selectBox } from '@/shared/styles/controls.ts';

export const quantities = style(cluster(vars.space['2']));

export const quantity = style({
  ...pill,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.primary, borderColor: vars.color.primary, color: vars.color.onPrimary },
    '&:hover:not([aria-pressed="true"])': { borderColor: vars.color.primary },
  },
});

export const converter = style({
  ...stack(vars.space['4']),
  alignItems: 'center',
  '@media': { [mediaUp('md')]: { gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)' } },
});

export const side = style({ ...stack(vars.space['2']), minWidth: 0 });

export const label = style({ fontWeight: 700, fontSize: vars.fontSize.sm });

const big = {
  minHeight: '3.5rem',
  padding: `0 ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  fontFamily: 'inherit',
  fontSize: vars.fontSize['2xl'],
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
} as const;

export const valueInput = style({
  ...big,
  width: '100%',
  border: `2px solid ${vars.color.textMuted}`,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
});

export const result = style({
  ...big,
  display: 'flex',
  alignItems: 'center',
  background: vars.color.primarySoft,
  color: vars.color.primary,
  overflowWrap: 'anywhere',
});

export const select = style(selectBox);

export const swap = style({ justifySelf: 'center', fontSize: vars.fontSize.xl, '@media': { [mediaUp('md')]: { marginTop: '1.5rem' } } });

export const sentence = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: 700, textAlign: 'center', overflowWrap: 'anywhere' });

export const allUnits = style({
  ...listReset,
  ...autoGrid('14rem', vars.space['2']),
});
globalStyle(`${allUnits} li`, {
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  overflowWrap: 'anywhere',
});
globalStyle(`${allUnits} li[data-current="true"]`, { outline: `2px solid ${vars.color.primary}` });

export const allValue = style({ fontWeight: 800, fontVariantNumeric: 'tabular-nums' });
export const allName = style({ display: 'block', fontSize: vars.fontSize.xs, color: vars.color.textMuted });
