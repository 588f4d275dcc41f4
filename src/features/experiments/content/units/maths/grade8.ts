import { msg } from '@lingui/core/macro';
import { mathsUnit as unit } from './unit.ts';

/** Grade 8's units of the MEB Matematik programme (2018): its sub-learning areas, in the programme's order. */
export const GRADE_8 = [
  unit(8, [1, 1], msg`Çarpanlar ve Katlar`),
  unit(8, [1, 2], msg`Üslü İfadeler`),
  unit(8, [1, 3], msg`Kareköklü İfadeler`),
  unit(8, [2, 1], msg`Cebirsel İfadeler ve Özdeşlikler`),
  unit(8, [2, 2], msg`Doğrusal Denklemler`),
  unit(8, [2, 3], msg`Eşitsizlikler`),
  unit(8, [3, 1], msg`Üçgenler`),
  unit(8, [3, 2], msg`Eşlik ve Benzerlik`),
  unit(8, [3, 3], msg`Dönüşüm Geometrisi`),
  unit(8, [3, 4], msg`Geometrik Cisimler`),
  unit(8, [4, 1], msg`Veri Analizi`),
  unit(8, [5, 1], msg`Basit Olayların Olma Olasılığı`),
];
