import { msg } from '@lingui/core/macro';
import { mathsUnit as unit } from './unit.ts';

/** Grade 1's units of the MEB Matematik programme (2018): its sub-learning areas, in the programme's order. */
export const GRADE_1 = [
  unit(1, [1, 1], msg`Doğal Sayılar`),
  unit(1, [1, 2], msg`Doğal Sayılarla Toplama İşlemi`),
  unit(1, [1, 3], msg`Doğal Sayılarla Çıkarma İşlemi`),
  unit(1, [1, 4], msg`Kesirler`),
  unit(1, [2, 1], msg`Uzamsal İlişkiler`),
  unit(1, [2, 2], msg`Geometrik Cisimler ve Şekiller`),
  unit(1, [2, 3], msg`Geometrik Örüntüler`),
  unit(1, [3, 1], msg`Uzunluk Ölçme`),
  unit(1, [3, 2], msg`Paralarımız`),
  unit(1, [3, 3], msg`Zaman Ölçme`),
  unit(1, [3, 4], msg`Tartma`),
  unit(1, [4, 1], msg`Veri Toplama ve Değerlendirme`),
];
