import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Role } from '@/shared/api/contract.ts';

/** Questions to start with, per role: each one is answered by the content the app has. */
export const SUGGESTED_QUESTIONS: Record<Role, readonly MessageDescriptor[]> = {
  student: [msg`Bugün ne var?`, msg`Gölge nasıl oluşur?`, msg`Mıknatıs neleri çeker?`, msg`Basit elektrik devresinde ampul neden yanar?`, msg`Döngü nedir?`],
  teacher: [msg`5. sınıf kuvvet kazanımı için etkinlik öner`, msg`F.5.5 için etkinlik öner`, msg`Bugün ne var?`, msg`Çalışma kâğıdını nasıl yazdırırım?`],
  parent: [msg`Bugün ne var?`, msg`Çocuğumla evde hangi deneyleri yapabilirim?`, msg`Ekran süresini nasıl dengelerim?`, msg`Fidan dikmek için ne yapabiliriz?`],
  administrator: [msg`Okulumuzun hesapları nasıl açılır?`, msg`6. sınıf için etkinlik öner`, msg`Ortak tabletlerde güvenlik nasıl sağlanır?`],
};
