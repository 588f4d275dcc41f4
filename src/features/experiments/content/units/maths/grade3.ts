import { msg } from '@lingui/core/macro';
import { mathsUnit as unit } from './unit.ts';

/** Grade 3's sub-learning areas (alt öğrenme alanları) of the MEB Matematik programme (2018), in the programme's order. */
export const GRADE_3 = [
  unit(3, [1, 1], msg`Doğal Sayılar`),
  unit(3, [1, 2], msg`Doğal Sayılarla Toplama İşlemi`),
  unit(3, [1, 3], msg`Doğal Sayılarla Çıkarma İşlemi`),
  unit(3, [1, 4], msg`Doğal Sayılarla Çarpma İşlemi`),
  unit(3, [1, 5], msg`Doğal Sayılarla Bölme İşlemi`),
  unit(3, [1, 6], msg`Kesirler`),
  unit(3, [2, 1], msg`Geometrik Cisimler ve Şekiller`),
  unit(3, [2, 2], msg`Uzamsal İlişkiler`),
  unit(3, [2, 3], msg`Geometride Temel Kavramlar`),
  unit(3, [2, 4], msg`Geometrik Örüntüler`),
  unit(3, [3, 1], msg`Uzunluk Ölçme`),
  unit(3, [3, 2], msg`Çevre Ölçme`),
  unit(3, [3, 3], msg`Alan Ölçme`),
  unit(3, [3, 4], msg`Zaman Ölçme`),
  unit(3, [3, 5], msg`Paralarımız`),
  unit(3, [3, 6], msg`Tartma`),
  unit(3, [3, 7], msg`Sıvı Ölçme`),
  unit(3, [4, 1], msg`Veri Toplama ve Değerlendirme`),
];
