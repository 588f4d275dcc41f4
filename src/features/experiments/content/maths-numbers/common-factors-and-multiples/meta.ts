import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 8, "Çarpanlar ve Katlar" (M.8.1.1): factor rectangles of square tiles, prime factorisation, EBOB and EKOK as the largest square tile and the smallest square, coprime numbers. */
export const meta: ExperimentMeta = {
  id: 'common-factors-and-multiples',
  kitId: 'maths-numbers',
  subject: 'maths',
  grade: 8,
  unitId: 'M.8.1.1',
  icon: '🧱',
  title: msg`Karolarla EBOB ve EKOK`,
  summary: msg`Kare karolarla bir sayının bütün dikdörtgenlerini kurarak çarpanlarını bul; asal çarpanlara ayır; bir bahçeyi en büyük kare karolarla döşeyerek EBOB’u, dikdörtgen kartlarla en küçük kareyi kurarak EKOK’u keşfet.`,
  outcomes: [
    { text: msg`Verilen pozitif tam sayıların çarpanlarını bulur; sayıları asal çarpanlarının çarpımı biçiminde üslü ifadelerle yazar.` },
    {
      code: 'M.8.1.1.2',
      text: msg`İki doğal sayının en büyük ortak bölenini (EBOB) ve en küçük ortak katını (EKOK) hesaplar; ilgili problemleri çözer.`,
    },
    { text: msg`Verilen iki sayının aralarında asal olup olmadığını belirler.` },
  ],
  keywords: [msg`Çarpan`, msg`Asal çarpan`, msg`EBOB`, msg`EKOK`, msg`Aralarında asal`, msg`Kat`],
};
