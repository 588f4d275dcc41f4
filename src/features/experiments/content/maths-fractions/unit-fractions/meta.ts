import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 3, "Kesirler": unit fractions as one of the equal parts of a whole, comparing them, a unit fraction of a set. */
export const meta: ExperimentMeta = {
  id: 'unit-fractions',
  kitId: 'maths-fractions',
  subject: 'maths',
  grade: 3,
  unitId: 'M.3.1.6',
  icon: '🎂',
  title: msg`Eş Parçalar ve Birim Kesirler`,
  summary: msg`Kâğıt daireleri ve şeritleri eş parçalara katla; her eş parçanın bir birim kesir olduğunu gör, birim kesirleri karşılaştır ve bir çokluğun birim kesir kadarını bul.`,
  outcomes: [
    { text: msg`Bir bütünü eş parçalara ayırarak eş parçalardan her birinin birim kesir olduğunu belirtir.` },
    { text: msg`Birim kesirleri modellerle gösterir ve karşılaştırır.` },
    { text: msg`Bir çokluğun belirtilen birim kesir kadarını belirler.` },
  ],
  keywords: [msg`Kesir`, msg`Birim kesir`, msg`Eş parça`, msg`Pay`, msg`Payda`],
};
