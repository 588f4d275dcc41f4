import { msg } from '@lingui/core/macro';
import type { Kit } from '../types.ts';

export const kit: Kit = {
  id: 'maths-geometry',
  subject: 'maths',
  icon: '📐',
  title: msg`Geometri`,
  summary: msg`Örüntüleri sürdür, şekilleri ve cisimleri tanı, açıları oluştur ve adlandır; çokgenleri, çemberi, dönüşümleri ve cisimlerin görünümlerini keşfet.`,
  theme: msg`Geometri: Şekiller, Cisimler, Açılar ve Dönüşümler`,
  experimentIds: [
    'where-is-the-toy',
    'naming-shapes',
    'repeating-patterns',
    'sides-and-corners',
    'position-and-direction',
    'shape-patterns',
    'shapes-on-a-geoboard',
    'rays-and-angles',
    'turning-patterns',
    'squares-rectangles-triangles',
    'angle-types',
    'line-symmetry',
    'triangles-and-quadrilaterals',
    'cube-nets',
    'angle-pairs',
    'parallel-lines-angles',
    'polygon-angles-areas', 'circle-and-disc',
    'views-of-cubes',
    'triangle-sides-angles',
    'similar-shapes',
    'slide-and-reflect',
  ],
};
