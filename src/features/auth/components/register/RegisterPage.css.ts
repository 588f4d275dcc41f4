import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { mediaUp } from '@/shared/styles/breakpoints.ts';

export const page = style({
  width: '100%',
  maxWidth: '42rem',
  marginInline: 'auto',
  paddingBlock: vars.space['6'],
  paddingInline: vars.space['4'],
  '@media': { [mediaUp('md')]: { paddingBlock: vars.space['10'] } },
});

export const card = style({
  display: 'grid',
  gap: vars.space['6'],
  padding: vars.space['5'],
  '@media': { [mediaUp('md')]: { padding: vars.space['8'] } },
});

export const header = style({ display: 'grid', gap: vars.space['2'] });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize['2xl'],
  lineHeight: vars.lineHeight.tight,
  '@media': { [mediaUp('md')]: { fontSize: vars.fontSize['3xl'] } },
});

export const lead = style({ margin: 0, color: vars.color.textMuted });

// ── Step indicator ─────────────────────────────────────────────────────────
export const stepper = style({ display: 'grid', gap: vars.space['2'] });

export const stepCount = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: 700, color: vars.color.textMuted });

export const steps = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const stepBase = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
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
export const form = style({ display: 'grid', gap: vars.space['5'] });

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
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

// ── Account type ───────────────────────────────────────────────────────────
export const roleFieldset = style({ display: 'grid', gap: vars.space['2'], margin: 0, padding: 0, border: 'none', minWidth: 0 });

export const roleLegend = style({ padding: 0, marginBlockEnd: vars.space['2'] });

// One column on phones: "Okul Yöneticisi" does not fit half of a 390 px screen.
export const roleGrid = style({
  display: 'grid',
  gap: vars.space['3'],
  '@media': { [mediaUp('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const roleOption = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
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
    '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&:has(input[aria-invalid="true"])': { borderColor: vars.color.danger },
  },
});

export const roleRadio = style({ flexShrink: 0, width: 20, height: 20, margin: 0, accentColor: vars.color.primary });

export const roleIcon = style({ fontSize: vars.fontSize.xl, lineHeight: 1 });

// ── Password strength ──────────────────────────────────────────────────────
export const meter = style({ display: 'grid', gap: vars.space['2'] });

export const bar = style({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space['1'] });

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
  display: 'grid',
  gap: vars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
  '@media': { [mediaUp('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

const requirementBase = style({ display: 'flex', alignItems: 'baseline', gap: vars.space['2'] });

export const requirement = styleVariants({
  met: [requirementBase, { color: vars.color.success, fontWeight: 600 }],
  unmet: [requirementBase, { color: vars.color.textMuted }],
});

export const requirementMark = style({ width: '1.25em', textAlign: 'center', fontWeight: 800 });
