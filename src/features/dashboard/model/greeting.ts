import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Role } from '@/shared/api/contract.ts';

export type DayPeriod = 'morning' | 'afternoon' | 'evening' | 'night';

/** 05–11 morning, 12–17 afternoon, 18–21 evening, otherwise night (local time). */
export function dayPeriod(hour: number): DayPeriod {
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 18) return 'afternoon';
  if (hour >= 18 && hour < 22) return 'evening';
  return 'night';
}

export const periodGreeting: Record<DayPeriod, MessageDescriptor> = {
  morning: msg`Günaydın`,
  afternoon: msg`İyi günler`,
  evening: msg`İyi akşamlar`,
  night: msg`İyi geceler`,
};

/** docs/behaviour.md#routes-and-guards dashboard home: texts differ per role, with a default for anything else. */
export const roleGreeting: Record<Role | 'default', MessageDescriptor> = {
  student: msg`Bugün hangi deneyi keşfetmek istersin?`,
  teacher: msg`Sınıfınız için bugün neler hazırlayalım?`,
  parent: msg`Çocuğunuzun öğrenme yolculuğunu birlikte izleyelim.`,
  administrator: msg`Okulunuzun bilim yolculuğuna genel bir bakış.`,
  default: msg`Platformumuza hoş geldiniz.`,
};

export const mascotMessage: Record<Role | 'default', MessageDescriptor> = {
  student: msg`Merhaba! Ben Fındık. Bir deneyde takılırsan EtkiBot’a sorabilirsin, sana adım adım yardım eder.`,
  teacher: msg`Merhaba hocam! Ders hazırlığında EtkiBot’tan soru ve etkinlik önerileri isteyebilirsiniz.`,
  parent: msg`Merhaba! Evde birlikte yapabileceğiniz deneyler için EtkiBot’a danışabilirsiniz.`,
  administrator: msg`Merhaba! Okulunuzdaki içerik kullanımını merak ettiğinizde EtkiBot size yol gösterebilir.`,
  default: msg`Merhaba! Sorularınız için EtkiBot her zaman burada.`,
};

export const roleKey = (role: string | undefined): Role | 'default' =>
  role === 'student' || role === 'teacher' || role === 'parent' || role === 'administrator' ? role : 'default';
