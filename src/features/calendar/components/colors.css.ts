import { styleVariants } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import type { EventType } from '../model/event.ts';
import type { SchoolEntryKind } from '../model/schoolCalendar.ts';

/** Dark text on a light tint with a strong edge: every pair passes WCAG AA. */
const TYPE_COLOURS: Record<EventType, { text: string; soft: string }> = {
  class: { text: '#3730a3', soft: '#e0e7ff' },
  meeting: { text: '#6b21a8', soft: '#f3e8ff' },
  lab: { text: '#0f5f59', soft: '#ccfbf1' },
  assignment: { text: '#3f6212', soft: '#ecfccb' },
  break: { text: '#374151', soft: '#e5e7eb' },
  exam: { text: '#9f1239', soft: '#ffe4e6' },
  project: { text: '#9d174d', soft: '#fce7f3' },
};

export const typeChip = styleVariants(TYPE_COLOURS, ({ text, soft }) => ({
  color: text,
  background: soft,
  borderInlineStart: `4px solid ${text}`,
}));

/** A solid dot or swatch of the type's colour. */
export const typeDot = styleVariants(TYPE_COLOURS, ({ text }) => ({ background: text }));

const KIND_COLOURS: Record<SchoolEntryKind, { text: string; soft: string }> = {
  term: { text: vars.color.primary, soft: vars.color.primarySoft },
  break: { text: vars.color.warning, soft: vars.color.warningSoft },
  holiday: { text: vars.color.danger, soft: vars.color.dangerSoft },
  halfDay: { text: vars.color.accentHover, soft: vars.color.accentSoft },
  commemoration: { text: vars.color.info, soft: vars.color.infoSoft },
};

export const kindChip = styleVariants(KIND_COLOURS, ({ text, soft }) => ({
  color: text,
  background: soft,
  borderInlineStart: `4px solid ${text}`,
}));

export const kindDot = styleVariants(KIND_COLOURS, ({ text }) => ({ background: text }));

/** The tint of a whole day cell. */
export const kindShade = styleVariants(KIND_COLOURS, ({ soft }) => ({ background: soft }));
