import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 3, "Doğal Sayılarla Çıkarma İşlemi": subtracting within 1000 by jumping back hundreds and tens on a metre stick, breaking a ten or a hundred, checking by adding. */
export const meta: ExperimentMeta = {
  id: 'three-digit-subtraction',
  kitId: 'maths-numbers',
  subject: 'maths',
  grade: 3,
  unitId: 'M.3.1.3',
  icon: '🐸',
  title: msg`Yüzer ve Onar Geri Zıpla`,
  summary: msg`1000’e kadar bir sayı doğrusunda yüzer ve onar geri zıplayarak çıkarma yap; onluk ve yüzlük bozarak alt alta çıkar, sonucu toplamayla kontrol et.`,
  outcomes: [
    { text: msg`En çok üç basamaklı doğal sayılarla onluk ya da yüzlük bozarak çıkarma işlemi yapar.` },
    { text: msg`10’un katı olan üç basamaklı sayılardan 10’un katı olan sayıları zihinden çıkarır.` },
    { text: msg`Çıkarma işleminin sonucunu tahmin eder ve sonucu toplama işlemiyle kontrol eder.` },
    { text: msg`Çıkarma işlemini gerektiren problemleri çözer.` },
  ],
  keywords: [msg`Çıkarma`, msg`Onluk bozma`, msg`Sayı doğrusu`, msg`Zihinden çıkarma`, msg`Sağlama`],
};
