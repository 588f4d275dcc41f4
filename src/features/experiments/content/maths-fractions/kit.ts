import { msg } from '@lingui/core/macro';
import type { Kit } from '../types.ts';

export const kit: Kit = {
  id: 'maths-fractions',
  subject: 'maths',
  icon: '🍕',
  title: msg`Kesirler, Ondalıklar ve Yüzdeler`,
  summary: msg`Kâğıt şeritleri ve daireleri eş parçalara bölerek kesirleri keşfet; kesirleri, ondalık gösterimleri, yüzdeleri ve rasyonel sayıları modellerle karşılaştır ve işlem yap.`,
  theme: msg`Sayılar ve İşlemler: Kesirler, Ondalık Gösterim, Yüzdeler ve Rasyonel Sayılar`,
  experimentIds: [
    'whole-and-half',
    'halves-and-quarters',
    'unit-fractions',
    'simple-and-mixed-fractions',
    'same-denominator-sums',
    'equivalent-fractions',
    'adding-fractions',
    'tenths-and-hundredths',
    'percentages-on-a-grid',
    'fraction-operations',
    'multiplying-decimals',
    'rational-numbers',
    'rational-operations',
    'percent-problems',
  ],
};
