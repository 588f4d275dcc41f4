import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 3, "Geometrik Cisimler ve Şekiller": naming shapes by their number of sides on a geoboard. */
export const meta: ExperimentMeta = {
  id: 'shapes-on-a-geoboard',
  kitId: 'maths-geometry',
  subject: 'maths',
  grade: 3,
  unitId: 'M.3.2.1',
  icon: '🔷',
  title: msg`Geometri Tahtasında Şekiller`,
  summary: msg`Geometri tahtasında lastikle üçgen, dörtgen, beşgen ve altıgen yap; kenarlarını ve köşelerini sayarak şekillerin adlarını kenar sayılarından aldığını keşfet.`,
  outcomes: [
    { code: 'M.3.2.1.4', text: msg`Şekillerin kenar sayılarına göre isimlendirildiklerini fark eder.` },
    { text: msg`Geometri tahtasında ve noktalı kâğıtta istenen sayıda kenarı olan şekiller oluşturur.` },
    { text: msg`Kare ve dikdörtgeni kenarları ve köşeleriyle tanır, ikisinin de dörtgen olduğunu söyler.` },
  ],
  keywords: [msg`Kenar`, msg`Köşe`, msg`Üçgen`, msg`Dörtgen`, msg`Beşgen`, msg`Altıgen`, msg`Geometri tahtası`],
};
