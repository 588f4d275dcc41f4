import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 4, "Uzunluk Ölçme": millimetre, centimetre, metre and kilometre, how they relate, measuring and drawing to the millimetre. */
export const meta: ExperimentMeta = {
  id: 'millimetre-to-kilometre',
  kitId: 'maths-measurement',
  subject: 'maths',
  grade: 4,
  unitId: 'M.4.3.1',
  icon: '📐',
  title: msg`Milimetreden Kilometreye`,
  summary: msg`Cetveldeki küçük çizgilerle milimetreyi tanı, nesneleri milimetresine kadar ölç ve çiz; milimetre, santimetre, metre ve kilometre arasındaki ilişkileri kullanarak uzunlukları dönüştür.`,
  outcomes: [
    { text: msg`Milimetre, santimetre, metre ve kilometrenin kullanıldığı yerleri belirtir.` },
    { text: msg`Uzunluk ölçme birimleri arasındaki ilişkiyi açıklar ve birbirine dönüştürür (1 cm = 10 mm, 1 m = 100 cm, 1 km = 1000 m).` },
    { text: msg`Cetvelle milimetre düzeyinde ölçer ve çizer; uzunluk ölçme birimlerinin kullanıldığı problemleri çözer.` },
  ],
  keywords: [msg`Milimetre`, msg`Santimetre`, msg`Metre`, msg`Kilometre`, msg`Cetvel`, msg`Dönüştürme`],
};
