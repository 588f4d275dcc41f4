import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { mediaUp } from '@/shared/styles/breakpoints.ts';
import { centeredRow, equalColumns, fieldsetReset, listReset, stack } from '@/shared/styles/layout.ts';
import { focusRing } from '@/shared/styles/controls.ts';

export const page = style({
  width: '100%',
  maxWidth: '42rem',
  marginInline: 'auto',
  paddingBlock: vars.space['6'],
  paddingInline: vars.space['4'],
  '@media': { [mediaUp('md')]: { paddingBlock: vars.space['10'] } },
});

export const card = style({
  ...stack(vars.space['6']),
  padding: vars.space['5'],
  '@media': { [mediaUp('md')]: { padding: vars.space['8'] } },
});

export const header = style(stack(vars.space['2']));

export const title = style({
  margin: 0,
  fontSize: vars.fontSize['2xl'],
  lineHeight: vars.lineHeight.tight,
  '@media': { [mediaUp('md')]: { fontSize: vars.fontSize['3xl'] } },
});

export const lead = style({ margin: 0, color: vars.color.textMuted });

// ── Step indicator ─────────────────────────────────────────────────────────
export const stepper = style(stack(vars.space['2']));

export const stepCount = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: 700, color: vars.color.textMuted });

export const steps = style({
  display: 'grid',
  gridTemplateColumns: equalColumns(2),
  gap: vars.space['2'],
  ...listReset,
});

const stepBase = style({
  ...centeredRow(vars.space['2']),
  minHeight: vars.size.touch,
  paddingBlock: vars.space['2'],
  borderBlockEnd: '4px solid',
  fontWeight: 700,
});

export const step = styleVariants({
  current: [stepBase, { borderColor: vars.color.primary, color: vars.color.primary }],
  done: [stepBase, { borderColor: vars.color.primary, color: vars.color.text }],
  upcoming: [stepBase, { borderColor: vars.color.border, color: vars.color.textMuted }],
});

export const stepNumber = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.full,
  border: '2px solid currentColor',
  fontSize: vars.fontSize.sm,
});

// ── Form ───────────────────────────────────────────────────────────────────
export const form = style(stack(vars.space['5']));

export const stepHeading = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  outline: 'none',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  marginBlockStart: vars.space['2'],
});

/** The primary action sits on the right, also when it is the only one. */
export const primaryAction = style({ marginInlineStart: 'auto' });

export const footnote = style({ margin: 0, textAlign: 'center', color: vars.color.textMuted });

export const link = style({
  color: vars.color.link,
  fontWeight: 700,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  selectors: { '&:focus-visible': focusRing },
});

// ── Account type ───────────────────────────────────────────────────────────
export const roleFieldset = style({ ...stack(vars.space['2']), ...fieldsetReset });

export const roleLegend = style({ padding: 0, marginBlockEnd: vars.space['2'] });

// One column on phones: "Okul Yöneticisi" does not fit half of a 390 px screen.
export const roleGrid = style({
  ...stack(vars.space['3']),
  '@media': { [mediaUp('sm')]: { gridTemplateColumns: equalColumns(2) } },
});

export const roleOption = style({
  ...centeredRow(vars.space['3']),
  minHeight: '3.5rem',
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontWeight: 700,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&:has(input:checked)': { borderColor: vars.color.primary, background: vars.color.primarySoft },
    '&:has(input:focus-visible)': focusRing,
    '&:has(input[aria-invalid="true"])': { borderColor: vars.color.danger },
  },
});

export const roleRadio = style({ flexShrink: 0, width: 20, height: 20, margin: 0, accentColor: vars.color.primary });

export const roleIcon = style({ fontSize: vars.fontSize.xl, lineHeight: 1 });

// ── Password strength ──────────────────────────────────────────────────────
export const meter = style(stack(vars.space['2']));

export const bar = style({ display: 'grid', gridTemplateColumns: equalColumns(3), gap: vars.space['1'] });

const segment = style({ height: '0.5rem', borderRadius: vars.radius.full, background: vars.color.border });

/** Filled segments take the level's colour; the text says the level too, colour is never the only cue. */
export const segmentFill = styleVariants({
  empty: [segment],
  weak: [segment, { background: vars.color.danger }],
  medium: [segment, { background: vars.color.warning }],
  strong: [segment, { background: vars.color.success }],
});

export const strengthText = style({ margin: 0, minHeight: '1.5em', fontSize: vars.fontSize.sm });

export const requirements = style({
  ...stack(vars.space['1']),
  ...listReset,
  fontSize: vars.fontSize.sm,
  '@media': { [mediaUp('sm')]: { gridTemplateColumns: equalColumns(2) } },
});

const requirementBase = style({ display: 'flex', alignItems: 'baseline', gap: vars.space['2'] });

export const requirement = styleVariants({
  met: [requirementBase, { color: vars.color.success, fontWeight: 600 }],
  unmet: [requirementBase, { color: vars.color.textMuted }],
});

export const requirementMark = style({ width: '1.25em', textAlign: 'center', fontWeight: 800 });
