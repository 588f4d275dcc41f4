import { msg } from '@lingui/core/macro';
import { mathsUnit as unit } from './unit.ts';

/**
 * Grade 6's units: the sub-learning areas (alt öğrenme alanları) of the MEB Matematik programme (2018), in
 * the programme's order (M.6.1 Sayılar ve İşlemler, M.6.2 Cebir, M.6.3 Geometri ve Ölçme, M.6.4 Veri İşleme).
 */
export const GRADE_6 = [
  unit(6, [1, 1], msg`Doğal Sayılarla İşlemler`),
  unit(6, [1, 2], msg`Çarpanlar ve Katlar`),
  unit(6, [1, 3], msg`Kümeler`),
  unit(6, [1, 4], msg`Tam Sayılar`),
  unit(6, [1, 5], msg`Kesirlerle İşlemler`),
  unit(6, [1, 6], msg`Ondalık Gösterim`),
  unit(6, [1, 7], msg`Oran`),
  unit(6, [2, 1], msg`Cebirsel İfadeler`),
  unit(6, [3, 1], msg`Açılar`),
  unit(6, [3, 2], msg`Alan Ölçme`),
  unit(6, [3, 3], msg`Çember`),
  unit(6, [3, 4], msg`Geometrik Cisimler`),
  unit(6, [3, 5], msg`Sıvı Ölçme`),
  unit(6, [4, 1], msg`Veri Toplama ve Değerlendirme`),
  unit(6, [4, 2], msg`Veri Analizi`),
];
