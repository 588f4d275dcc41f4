import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 4, "Doğal Sayılarla Toplama İşlemi": adding numbers of up to four digits with carrying, adding multiples of 100 mentally on a number line to 10 000, estimating, problems. */
export const meta: ExperimentMeta = {
  id: 'four-digit-addition',
  kitId: 'maths-numbers',
  subject: 'maths',
  grade: 4,
  unitId: 'M.4.1.2',
  icon: '🚚',
  title: msg`Binlerle Toplama`,
  summary: msg`Dört basamaklı sayıları bloklarla ve alt alta eldeli topla; 10 000’e kadar bir sayı doğrusunda biner ve yüzer zıplayarak 100’ün katlarını zihinden ekle, toplamı tahmin et ve problemler çöz.`,
  outcomes: [
    { text: msg`En çok dört basamaklı doğal sayılarla eldeli ve eldesiz toplama işlemini yapar.` },
    { text: msg`İki doğal sayının toplamını tahmin eder ve tahminini işlem sonucu ile karşılaştırır.` },
    { text: msg`En çok dört basamaklı doğal sayıları 100’ün katlarıyla zihinden toplar.` },
    { text: msg`Doğal sayılarla toplama işlemini gerektiren problemleri çözer ve kurar.` },
  ],
  keywords: [msg`Toplama`, msg`Eldeli toplama`, msg`Zihinden toplama`, msg`Tahmin`, msg`Dört basamaklı sayılar`],
};
