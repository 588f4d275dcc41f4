import { msg } from '@lingui/core/macro';
import { mathsUnit as unit } from './unit.ts';

/** Grade 2's units of the MEB Matematik programme (2018): its sub-learning areas, in the programme's order. */
export const GRADE_2 = [
  unit(2, [1, 1], msg`Doğal Sayılar`),
  unit(2, [1, 2], msg`Doğal Sayılarla Toplama İşlemi`),
  unit(2, [1, 3], msg`Doğal Sayılarla Çıkarma İşlemi`),
  unit(2, [1, 4], msg`Doğal Sayılarla Çarpma İşlemi`),
  unit(2, [1, 5], msg`Doğal Sayılarla Bölme İşlemi`),
  unit(2, [1, 6], msg`Kesirler`),
  unit(2, [2, 1], msg`Geometrik Cisimler ve Şekiller`),
  unit(2, [2, 2], msg`Uzamsal İlişkiler`),
  unit(2, [2, 3], msg`Geometrik Örüntüler`),
  unit(2, [3, 1], msg`Uzunluk Ölçme`),
  unit(2, [3, 2], msg`Zaman Ölçme`),
  unit(2, [3, 3], msg`Paralarımız`),
  unit(2, [3, 4], msg`Tartma`),
  unit(2, [4, 1], msg`Veri Toplama ve Değerlendirme`),
];
