import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 3, "Doğal Sayılarla Bölme İşlemi": sharing and grouping, division as equal jumps back, the remainder, checking with multiplication, dividing by 10. */
export const meta: ExperimentMeta = {
  id: 'division-with-remainder',
  kitId: 'maths-numbers',
  subject: 'maths',
  grade: 3,
  unitId: 'M.3.1.5',
  icon: '🥜',
  title: msg`Eşit Paylaş, Kalanı Bul`,
  summary: msg`Pulları bardaklara eşit paylaştır ve sayı doğrusunda eşit geri zıpla; bölümü ve kalanı bul, kalanın bölenden küçük olduğunu gör, sonucu çarpmayla kontrol et.`,
  outcomes: [
    { text: msg`İki basamaklı bir doğal sayıyı bir basamaklı bir doğal sayıya kalanlı ve kalansız böler.` },
    { text: msg`Bölme işleminde bölünen, bölen, bölüm ve kalan arasındaki ilişkiyi fark eder; kalanın bölenden küçük olduğunu açıklar.` },
    { text: msg`Çarpma ile bölme arasındaki ilişkiyi kullanarak bölme işleminin sonucunu kontrol eder.` },
    { text: msg`Son basamağı sıfır olan iki basamaklı sayıları 10’a kısa yoldan böler.` },
    { text: msg`Bölme işlemini gerektiren problemleri çözer.` },
  ],
  keywords: [msg`Bölme`, msg`Bölüm`, msg`Kalan`, msg`Bölen`, msg`Bölünen`, msg`Paylaştırma`],
};
