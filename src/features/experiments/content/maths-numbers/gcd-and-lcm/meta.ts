import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 8, "Çarpanlar ve Katlar" (M.8.1.1): prime factorisation, common divisors and multiples in a Venn diagram, EBOB and EKOK, coprime numbers. */
export const meta: ExperimentMeta = {
  id: 'gcd-and-lcm',
  kitId: 'maths-numbers',
  subject: 'maths',
  grade: 8,
  unitId: 'M.8.1.1',
  icon: '🥁',
  title: msg`Ortak Bölenler, Ortak Katlar: EBOB ve EKOK`,
  summary: msg`Bir dikdörtgeni en büyük eş karelere böl, iki ritmin ne zaman birlikte vurulduğunu dinle; bölenleri ve katları Venn şemasına yerleştirerek EBOB ve EKOK’u bul.`,
  outcomes: [
    { text: msg`Pozitif tam sayıların çarpanlarını bulur ve asal çarpanlarını üslü ifadelerin çarpımı biçiminde yazar.` },
    { code: 'M.8.1.1.2', text: msg`İki doğal sayının en büyük ortak bölenini (EBOB) ve en küçük ortak katını (EKOK) hesaplar; ilgili problemleri çözer.` },
    { text: msg`Verilen iki doğal sayının aralarında asal olup olmadığını belirler.` },
  ],
  keywords: [msg`Çarpan`, msg`Asal çarpan`, msg`EBOB`, msg`EKOK`, msg`Aralarında asal`, msg`Venn şeması`],
};
