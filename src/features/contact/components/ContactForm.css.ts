import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { mediaUp } from '@/shared/styles/breakpoints.ts';
import { centeredRow, cluster, columnsFrom, listReset, stack } from '@/shared/styles/layout.ts';
import { outlined } from '@/shared/styles/surfaces.ts';

export const section = style(stack(vars.space['4']));

export const title = style({ fontSize: vars.fontSize['2xl'], margin: 0 });

export const lead = style({ margin: 0, color: vars.color.textMuted });

export const form = style({
  ...stack(vars.space['5']),
  padding: vars.space['5'],
  ...outlined(),
  boxShadow: vars.shadow.sm,
  '@media': { [mediaUp('md')]: { padding: vars.space['6'] } },
});

/**
 * Name and e-mail, phone and user type side by side where there is room; fixed columns, so a field
 * painted before its neighbour has been read does not take the whole row and then move.
 */
export const pair = style(columnsFrom('sm', 2, vars.space['5']));

export const textarea = style({ minHeight: '10rem', resize: 'vertical', lineHeight: vars.lineHeight.normal, paddingBlock: vars.space['3'] });

const counterBase = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: 700, fontVariantNumeric: 'tabular-nums', justifySelf: 'end' });

export const counter = styleVariants({
  normal: [counterBase, { color: vars.color.textMuted }],
  // The theme's accent is a dark orange: AA contrast on white, which a bright orange would not have.
  warning: [counterBase, { color: vars.color.accent }],
  danger: [counterBase, { color: vars.color.danger }],
});

export const submitRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['3'] });

export const submitHint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const panel = style({
  ...stack(vars.space['3']),
  justifyItems: 'start',
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  border: `2px solid ${vars.color.success}`,
  background: vars.color.successSoft,
  color: vars.color.text,
});

export const queuedPanel = style([panel, { borderColor: vars.color.info, background: vars.color.infoSoft }]);

export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.xl, ...centeredRow(vars.space['2']) });

export const panelText = style({ margin: 0, lineHeight: vars.lineHeight.relaxed });

export const submissionId = style({ fontFamily: vars.font.mono, fontWeight: 800, fontSize: vars.fontSize.lg, overflowWrap: 'anywhere' });

export const rejectedList = style({ ...listReset, ...stack(vars.space['3']) });

export const rejectedItem = style({
  ...stack(vars.space['2']),
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.danger}`,
  background: vars.color.dangerSoft,
});

export const rejectedSubject = style({ margin: 0, fontWeight: 700, overflowWrap: 'anywhere' });
export const rejectedReason = style({ margin: 0 });
export const rejectedActions = style(cluster(vars.space['2']));
