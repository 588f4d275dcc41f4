import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 4, "Doğal Sayılar": reading and writing numbers of up to six digits, periods and place value, rounding, ordering, counting on in hundreds and thousands, number patterns. */
export const meta: ExperimentMeta = {
  id: 'six-digit-numbers',
  kitId: 'maths-numbers',
  subject: 'maths',
  grade: 4,
  unitId: 'M.4.1.1',
  icon: '🏟️',
  title: msg`Binler Bölüğüne Yolculuk`,
  summary: msg`Rakam kartlarını bölük tablosuna dizerek 4, 5 ve 6 basamaklı sayıları oku, yaz ve çözümle; sayıları yuvarla, sırala, sayı doğrusunda yüzer ve biner say, örüntüleri sürdür.`,
  outcomes: [
    { text: msg`4, 5 ve 6 basamaklı doğal sayıları okur ve yazar.` },
    { text: msg`4, 5 ve 6 basamaklı doğal sayıların bölüklerini, basamaklarını ve rakamların basamak değerlerini belirtir; sayıları çözümler.` },
    { text: msg`10 000’e kadar yüzer ve biner ileri ve geri sayar.` },
    { text: msg`Doğal sayıları en yakın onluğa veya yüzlüğe yuvarlar.` },
    { text: msg`En çok altı basamaklı doğal sayıları sıralar; kuralı belli artan ve azalan sayı örüntülerini sürdürür.` },
  ],
  keywords: [msg`Bölük`, msg`Basamak değeri`, msg`Çözümleme`, msg`Yuvarlama`, msg`Sayı örüntüsü`, msg`Sayı doğrusu`],
};
