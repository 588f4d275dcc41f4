import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/styles/theme.css.ts';
import { mediaUp } from '../../../shared/styles/breakpoints.ts';

/** Layout pieces the astronomy, drawing and history tools share. */
export const tool = style({ display: 'grid', gap: vars.space['5'], minWidth: 0 });

export const controls = style({
  display: 'grid',
  gap: vars.space['4'],
  alignItems: 'start',
  gridTemplateColumns: '1fr',
  '@media': { [mediaUp('sm')]: { gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))' } },
});

export const panel = style({
  display: 'grid',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  minWidth: 0,
  '@media': { [mediaUp('md')]: { padding: vars.space['5'] } },
});

export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight });

export const stats = style({
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(9.5rem, 1fr))',
  margin: 0,
});

export const stat = style({
  display: 'grid',
  gap: vars.space['1'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
});

export const statLabel = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontWeight: 600 });

export const statValue = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: 800, color: vars.color.text });

const callout = {
  display: 'flex',
  gap: vars.space['3'],
  alignItems: 'flex-start',
  margin: 0,
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  lineHeight: vars.lineHeight.normal,
} as const;

export const note = style({ ...callout, background: vars.color.infoSoft, color: vars.color.info });

export const warning = style({ ...callout, background: vars.color.warningSoft, color: vars.color.warning });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const chipGroup = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], margin: 0, padding: 0, border: 'none' });

export const chipLegend = style({ fontWeight: 700, marginBlockEnd: vars.space['2'], padding: 0 });

/** A toggle button: aria-pressed shows the choice. */
export const chip = style({
  minHeight: vars.size.touch,
  paddingInline: vars.space['4'],
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.primary}`,
  background: vars.color.surface,
  color: vars.color.primary,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.primarySoft },
    '&[aria-pressed="true"]': { background: vars.color.primary, color: vars.color.onPrimary },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

/** A native range input with a 44 px tall hit area. */
export const range = style({
  width: '100%',
  minHeight: vars.size.touch,
  margin: 0,
  accentColor: vars.color.primary,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const formula = style({
  margin: 0,
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.md,
  overflowX: 'auto',
});
