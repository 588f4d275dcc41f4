import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { autoGrid, centeredRow, cluster, listReset, stack } from '@/shared/styles/layout.ts';
import { tile } from '@/shared/styles/surfaces.ts';
import { touchTarget } from '@/shared/styles/controls.ts';

export const wrapper = style(stack(vars.space['4']));

export const pool = style({ ...cluster(vars.space['2']), ...listReset, ...tile(vars.color.surfaceAlt), minHeight: '4rem' });

export const item = style({
  ...touchTarget,
  gap: vars.space['2'],
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'grab',
  touchAction: 'manipulation',
  selectors: {
    '&[aria-pressed="true"]': {
      borderColor: vars.color.primary,
      background: vars.color.primarySoft,
      outline: `3px solid ${vars.color.primary}`,
      outlineOffset: '2px',
    },
    '&:hover': { borderColor: vars.color.primary },
  },
});

export const emoji = style({ fontSize: vars.fontSize.xl, lineHeight: 1 });

export const categories = style(autoGrid('14rem', vars.space['3'], 'auto-fit'));

export const category = style({
  ...stack(vars.space['2']),
  alignContent: 'start',
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `2px dashed ${vars.color.borderStrong}`,
  background: vars.color.surface,
  selectors: { '&[data-over="true"]': { borderColor: vars.color.primary, background: vars.color.primarySoft } },
});

export const placedList = style({ ...listReset, ...stack(vars.space['1']) });

export const placed = style({
  ...centeredRow(vars.space['2']),
  padding: `${vars.space['1']} ${vars.space['2']}`,
  borderRadius: vars.radius.sm,
  selectors: {
    '&[data-result="correct"]': { background: vars.color.successSoft, color: vars.color.success },
    '&[data-result="incorrect"]': { background: vars.color.dangerSoft, color: vars.color.danger },
  },
});

/**
 * The verdict box of every activity (sorting, ordering, manipulatives, block puzzles): right, wrong, a
 * gentler "not yet" for a task to try again, or neutral information.
 */
export const feedback = style({
  margin: 0,
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  borderInlineStart: '6px solid',
  selectors: {
    '&[data-result="correct"]': { background: vars.color.successSoft, borderColor: vars.color.success },
    '&[data-result="incorrect"]': { background: vars.color.dangerSoft, borderColor: vars.color.danger },
    '&[data-result="not-yet"]': { background: vars.color.warningSoft, borderColor: vars.color.warning },
    '&[data-result="neutral"]': { background: vars.color.infoSoft, borderColor: vars.color.info },
  },
});

export const feedbackTitle = style({ display: 'block', fontWeight: 800 });

export const toolbar = style({ ...cluster(vars.space['3']), alignItems: 'center' });

export const score = style({ margin: 0, fontWeight: 800, fontSize: vars.fontSize.lg });

export const steps = style({ ...listReset, ...stack(vars.space['2']) });

export const step = style({
  ...stack(vars.space['3']),
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  selectors: {
    '&[data-result="correct"]': { borderColor: vars.color.success, background: vars.color.successSoft },
    '&[data-result="incorrect"]': { borderColor: vars.color.danger, background: vars.color.dangerSoft },
  },
});

export const stepNumber = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '2.25rem',
  height: '2.25rem',
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: 800,
});

export const stepButtons = style({ display: 'flex', gap: vars.space['1'] });
