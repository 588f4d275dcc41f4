import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { difficultyLabels, eventTypeLabels } from '@/features/calendar';
import type { TimetableSlot } from '@/shared/api/progress.ts';
import { energyLabels, weekdayLabels } from '../../model/scheduleLabels.ts';

/** "Pazartesi 08:30–09:10 · Matematik": one lesson in a line, for lists and for the buttons' names. */
export function slotLine(i18n: I18n, slot: TimetableSlot): string {
  const { start, end, title } = slot;
  const day = i18n._(weekdayLabels[slot.weekday]);
  return i18n._(msg`${day} ${start}–${end} · ${title}`);
}

/** "Ders · Zorluk: Orta · Enerji: Yüksek" */
export function slotDetails(i18n: I18n, slot: TimetableSlot): string {
  const type = i18n._(eventTypeLabels[slot.type]);
  const difficulty = i18n._(difficultyLabels[slot.difficulty]);
  const energy = i18n._(energyLabels[slot.energy]);
  return i18n._(msg`${type} · Zorluk: ${difficulty} · Enerji: ${energy}`);
}
