import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { cluster, stack } from '@/shared/styles/layout.ts';
import { outlined } from '@/shared/styles/surfaces.ts';

export const toolbar = style({ ...cluster(vars.space['3']), justifyContent: 'space-between' });

export const fact = style({
  margin: 0,
  minHeight: '2.5rem',
  fontSize: vars.fontSize['2xl'],
  fontWeight: 700,
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
});
globalStyle(`${fact} strong`, { color: vars.color.accent });

/** Narrow phones scroll the table sideways rather than shrinking the cells below a finger's size. */
export const tableScroll = style({ overflowX: 'auto', paddingBottom: vars.space['1'] });

export const table = style({
  borderCollapse: 'separate',
  borderSpacing: '3px',
  margin: '0 auto',
  fontVariantNumeric: 'tabular-nums',
});

export const caption = style({ captionSide: 'bottom', paddingTop: vars.space['2'], fontSize: vars.fontSize.xs, color: vars.color.textMuted });

const cellSize = 'clamp(2.75rem, 7vw, 4rem)';

export const corner = style({ width: cellSize, height: cellSize, fontSize: vars.fontSize.lg, color: vars.color.textMuted });

export const header = style({
  width: cellSize,
  height: cellSize,
  borderRadius: vars.radius.sm,
  background: vars.color.primarySoft,
  color: vars.color.primary,
  fontSize: vars.fontSize.lg,
  fontWeight: 800,
  selectors: { '&[data-on="true"]': { background: vars.color.primary, color: vars.color.onPrimary } },
});

/** The row factors stay in view while a narrow screen scrolls the table sideways. */
export const rowHeader = style({ position: 'sticky', left: 0, zIndex: 1, boxShadow: `-3px 0 0 ${vars.color.surface}` });

export const cellWrap = style({ padding: 0 });

export const cell = style({
  width: cellSize,
  height: cellSize,
  ...outlined(vars.radius.sm),
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&[data-square="true"]': { background: vars.color.surfaceAlt },
    '&[data-role="cross"]': { background: vars.color.infoSoft, borderColor: vars.color.info },
    '&[data-role="selected"]': {
      background: vars.color.accent,
      borderColor: vars.color.accent,
      color: '#ffffff',
      fontWeight: 800,
      fontSize: vars.fontSize.lg,
    },
  },
});

export const practice = style(stack(vars.space['4']));

export const questionForm = style({ ...stack(vars.space['3']), justifyItems: 'center' });

export const question = style({ fontSize: 'clamp(2.5rem, 9vw, 4.5rem)', fontWeight: 800, fontVariantNumeric: 'tabular-nums', lineHeight: 1.1 });

export const answerRow = style({ ...cluster(vars.space['2']), justifyContent: 'center' });

export const answerInput = style({
  width: '7rem',
  minHeight: '52px',
  padding: `0 ${vars.space['3']}`,
  border: `2px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.md,
  fontFamily: 'inherit',
  fontSize: vars.fontSize['2xl'],
  fontWeight: 700,
  textAlign: 'center',
});

export const feedback = style({
  margin: 0,
  minHeight: '2.75rem',
  padding: vars.space['2'],
  borderRadius: vars.radius.md,
  textAlign: 'center',
  fontWeight: 700,
  fontSize: vars.fontSize.lg,
  selectors: {
    '&[data-correct="true"]': { background: vars.color.successSoft, color: vars.color.success },
    '&[data-correct="false"]': { background: vars.color.dangerSoft, color: vars.color.danger },
  },
});

export const missedList = style({ margin: 0, paddingInlineStart: vars.space['6'], ...stack(vars.space['2']) });
export const missedFact = style({ fontWeight: 700, fontSize: vars.fontSize.lg, fontVariantNumeric: 'tabular-nums', marginInlineEnd: vars.space['2'] });
export const missedCount = style({ fontSize: vars.fontSize.sm, color: vars.color.danger, fontWeight: 600 });
