import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { EnergyLevel } from '@/shared/api/progress.ts';
import type { IsoWeekday } from './scheduleWeek.ts';

/*
 * The schedule's own words. Event types, statuses and difficulty are the calendar's (the same docs/behaviour.md#data-kept-on-the-device
 * vocabulary, one translation); the energy level is known only here.
 */

export const energyLabels: Record<EnergyLevel, MessageDescriptor> = {
  low: msg`Düşük`,
  medium: msg`Orta`,
  high: msg`Yüksek`,
};

export const weekdayLabels: Record<IsoWeekday, MessageDescriptor> = {
  1: msg`Pazartesi`,
  2: msg`Salı`,
  3: msg`Çarşamba`,
  4: msg`Perşembe`,
  5: msg`Cuma`,
  6: msg`Cumartesi`,
  7: msg`Pazar`,
};
