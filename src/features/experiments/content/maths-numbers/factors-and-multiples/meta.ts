import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 6, "Çarpanlar ve Katlar" (M.6.1.2): factors and multiples, divisibility rules, primes, prime factors, common multiples. */
export const meta: ExperimentMeta = {
  id: 'factors-and-multiples',
  kitId: 'maths-numbers',
  subject: 'maths',
  grade: 6,
  unitId: 'M.6.1.2',
  icon: '🦘',
  title: msg`Zıplayan Katlar, Saklanan Çarpanlar`,
  summary: msg`Sayı doğrusunda eşit zıplayışlarla katları bul, Eratosthenes kalburuyla asal sayıları ayıkla; bölünebilme kurallarını ve ortak katları problemlerde kullan.`,
  outcomes: [
    { text: msg`Doğal sayıların çarpanlarını ve katlarını belirler.` },
    { text: msg`2, 3, 4, 5, 6, 9 ve 10’a kalansız bölünebilme kurallarını açıklar ve kullanır.` },
    { text: msg`Asal sayıları belirler, doğal sayıların asal çarpanlarını bulur; iki sayının ortak katlarını problemlerde kullanır.` },
  ],
  keywords: [msg`Çarpan`, msg`Kat`, msg`Bölünebilme`, msg`Asal sayı`, msg`Asal çarpan`, msg`Ortak kat`],
};
