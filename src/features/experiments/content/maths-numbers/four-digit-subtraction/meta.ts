import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 4, "Doğal Sayılarla Çıkarma İşlemi": four-digit subtraction with regrouping, subtracting multiples of 100 mentally, estimating a difference, shopping and change problems with play money. */
export const meta: ExperimentMeta = {
  id: 'four-digit-subtraction',
  kitId: 'maths-numbers',
  subject: 'maths',
  grade: 4,
  unitId: 'M.4.1.3',
  icon: '🏷️',
  title: msg`Para Üstü ve Çıkarma`,
  summary: msg`Oyun parasıyla alışveriş yaparak dört basamaklı sayılarla çıkarma yap: para üstünü hesapla, sıfırlı sayılardan bozarak çıkar, 100’ün katlarını zihinden çıkar ve farkı tahmin et.`,
  outcomes: [
    { text: msg`En çok dört basamaklı doğal sayılarla çıkarma işlemini yapar.` },
    { text: msg`En çok üç basamaklı iki doğal sayının farkını tahmin eder, tahminini işlem sonucu ile karşılaştırır.` },
    { text: msg`Üç basamaklı doğal sayılardan 100’ün katı olan doğal sayıları zihinden çıkarır.` },
    { text: msg`Doğal sayılarla çıkarma işlemini gerektiren problemleri çözer ve kurar.` },
  ],
  keywords: [msg`Çıkarma`, msg`Para üstü`, msg`Bozma`, msg`Zihinden çıkarma`, msg`Tahmin`],
};
