import { msg } from '@lingui/core/macro';
import type { Kit } from '../types.ts';

export const kit: Kit = {
  id: 'maths-measurement',
  subject: 'maths',
  icon: '📏',
  title: msg`Ölçme`,
  summary: msg`Cetvelle ölç ve çiz, kareli kâğıtta alan ve çevre bul; zamanı, paralarımızı, kütleyi, sıvıları ve hacmi ölçmeyi dene.`,
  theme: msg`Ölçme: Uzunluk, Alan, Çevre, Zaman, Para, Kütle, Sıvı ve Hacim`,
  experimentIds: [
    'our-money',
    'full-and-half-hours',
    'measuring-length',
    'quarter-hours',
    'lira-and-kurus',
    'metres-and-centimetres',
    'walk-the-perimeter',
    'covering-surfaces',
    'minutes-on-the-clock',
    'shopping-budget',
    'kilograms-and-grams',
    'litre-and-half-litre',
    'same-perimeter-different-area',
    'area-and-perimeter',
    'hours-minutes-seconds',
    'kilogram-gram-conversions',
    'litres-and-millilitres',
    'millimetres-and-centimetres',
    'rectangle-area',
    'triangle-and-parallelogram-area',
    'litres-and-cubic-decimetres',
  ],
};
