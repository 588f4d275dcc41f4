import { msg } from '@lingui/core/macro';
import type { Kit } from '../types.ts';

export const kit: Kit = {
  id: 'maths-geometry',
  subject: 'maths',
  icon: '📐',
  title: msg`Geometri ve Ölçme`,
  summary: msg`Cetvelle ölç ve çiz, açıları oluştur ve adlandır, kareli kâğıtta şekillerin alanını ve çevresini bul.`,
  theme: msg`Geometri ve Ölçme: Uzunluk, Açı ve Alan`,
  experimentIds: ['measuring-length', 'angle-types', 'area-and-perimeter', 'millimetres-and-centimetres', 'angle-pairs'],
};
