import { styleVariants } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { EVENT_TYPE_COLOURS } from '@/shared/styles/eventTypeColours.ts';
import type { SchoolEntryKind } from '../model/schoolCalendar.ts';

export const typeChip = styleVariants(EVENT_TYPE_COLOURS, ({ text, soft }) => ({
  color: text,
  background: soft,
  borderInlineStart: `4px solid ${text}`,
}));

/** A solid dot or swatch of the type's colour. */
export const typeDot = styleVariants(EVENT_TYPE_COLOURS, ({ text }) => ({ background: text }));

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
