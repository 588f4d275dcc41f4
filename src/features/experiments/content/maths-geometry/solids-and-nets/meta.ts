import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 8, "Geometrik Cisimler" (M.8.3.4): right prisms, the cylinder, the pyramid and the cone, their nets, and the cylinder's surface area and volume. */
export const meta: ExperimentMeta = {
  id: 'solids-and-nets',
  kitId: 'maths-geometry',
  subject: 'maths',
  grade: 8,
  unitId: 'M.8.3.4',
  icon: '🥫',
  title: msg`Cisimler ve Açınımları`,
  summary: msg`Bir kutuyu ve bir konserve etiketini açarak dik prizmanın ve silindirin açınımını incele; silindirin yüzey alanını ve hacmini hesapla, piramit ve koninin elemanlarını tanı, çizilen açınımların hangi cisme katlandığını bul ve küp açınımlarını katlayarak dene.`,
  outcomes: [
    { text: msg`Dik prizmaları tanır, temel elemanlarını belirler ve açınımını çizer.` },
    {
      text: msg`Dik dairesel silindirin temel elemanlarını belirler, açınımını çizer; yüzey alanı ve hacim bağıntılarını oluşturur ve ilgili problemleri çözer.`,
    },
    { text: msg`Dik piramidi ve dik koniyi tanır, temel elemanlarını belirler.` },
  ],
  keywords: [msg`Dik prizma`, msg`Silindir`, msg`Piramit`, msg`Koni`, msg`Açınım`, msg`Yüzey alanı`],
};
