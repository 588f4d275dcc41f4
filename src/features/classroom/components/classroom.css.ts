import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { mediaUp } from '@/shared/styles/breakpoints.ts';
import { autoGrid, centeredRow, cluster, listReset, stack } from '@/shared/styles/layout.ts';

export const section = style(stack(vars.space['4']));

export const toolbar = style({ ...cluster(vars.space['3']), alignItems: 'center', justifyContent: 'space-between' });

export const actions = style({ ...cluster(vars.space['3']), alignItems: 'center' });

export const cards = style({ ...listReset, ...autoGrid('17rem', vars.space['4']) });

export const cardBody = style({ ...stack(vars.space['3']), height: '100%', alignContent: 'start' });

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight });

export const cardLink = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: { '&:hover, &:focus-visible': { textDecoration: 'underline' } },
});

export const meta = style({ ...cluster(vars.space['2']), margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const facts = style({ ...listReset, display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space['2'] });

export const fact = style({ ...stack(vars.space['1']), padding: vars.space['2'], borderRadius: vars.radius.md, background: vars.color.surfaceAlt, textAlign: 'center' });

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
    '&[aria-pressed="true"], &[aria-selected="true"], &[aria-current="page"]': { borderColor: vars.color.primary, background: vars.color.primarySoft, color: vars.color.primary },
  },
});

export const tabs = style({ ...cluster(vars.space['2']), borderBottom: `2px solid ${vars.color.border}`, paddingBottom: vars.space['2'] });

// Positioned, so visually hidden labels in the last columns are clipped with the table rather than widening the page.
export const tableWrap = style({ position: 'relative', overflowX: 'auto', borderRadius: vars.radius.md, border: `1px solid ${vars.color.border}`, background: vars.color.surface });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const th = style({
  textAlign: 'start',
  padding: vars.space['3'],
  background: vars.color.surfaceAlt,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
  fontWeight: 700,
});

export const td = style({ padding: vars.space['3'], borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'middle', textAlign: 'start' });

/** A short form on one row where there is room (fields side by side, the button at their foot), stacked on phones. */
export const inlineForm = style({ display: 'grid', gap: vars.space['3'], alignItems: 'end', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 11rem), 1fr))' });

/** A column named by a long title (an assignment): it wraps instead of widening the whole table. */
export const wrapHead = style({ whiteSpace: 'normal', minWidth: '7rem', maxWidth: '12rem', verticalAlign: 'bottom' });

/** A person's name in a table row: kept on one line. */
export const nameCell = style({ whiteSpace: 'nowrap' });

export const numeric = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

export const formGrid = style({ display: 'grid', gap: vars.space['4'], '@media': { [mediaUp('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } });

export const wide = style({ '@media': { [mediaUp('md')]: { gridColumn: '1 / -1' } } });

export const fieldset = style({ ...stack(vars.space['3']), margin: 0, padding: vars.space['4'], border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, minWidth: 0 });

export const legend = style({ fontWeight: 700, paddingInline: vars.space['2'] });

export const choice = style({ ...centeredRow(vars.space['3']), minHeight: vars.size.touch, cursor: 'pointer' });

export const choiceInput = style({ width: '1.4rem', height: '1.4rem', flexShrink: 0, accentColor: vars.color.primary });

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

export const textarea = style({
  width: '100%',
  minHeight: '8rem',
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.textMuted}`,
  font: 'inherit',
  fontSize: '17px',
  resize: 'vertical',
});

export const question = style({ ...stack(vars.space['3']), padding: vars.space['4'], borderRadius: vars.radius.md, border: `1px solid ${vars.color.border}`, background: vars.color.surface });

export const options = style({ ...listReset, ...stack(vars.space['2']) });

export const option = style({
  ...centeredRow(vars.space['3']),
  minHeight: '52px',
  paddingInline: vars.space['4'],
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.border}`,
  cursor: 'pointer',
  selectors: { '&:has(input:checked)': { borderColor: vars.color.primary, background: vars.color.primarySoft } },
});

export const attendanceButton = styleVariants({
  present: {},
  absent: {},
  late: {},
  excused: {},
  none: {},
}, () => ({
  minWidth: '6.5rem',
  minHeight: vars.size.touch,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  font: 'inherit',
  fontWeight: 800,
  cursor: 'pointer',
}));

export const attendanceTone = styleVariants({
  present: { borderColor: vars.color.success, background: vars.color.successSoft, color: vars.color.success },
  absent: { borderColor: vars.color.danger, background: vars.color.dangerSoft, color: vars.color.danger },
  late: { borderColor: vars.color.warning, background: vars.color.warningSoft, color: vars.color.warning },
  excused: { borderColor: vars.color.info, background: vars.color.infoSoft, color: vars.color.info },
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

export const nameGrid = style({ ...listReset, ...autoGrid('10rem', vars.space['3']) });

export const nameButton = style({
  width: '100%',
  minHeight: '72px',
  padding: vars.space['3'],
  borderRadius: vars.radius.lg,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  font: 'inherit',
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  cursor: 'pointer',
  selectors: { '&:hover, &:focus-visible': { borderColor: vars.color.primary, background: vars.color.primarySoft } },
});

export const compare = style({ display: 'grid', gap: vars.space['3'], '@media': { [mediaUp('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } });

export const photo = style({ maxWidth: '100%', maxHeight: '16rem', borderRadius: vars.radius.md, border: `1px solid ${vars.color.border}` });

export const scoreInput = style({ width: '5.5rem' });

export const srOnlyCaption = style({ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' });

/** The file input behind the photo button: hidden from sight, still reached by keyboard and screen readers. */
export const photoInput = style({ position: 'absolute', width: 1, height: 1, margin: -1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 });

/** Shows the keyboard focus of the hidden input on the button that stands for it. */
export const photoButton = style({
  justifySelf: 'start',
  selectors: { [`${photoInput}:focus-visible + &`]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

/** Text a person wrote (instructions, a child's answer): their line breaks kept. */
export const writtenText = style({ margin: 0, whiteSpace: 'pre-wrap' });

/** The class code as shown to the whole room, and its QR code under it. */
export const bigCode = style({ fontSize: '3rem', textAlign: 'center' });
export const centered = style({ display: 'grid', placeItems: 'center' });

/** A disclosure's summary as a 44 px touch target. */
export const summary = style({ minHeight: vars.size.touch, display: 'flex', alignItems: 'center', cursor: 'pointer', fontWeight: 700 });

/** A small native select inside a table row, still a 44 px target. */
export const rowSelect = style({ minHeight: vars.size.touch });
