import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 4, "Kesirlerle İşlemler": adding and subtracting fractions with equal denominators on strips and area models. */
export const meta: ExperimentMeta = {
  id: 'same-denominator-sums',
  kitId: 'maths-fractions',
  subject: 'maths',
  grade: 4,
  unitId: 'M.4.1.7',
  icon: '🍫',
  title: msg`Paydaları Eşit Kesirlerle Toplama ve Çıkarma`,
  summary: msg`Kâğıt şeritleri eş parçalara katlayıp boyayarak paydaları eşit kesirleri topla ve çıkar; paydanın neden değişmediğini gör ve çikolata, pizza problemlerini çöz.`,
  outcomes: [
    { text: msg`Paydaları eşit kesirlerle toplama ve çıkarma işlemi yapar.` },
    { text: msg`Kesirlerle toplama ve çıkarma işlemlerini gerektiren problemleri çözer.` },
    { text: msg`İşlemin sonucunu şerit ve alan modelleriyle gösterir; paydanın neden değişmediğini açıklar.` },
  ],
  keywords: [msg`Kesir`, msg`Pay`, msg`Payda`, msg`Kesirlerle toplama`, msg`Kesirlerle çıkarma`],
};
