import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 6, "Kümeler" (M.6.1.3): sets, elements, the empty set, Venn diagrams, intersection and union. */
export const meta: ExperimentMeta = {
  id: 'sets-and-venn',
  kitId: 'maths-numbers',
  subject: 'maths',
  grade: 6,
  unitId: 'M.6.1.3',
  icon: '⭕',
  title: msg`Kümeler ve Venn Şeması`,
  summary: msg`Sayıları ve resimleri Venn şemasında kümelere yerleştir; iki kümenin ortak elemanlarını ve bütün elemanlarını bularak kesişim ve birleşimi keşfet.`,
  outcomes: [
    { text: msg`Küme, eleman ve boş küme kavramlarını açıklar; bir topluluğun küme belirtip belirtmediğini ayırt eder.` },
    { text: msg`Kümeleri liste yöntemiyle ve Venn şemasıyla gösterir; bir nesnenin kümenin elemanı olup olmadığını belirtir.` },
    { text: msg`İki kümenin kesişimini ve birleşimini Venn şemasında bulur ve eleman sayılarını belirler.` },
  ],
  keywords: [msg`Küme`, msg`Eleman`, msg`Venn şeması`, msg`Kesişim`, msg`Birleşim`, msg`Boş küme`],
};
