import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 3, "Doğal Sayılarla Toplama İşlemi": adding three-digit numbers with base-ten blocks, carrying ones and tens, estimating and checking. */
export const meta: ExperimentMeta = {
  id: 'three-digit-addition',
  kitId: 'maths-numbers',
  subject: 'maths',
  grade: 3,
  unitId: 'M.3.1.2',
  icon: '🧮',
  title: msg`Bloklarla Eldeli Toplama`,
  summary: msg`Yüzlük, onluk ve birlik bloklarıyla üç basamaklı sayıları topla; 10 birliği bir onluğa, 10 onluğu bir yüzlüğe çevirerek eldeyi gör, sonucu tahmin et ve problemler çöz.`,
  outcomes: [
    { text: msg`Toplamı en çok üç basamaklı olan doğal sayılarla eldesiz ve eldeli toplama işlemini yapar.` },
    { text: msg`Toplananların yeri değişince toplamın değişmediğini gösterir.` },
    { text: msg`İki doğal sayının toplamını tahmin eder ve tahminini işlem sonucuyla karşılaştırır.` },
    { code: 'M.3.1.2.6', text: msg`Doğal sayılarla toplama işlemini gerektiren problemleri çözer.` },
  ],
  keywords: [msg`Toplama`, msg`Eldeli toplama`, msg`Yüzlük`, msg`Onluk taban blokları`, msg`Tahmin`],
};
