import { msg } from '@lingui/core/macro';
import type { Kit } from '../types.ts';

export const kit: Kit = {
  id: 'earth-and-space',
  subject: 'science',
  icon: '🌍',
  title: msg`Dünya ve Evren`,
  summary: msg`Dünya’nın şekli ve yüzeyi, gece ile gündüz, Ay’ın evreleri, tutulmalar, yıldızlar ve mevsimler. Küre, el feneri ve toplarla gökyüzünü sınıfa getir.`,
  theme: msg`Dünya ve Evren`,
  experimentIds: [
    'land-and-water',
    'air-around-us',
    'day-and-night',
    'rocks-and-fossils',
    'moon-phases',
    'moon-craters',
    'eclipse-model',
    'solar-system-scale',
    'star-gazing-box',
    'lens-telescope',
    'seasons-sunlight-angle',
  ],
};
