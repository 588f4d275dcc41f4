import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { mediaUp } from '@/shared/styles/breakpoints.ts';
import { centeredRow, cluster, listReset, stack } from '@/shared/styles/layout.ts';

/** The classroom screens' common layout: sections, toolbars, cards and facts, rows, chips, picture and code pads. */
export const section = style(stack(vars.space['4']));

export const toolbar = style({ ...cluster(vars.space['3']), alignItems: 'center', justifyContent: 'space-between' });

export const actions = style({ ...cluster(vars.space['3']), alignItems: 'center' });

export const cardBody = style({ ...stack(vars.space['3']), height: '100%', alignContent: 'start' });

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight });

export const meta = style({ ...cluster(vars.space['2']), margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const facts = style({ ...listReset, display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space['2'] });

export const fact = style({
  ...stack(vars.space['1']),
  padding: vars.space['2'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  textAlign: 'center',
});

export const factValue = style({ fontSize: vars.fontSize.xl, fontWeight: 800 });

export const factLabel = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const code = style({ fontFamily: vars.font.mono, fontWeight: 800, letterSpacing: '0.12em', fontSize: vars.fontSize.lg });

export const chips = style({ ...listReset, ...cluster(vars.space['2']), alignItems: 'center' });

export const chip = style({
  minHeight: vars.size.touch,
  paddingInline: vars.space['4'],
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"], &[aria-selected="true"], &[aria-current="page"]': {
      borderColor: vars.color.primary,
      background: vars.color.primarySoft,
      color: vars.color.primary,
    },
  },
});

export const list = style({ ...listReset, ...stack(vars.space['3']) });

export const row = style({
  ...cluster(vars.space['3']),
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const rowMain = style({ ...stack(vars.space['1']), flex: '1 1 16rem', minWidth: 0 });

export const rowTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700 });

export const question = style({
  ...stack(vars.space['3']),
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const emojiGrid = style({ ...listReset, display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: vars.space['3'] });

export const emojiButton = style({
  width: '100%',
  minHeight: '72px',
  fontSize: '2.4rem',
  borderRadius: vars.radius.lg,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}` } },
});

export const codeSlots = style({ ...centeredRow(vars.space['3']), justifyContent: 'center' });

export const codeSlot = style({
  display: 'grid',
  placeItems: 'center',
  width: '64px',
  height: '64px',
  fontSize: '2.2rem',
  borderRadius: vars.radius.md,
  border: `2px dashed ${vars.color.borderStrong}`,
  background: vars.color.surfaceAlt,
});

export const compare = style({ display: 'grid', gap: vars.space['3'], '@media': { [mediaUp('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } });

export const photo = style({ maxWidth: '100%', maxHeight: '16rem', borderRadius: vars.radius.md, border: `1px solid ${vars.color.border}` });

/** Text a person wrote (instructions, a child's answer): their line breaks kept. */
export const writtenText = style({ margin: 0, whiteSpace: 'pre-wrap' });

/** The room a row of touch-sized buttons takes, held while its code loads so the page below does not jump. */
export const touchRow = style({ minBlockSize: vars.size.touch });
