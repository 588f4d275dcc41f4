import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 6, "Tam Sayılar" (M.6.1.4): integers on the number line, comparing and ordering them, absolute value. */
export const meta: ExperimentMeta = {
  id: 'integers-on-a-line',
  kitId: 'maths-numbers',
  subject: 'maths',
  grade: 6,
  unitId: 'M.6.1.4',
  icon: '🌡️',
  title: msg`Sıfırın Altı ve Üstü: Tam Sayılar`,
  summary: msg`Sıcaklıklar, deniz seviyesi ve kat numaralarıyla negatif ve pozitif tam sayıları sayı doğrusunda göster; tam sayıları karşılaştır, sırala ve mutlak değerlerini bul.`,
  outcomes: [
    { text: msg`Günlük durumları tam sayılarla ifade eder ve tam sayıları sayı doğrusunda gösterir.` },
    { text: msg`Tam sayıları sayı doğrusundaki yerlerine bakarak karşılaştırır ve sıralar.` },
    { text: msg`Bir tam sayının mutlak değerini sıfıra olan uzaklık olarak belirler.` },
  ],
  keywords: [msg`Tam sayı`, msg`Negatif`, msg`Pozitif`, msg`Sayı doğrusu`, msg`Mutlak değer`, msg`Sıcaklık`],
};
