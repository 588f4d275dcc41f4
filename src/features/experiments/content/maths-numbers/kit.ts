import { msg } from '@lingui/core/macro';
import type { Kit } from '../types.ts';

export const kit: Kit = {
  id: 'maths-numbers',
  subject: 'maths',
  icon: '🔢',
  title: msg`Sayılar ve İşlemler`,
  summary: msg`Onluk çubuklar ve birlik küplerle sayıları modelle; toplama, çıkarma, çarpma ve bölmeyi, çarpanları, tam sayıları ve üslü sayıları sayı doğrusunda ve modellerle keşfet.`,
  theme: msg`Sayılar ve İşlemler: Doğal Sayılar, Tam Sayılar, Üslü ve Kareköklü İfadeler`,
  experimentIds: ['numbers-to-twenty', 'adding-on-a-number-line', 'taking-away-on-a-number-line', 'tens-and-ones', 'adding-tens-and-ones', 'subtracting-tens-and-ones', 'equal-jumps', 'sharing-and-grouping', 'hundreds-tens-ones', 'three-digit-addition', 'three-digit-subtraction', 'multiplication-arrays', 'division-with-remainder', 'six-digit-numbers', 'four-digit-addition', 'four-digit-subtraction', 'multiplying-in-parts', 'division-in-chunks', 'millions-and-patterns', 'squares-and-cubes', 'order-of-operations', 'factors-and-multiples', 'sets-and-venn', 'integers-on-a-line', 'integer-operations', 'common-factors-and-multiples', 'gcd-and-lcm', 'powers-by-folding', 'square-roots'],
};
