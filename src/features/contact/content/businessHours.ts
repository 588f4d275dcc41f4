import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export type OpeningHours = { opens: string; closes: string };

export type BusinessDay = {
  id: 'weekdays' | 'saturday' | 'sunday';
  days: MessageDescriptor;
  /** `null` when the office is closed all day. */
  hours: OpeningHours | null;
};

/** docs/behaviour.md#limits-and-constants business hours, Turkish local time. */
export const businessHours: readonly BusinessDay[] = [
  { id: 'weekdays', days: msg`Pazartesi–Cuma`, hours: { opens: '08:00', closes: '17:00' } },
  { id: 'saturday', days: msg`Cumartesi`, hours: { opens: '09:00', closes: '12:00' } },
  { id: 'sunday', days: msg`Pazar`, hours: null },
];

/** docs/behaviour.md#limits-and-constants: the typical reply time, in hours. */
export const TYPICAL_RESPONSE_HOURS = 24;

export const closedLabel: MessageDescriptor = msg`Kapalı`;

export const responseTimeNote: MessageDescriptor = msg`Genellikle ${TYPICAL_RESPONSE_HOURS} saat içinde yanıt veririz.`;

/** "08:00–17:00", with the en dash Turkish uses for ranges. */
export const formatOpeningHours = ({ opens, closes }: OpeningHours): string => `${opens}–${closes}`;
