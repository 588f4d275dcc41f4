import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';

export const lead = style({
  maxWidth: vars.size.proseMax,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
  margin: 0,
});

/**
 * The contact form (SPEC §2) first, so phones reach it right after the
 * intro; auto-fit places the details beside it on wide screens.
 */
export const layout = style({
  display: 'grid',
  gap: vars.space['8'],
  marginTop: vars.space['10'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 24rem), 1fr))',
  alignItems: 'start',
});

export const details = style({ display: 'grid', gap: vars.space['10'] });

export const channels = style({
  listStyle: 'none',
  margin: `${vars.space['4']} 0 0`,
  padding: 0,
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
});

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
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  fontWeight: 700,
  overflowWrap: 'anywhere',
});

export const address = style({ fontStyle: 'normal', lineHeight: vars.lineHeight.relaxed });

export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const hoursCard = style({ marginTop: vars.space['4'] });

export const hoursList = style({ margin: 0, display: 'grid', gap: vars.space['1'] });

export const hoursRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  paddingBlock: vars.space['3'],
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const hoursDays = style({ fontWeight: 700 });

export const hoursTime = style({ margin: 0, fontVariantNumeric: 'tabular-nums' });

export const hoursClosed = style({ margin: 0, color: vars.color.danger, fontWeight: 700 });

export const responseNote = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  margin: `${vars.space['4']} 0 0`,
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.successSoft,
  color: vars.color.success,
  fontWeight: 600,
});

export const faqSection = style({ marginTop: vars.space['12'] });

export const faqList = style({ display: 'grid', gap: vars.space['3'], marginTop: vars.space['4'] });

export const faqItem = style({
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  selectors: { '&[open]': { borderColor: vars.color.primary, boxShadow: vars.shadow.sm } },
});

export const faqQuestion = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
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
