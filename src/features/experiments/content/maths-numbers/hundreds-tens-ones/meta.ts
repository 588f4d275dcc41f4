import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 3, "Doğal Sayılar": three-digit numbers, hundreds, tens and ones, regrouping. */
export const meta: ExperimentMeta = {
  id: 'hundreds-tens-ones',
  kitId: 'maths-numbers',
  subject: 'maths',
  grade: 3,
  unitId: 'M.3.1.1',
  icon: '🟧',
  title: msg`Yüzlük, Onluk, Birlik`,
  summary: msg`Onluk taban bloklarıyla üç basamaklı sayıları modelle; 10 onluğun 1 yüzlük ettiğini görüp blokları bozdurarak sayıları farklı biçimlerde göster.`,
  outcomes: [
    { text: msg`Üç basamaklı doğal sayıların basamak adlarını, basamaklarındaki rakamların basamak değerlerini belirtir.` },
    { text: msg`Üç basamaklı doğal sayıları yüzlük, onluk ve birlik modelleriyle gösterir ve çözümler.` },
    { text: msg`Bir sayıyı farklı biçimlerde modeller; 10 onluğun 1 yüzlük, 10 birliğin 1 onluk ettiğini kullanır.` },
  ],
  keywords: [msg`Yüzlük`, msg`Onluk`, msg`Birlik`, msg`Basamak değeri`, msg`Çözümleme`, msg`Onluk taban blokları`],
};
