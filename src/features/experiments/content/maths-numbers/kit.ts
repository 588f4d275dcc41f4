import { msg } from '@lingui/core/macro';
import type { Kit } from '../types.ts';

export const kit: Kit = {
  id: 'maths-numbers',
  subject: 'maths',
  icon: '🔢',
  title: msg`Sayılar ve Kesirler`,
  summary: msg`Onluk çubuklar ve birlik küplerle sayıları modelle, kâğıt şeritleri ve daireleri eş parçalara bölerek kesirleri keşfet.`,
  theme: msg`Sayılar ve İşlemler: Basamak Değeri ve Kesirler`,
  experimentIds: ['tens-and-ones', 'halves-and-quarters', 'hundreds-tens-ones', 'equivalent-fractions'],
};
