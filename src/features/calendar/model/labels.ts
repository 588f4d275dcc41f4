import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Difficulty, EventStatus, EventType } from './event.ts';
import type { SchoolEntryKind } from './schoolCalendar.ts';

export const eventTypeLabels: Record<EventType, MessageDescriptor> = {
  class: msg`Ders`,
  meeting: msg`Toplantı`,
  lab: msg`Laboratuvar`,
  assignment: msg`Ödev`,
  break: msg`Mola`,
  exam: msg`Sınav`,
  project: msg`Proje`,
};

export const eventStatusLabels: Record<EventStatus, MessageDescriptor> = {
  completed: msg`Tamamlandı`,
  current: msg`Şu an`,
  upcoming: msg`Yaklaşan`,
  missed: msg`Kaçırıldı`,
};

export const difficultyLabels: Record<Difficulty, MessageDescriptor> = {
  easy: msg`Kolay`,
  medium: msg`Orta`,
  hard: msg`Zor`,
};

export const schoolKindLabels: Record<SchoolEntryKind, MessageDescriptor> = {
  term: msg`Ders dönemi`,
  break: msg`Okul tatili`,
  holiday: msg`Resmî tatil`,
  halfDay: msg`Yarım gün tatil`,
  commemoration: msg`Anma ve kutlama günü`,
};
