import { msg } from '@lingui/core/macro';
import { mathsUnit as unit } from './unit.ts';

/** Grade 4's sub-learning areas (alt öğrenme alanları) of the MEB Matematik programme (2018), in the programme's order. */
export const GRADE_4 = [
  unit(4, [1, 1], msg`Doğal Sayılar`),
  unit(4, [1, 2], msg`Doğal Sayılarla Toplama İşlemi`),
  unit(4, [1, 3], msg`Doğal Sayılarla Çıkarma İşlemi`),
  unit(4, [1, 4], msg`Doğal Sayılarla Çarpma İşlemi`),
  unit(4, [1, 5], msg`Doğal Sayılarla Bölme İşlemi`),
  unit(4, [1, 6], msg`Kesirler`),
  unit(4, [1, 7], msg`Kesirlerle İşlemler`),
  unit(4, [2, 1], msg`Geometrik Cisimler ve Şekiller`),
  unit(4, [2, 2], msg`Geometride Temel Kavramlar`),
  unit(4, [2, 3], msg`Uzamsal İlişkiler`),
  unit(4, [3, 1], msg`Uzunluk Ölçme`),
  unit(4, [3, 2], msg`Çevre Ölçme`),
  unit(4, [3, 3], msg`Alan Ölçme`),
  unit(4, [3, 4], msg`Zaman Ölçme`),
  unit(4, [3, 5], msg`Tartma`),
  unit(4, [3, 6], msg`Sıvı Ölçme`),
  unit(4, [4, 1], msg`Veri Toplama ve Değerlendirme`),
];
