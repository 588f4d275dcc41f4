import { msg } from '@lingui/core/macro';
import { mathsUnit as unit } from './unit.ts';

/** Grade 7's units of the MEB Matematik programme (2018): its sub-learning areas, in the programme's order. */
export const GRADE_7 = [
  unit(7, [1, 1], msg`Tam Sayılarla İşlemler`),
  unit(7, [1, 2], msg`Rasyonel Sayılar`),
  unit(7, [1, 3], msg`Rasyonel Sayılarla İşlemler`),
  unit(7, [1, 4], msg`Oran ve Orantı`),
  unit(7, [1, 5], msg`Yüzdeler`),
  unit(7, [2, 1], msg`Cebirsel İfadeler`),
  unit(7, [2, 2], msg`Eşitlik ve Denklem`),
  unit(7, [3, 1], msg`Doğrular ve Açılar`),
  unit(7, [3, 2], msg`Çokgenler`),
  unit(7, [3, 3], msg`Çember ve Daire`),
  unit(7, [3, 4], msg`Cisimlerin Farklı Yönlerden Görünümleri`),
  unit(7, [4, 1], msg`Veri Analizi`),
];
