import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 2, "Geometrik Örüntüler": repeating patterns of shapes with three- and four-part cores, turning arrows, the missing element. */
export const meta: ExperimentMeta = {
  id: 'shape-patterns',
  kitId: 'maths-geometry',
  subject: 'maths',
  grade: 2,
  unitId: 'M.2.2.3',
  icon: '🔷',
  title: msg`Şekil Örüntüleri`,
  summary: msg`Kilim ve çini süslemelerindeki tekrarları bul; şekillerden ve dönen oklardan oluşan örüntülerin kuralını söyle, örüntüyü sürdür.`,
  outcomes: [
    { text: msg`Tekrarlayan bir geometrik örüntüdeki kuralı belirler ve örüntüyü sürdürür.` },
    { text: msg`Geometrik örüntüde eksik bırakılan ögeyi belirler.` },
    { text: msg`Şekillerle kuralını kendisinin belirlediği bir örüntü oluşturur.` },
  ],
  keywords: [msg`Örüntü`, msg`Kural`, msg`Tekrar eden kısım`, msg`Şekil`, msg`Süsleme`],
};
