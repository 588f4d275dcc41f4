import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 4, "Geometrik Cisimler ve Şekiller": sides and angles of squares, rectangles and triangles on a geoboard. */
export const meta: ExperimentMeta = {
  id: 'squares-rectangles-triangles',
  kitId: 'maths-geometry',
  subject: 'maths',
  grade: 4,
  unitId: 'M.4.2.1',
  icon: '📐',
  title: msg`Kare mi, Dikdörtgen mi, Üçgen mi?`,
  summary: msg`Geometri tahtasında kare, dikdörtgen ve üçgenler yap; kenar uzunluklarını ve dik açıları inceleyerek karenin ve dikdörtgenin özelliklerini, dik üçgeni ve eşkenar üçgeni tanı.`,
  outcomes: [
    { text: msg`Kare ve dikdörtgenin kenar ve açı özelliklerini belirler; döndürülen bir karenin yine kare olduğunu açıklar.` },
    { text: msg`Üçgenleri açılarına bakarak ayırt eder; dik üçgeni tanır.` },
    { text: msg`Üç kenarı eşit olan üçgene eşkenar üçgen dendiğini bilir.` },
  ],
  keywords: [msg`Kare`, msg`Dikdörtgen`, msg`Üçgen`, msg`Dik açı`, msg`Dik üçgen`, msg`Eşkenar üçgen`],
};
