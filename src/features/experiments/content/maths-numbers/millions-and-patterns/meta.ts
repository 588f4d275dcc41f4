import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 5, "Doğal Sayılar" (M.5.1.1): nine-digit numbers, periods and place value, and patterns from a given rule. */
export const meta: ExperimentMeta = {
  id: 'millions-and-patterns',
  kitId: 'maths-numbers',
  subject: 'maths',
  grade: 5,
  unitId: 'M.5.1.1',
  icon: '🏙️',
  title: msg`Milyonlar ve Kuralı Verilen Örüntüler`,
  summary: msg`Dokuz basamaklı sayıları bölük tablosunda oku ve yaz, rakamların basamak değerlerini bul; kuralı verilen şekil örüntülerinin istenen adımlarını karelerle kur.`,
  outcomes: [
    { code: 'M.5.1.1.1', text: msg`En çok dokuz basamaklı doğal sayıları okur ve yazar.` },
    { code: 'M.5.1.1.2', text: msg`En çok dokuz basamaklı doğal sayıların bölüklerini, basamaklarını ve rakamların basamak değerlerini belirtir.` },
    { code: 'M.5.1.1.3', text: msg`Kuralı verilen sayı ve şekil örüntülerinin istenen adımlarını oluşturur.` },
  ],
  keywords: [msg`Milyon`, msg`Bölük`, msg`Basamak değeri`, msg`Örüntü`, msg`Kural`, msg`Doğal sayı`],
};
