import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { autoGrid, centeredRow, cluster, columnsFrom, fluid, leadText, listReset, stack } from '@/shared/styles/layout.ts';
import { outlined, tile } from '@/shared/styles/surfaces.ts';
import { touchTarget } from '@/shared/styles/controls.ts';

export const lead = style({ ...leadText, margin: 0 });

/**
 * The contact form (docs/behaviour.md#routes-and-guards) first, so phones reach it right after the
 * intro; the details beside it on wide screens. Fixed columns, not auto-fit: the browser may paint the
 * rendered page before it has read the details, and auto-fit would then give the form the whole width.
 */
export const layout = style({ ...columnsFrom('lg', 2, vars.space['8']), marginTop: vars.space['10'], alignItems: 'start' });

export const details = style(stack(vars.space['10']));

export const channels = style({ ...listReset, margin: `${vars.space['4']} 0 0`, ...autoGrid(fluid('15rem'), vars.space['4']) });

export const channel = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const channelIcon = style({ fontSize: '1.75rem', lineHeight: 1 });

export const channelTitle = style({ fontSize: vars.fontSize.lg, margin: 0 });

export const channelLabel = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontWeight: 600,
});

/** Mail, phone and similar links: full-height touch targets that wrap long addresses. */
export const channelLink = style({
  ...touchTarget,
  fontWeight: 700,
  overflowWrap: 'anywhere',
});

export const address = style({ fontStyle: 'normal', lineHeight: vars.lineHeight.relaxed });

export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const hoursCard = style({ marginTop: vars.space['4'] });

export const hoursList = style({ margin: 0, ...stack(vars.space['1']) });

export const hoursRow = style({
  ...cluster(vars.space['2']),
  justifyContent: 'space-between',
  paddingBlock: vars.space['3'],
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const hoursDays = style({ fontWeight: 700 });

export const hoursTime = style({ margin: 0, fontVariantNumeric: 'tabular-nums' });

export const hoursClosed = style({ margin: 0, color: vars.color.danger, fontWeight: 700 });

export const responseNote = style({
  ...centeredRow(vars.space['2']),
  margin: `${vars.space['4']} 0 0`,
  ...tile(vars.color.successSoft),
  color: vars.color.success,
  fontWeight: 600,
});

export const faqSection = style({ marginTop: vars.space['12'] });

export const faqList = style({ ...stack(vars.space['3']), marginTop: vars.space['4'] });

export const faqItem = style({
  ...outlined(vars.radius.md),
  selectors: { '&[open]': { borderColor: vars.color.primary, boxShadow: vars.shadow.sm } },
});

export const faqQuestion = style({
  ...centeredRow(vars.space['3']),
  justifyContent: 'space-between',
  minHeight: vars.size.touch,
  padding: `${vars.space['3']} ${vars.space['4']}`,
  fontWeight: 700,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  listStyle: 'none',
  borderRadius: vars.radius.md,
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { background: vars.color.surfaceAlt },
  },
});

export const faqIcon = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.full,
  background: vars.color.primarySoft,
  color: vars.color.primary,
  fontSize: vars.fontSize.lg,
  lineHeight: 1,
  transition: 'transform 150ms ease',
  selectors: { [`${faqItem}[open] &`]: { transform: 'rotate(45deg)' } },
});

export const faqAnswer = style({
  margin: 0,
  padding: `0 ${vars.space['4']} ${vars.space['4']}`,
  lineHeight: vars.lineHeight.relaxed,
  color: vars.color.text,
});
