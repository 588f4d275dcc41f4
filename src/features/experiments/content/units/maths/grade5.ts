import { msg } from '@lingui/core/macro';
import { mathsUnit as unit } from './unit.ts';

/**
 * Grade 5's units: the sub-learning areas (alt öğrenme alanları) of the MEB Matematik programme (2018), in
 * the programme's order (M.5.1 Sayılar ve İşlemler, M.5.2 Geometri ve Ölçme, M.5.3 Veri İşleme).
 */
export const GRADE_5 = [
  unit(5, [1, 1], msg`Doğal Sayılar`),
  unit(5, [1, 2], msg`Doğal Sayılarla İşlemler`),
  unit(5, [1, 3], msg`Kesirler`),
  unit(5, [1, 4], msg`Kesirlerle İşlemler`),
  unit(5, [1, 5], msg`Ondalık Gösterim`),
  unit(5, [1, 6], msg`Yüzdeler`),
  unit(5, [2, 1], msg`Temel Geometrik Kavramlar ve Çizimler`),
  unit(5, [2, 2], msg`Üçgen ve Dörtgenler`),
  unit(5, [2, 3], msg`Uzunluk ve Zaman Ölçme`),
  unit(5, [2, 4], msg`Alan Ölçme`),
  unit(5, [2, 5], msg`Geometrik Cisimler`),
  unit(5, [3, 1], msg`Veri Toplama ve Değerlendirme`),
];
