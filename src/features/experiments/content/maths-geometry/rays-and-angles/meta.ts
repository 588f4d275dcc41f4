import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 3, "Geometride Temel Kavramlar": point, line, line segment and ray; the angle, and right, acute, obtuse and straight angles. */
export const meta: ExperimentMeta = {
  id: 'rays-and-angles',
  kitId: 'maths-geometry',
  subject: 'maths',
  grade: 3,
  unitId: 'M.3.2.3',
  icon: '📏',
  title: msg`Nokta, Işın ve Açı`,
  summary: msg`İp, çubuk ve kâğıtla nokta, doğru, doğru parçası ve ışın modelleri yap; iki ışınla açı oluştur, katlanmış kâğıtla dik açıyı bul ve açıları dik açıyla karşılaştır.`,
  outcomes: [
    { text: msg`Nokta, doğru, doğru parçası ve ışını modelleriyle tanır ve çizer.` },
    { text: msg`Başlangıç noktaları ortak iki ışının bir açı oluşturduğunu gösterir; açının köşesini ve kenarlarını belirtir.` },
    { text: msg`Açıları dik açıyla karşılaştırarak dar, dik, geniş ve doğru açı olarak ayırt eder.` },
  ],
  keywords: [msg`Nokta`, msg`Doğru`, msg`Doğru parçası`, msg`Işın`, msg`Açı`, msg`Dik açı`],
};
