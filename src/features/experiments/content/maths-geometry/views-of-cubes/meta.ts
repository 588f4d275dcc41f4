import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 7, "Cisimlerin Farklı Yönlerden Görünümleri" (M.7.3.4): front, side and top views of structures of unit cubes, and building a structure from its views. */
export const meta: ExperimentMeta = {
  id: 'views-of-cubes',
  kitId: 'maths-geometry',
  subject: 'maths',
  grade: 7,
  unitId: 'M.7.3.4',
  icon: '🧊',
  title: msg`Küplerden Yapılar ve Görünümleri`,
  summary: msg`Eş küplerle yapılar kur; yapıya önden, sağdan ve üstten bakıp görünümlerini kareli kâğıda çiz, sonra görünümleri verilen bir yapıyı küplerle oluştur.`,
  outcomes: [
    { text: msg`Üç boyutlu yapıların önden, arkadan, sağdan, soldan ve üstten iki boyutlu görünümlerini çizer.` },
    { text: msg`Farklı yönlerden iki boyutlu görünümleri verilen yapıları eş küplerle oluşturur.` },
  ],
  keywords: [msg`Görünüm`, msg`Önden görünüm`, msg`Üstten görünüm`, msg`Birim küp`, msg`Yapı`, msg`Uzamsal düşünme`],
};
