// The frame every maths manipulative shares: the task, the board, the check row and the verdict.
import { style } from '@vanilla-extract/css';
import { mediaUp } from '@/shared/styles/breakpoints.ts';
import { vars } from '@/shared/styles/theme.css.ts';
import { centeredRow, cluster, listReset, stack } from '@/shared/styles/layout.ts';
import { outlined, tile } from '@/shared/styles/surfaces.ts';
import { focusRing, touchTarget } from '@/shared/styles/controls.ts';

export const root = style(stack(vars.space['4']));

export const taskHeader = style({ ...stack(vars.space['1']), ...tile(vars.color.primarySoft, vars.space['4']) });

export const progress = style({ margin: 0, fontSize: vars.fontSize.xs, fontWeight: 700, color: vars.color.primary });

export const prompt = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
  selectors: { '&:focus-visible': focusRing },
});

/** Picture beside the controls when the panel is wide enough. */
export const board = style({
  ...stack(vars.space['4']),
  alignItems: 'start',
  '@media': { [mediaUp('md')]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const figure = style({ margin: 0, padding: vars.space['3'], ...outlined(vars.radius.md) });

export const svg = style({ display: 'block', width: '100%', height: 'auto', fontFamily: vars.font.body });

export const caption = style({ marginTop: vars.space['2'], fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const controls = style({ ...stack(vars.space['3']), alignContent: 'start' });

export const checkRow = style({ ...cluster(vars.space['2']), alignItems: 'center' });

export const hint = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });

/** − value + in one row; each button a touch target. */
export const stepper = style({
  ...centeredRow(vars.space['2']),
  flexWrap: 'wrap',
  ...tile(vars.color.surfaceAlt, vars.space['2']),
});

export const stepperLabel = style({ flex: '1 1 6rem', fontWeight: 700 });

export const stepperValue = style({
  minWidth: '3.5rem',
  textAlign: 'center',
  fontSize: vars.fontSize.lg,
  fontWeight: 800,
  fontVariantNumeric: 'tabular-nums',
});

export const stepButton = style({ minWidth: vars.size.touch, paddingInline: vars.space['2'], fontSize: vars.fontSize.lg });

/** A focusable picture that turns like a slider (angle maker, ruler line). */
export const dial = style({
  display: 'block',
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  touchAction: 'none',
  selectors: { '&:focus-visible': focusRing },
});

export const toggleRow = style({ ...cluster(vars.space['2']), ...listReset });

/** A choice or a part that stays pressed: shown by a ✓ and a border, not by colour alone. */
export const toggle = style({
  ...touchTarget,
  justifyContent: 'center',
  gap: vars.space['1'],
  minWidth: vars.size.touch,
  padding: `${vars.space['1']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
  touchAction: 'manipulation',
  selectors: {
    '&[aria-pressed="true"]': { borderColor: vars.color.primary, background: vars.color.primarySoft, color: vars.color.primary, borderWidth: '3px' },
    '&:hover': { borderColor: vars.color.primary },
    '&[aria-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const readout = style({ margin: 0, ...tile(vars.color.infoSoft), color: vars.color.info, fontWeight: 700 });

export const field = style({ display: 'grid', gap: vars.space['1'], fontWeight: 700 });

export const input = style({
  minHeight: vars.size.touch,
  maxWidth: '10rem',
  padding: `0 ${vars.space['3']}`,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  font: 'inherit',
  fontSize: vars.fontSize.lg,
  selectors: { '&:focus-visible': focusRing },
});

export const table = style({
  borderCollapse: 'collapse',
  width: '100%',
  fontSize: vars.fontSize.sm,
});

export const cell = style({ padding: vars.space['2'], borderBottom: `1px solid ${vars.color.border}`, textAlign: 'start' });

/** A group of controls under its name, e.g. one series of a chart. */
export const fieldset = style({ ...stack(vars.space['2']), margin: 0, padding: vars.space['3'], ...outlined(vars.radius.md) });

export const legend = style({ fontWeight: 700, paddingInline: vars.space['1'] });

/** The die as last rolled, centred in its figure. */
export const dieShown = style({ display: 'grid', placeItems: 'center', minHeight: '8rem' });

/** A chart above its controls: a chart needs the panel's width to be read, and its controls are many. */
export const stackedBoard = style({ ...stack(vars.space['4']) });

/** The data table and each series' steppers side by side where there is room. */
export const controlGrid = style({
  display: 'grid',
  gap: vars.space['3'],
  alignItems: 'start',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
});
