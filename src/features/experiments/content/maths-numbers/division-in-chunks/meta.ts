import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 4, "Doğal Sayılarla Bölme İşlemi": division as taking away chunks of ten divisors and single divisors, long division by a one- or two-digit divisor, the number of digits of the quotient, dividing by 10, 100 and 1000, problems. */
export const meta: ExperimentMeta = {
  id: 'division-in-chunks',
  kitId: 'maths-numbers',
  subject: 'maths',
  grade: 4,
  unitId: 'M.4.1.5',
  icon: '🐿️',
  title: msg`Onar Onar Böl`,
  summary: msg`Bölüneni önce bölenin 10 katı kadar büyük parçalarla, sonra bölen kadar küçük parçalarla eksilterek böl; uzun bölmeyi, bölümün basamak sayısını, kalanı ve 10, 100, 1000 ile kısa yoldan bölmeyi keşfet.`,
  outcomes: [
    { text: msg`Üç basamaklı doğal sayıları en çok iki basamaklı doğal sayılara böler.` },
    { text: msg`En çok dört basamaklı bir doğal sayıyı bir basamaklı bir doğal sayıya böler.` },
    { text: msg`Bölen bir basamaklı olduğunda bölümün basamak sayısını işlem yapmadan belirler.` },
    { text: msg`Son basamakları sıfır olan doğal sayıları 10, 100 ve 1000 ile kısa yoldan böler.` },
    { text: msg`Bölme işlemini gerektiren problemleri çözer.` },
  ],
  keywords: [msg`Bölme`, msg`Uzun bölme`, msg`Bölüm`, msg`Kalan`, msg`Ardışık çıkarma`, msg`Kısa yoldan bölme`],
};
