import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 5, "Temel Geometrik Kavramlar ve Çizimler" (M.5.2.1): line, ray and line segment; drawing a segment equal to a given one; parallel and perpendicular lines. */
export const meta: ExperimentMeta = {
  id: 'lines-rays-segments',
  kitId: 'maths-geometry',
  subject: 'maths',
  grade: 5,
  unitId: 'M.5.2.1',
  icon: '📏',
  title: msg`Doğru, Işın, Doğru Parçası`,
  summary: msg`Doğru, ışın ve doğru parçasını ayırt et ve sembolle göster; cetvelle bir doğru parçasını ölçüp ona eşit uzunlukta bir doğru parçası çiz, paralel ve dik doğruları gönyeyle bul.`,
  outcomes: [
    { text: msg`Doğru, doğru parçası ve ışını açıklar ve sembolle gösterir.` },
    { text: msg`Bir doğru parçasını ölçer ve ona eşit uzunlukta bir doğru parçası çizer.` },
    { text: msg`Paralel ve dik doğruları tanır; gönye ve cetvelle paralel ve dik doğru parçaları çizer.` },
  ],
  keywords: [msg`Doğru`, msg`Işın`, msg`Doğru parçası`, msg`Paralel`, msg`Dik`, msg`Cetvel`],
};
