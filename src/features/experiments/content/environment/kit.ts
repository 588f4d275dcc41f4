import { msg } from '@lingui/core/macro';
import type { Kit } from '../types.ts';

export const kit: Kit = {
  id: 'environment',
  subject: 'science',
  icon: '♻️',
  title: msg`İnsan ve Çevre`,
  summary: msg`Damlayan bir musluk ne kadar su harcar, denize dökülen petrol canlıları nasıl etkiler, bitkiler ışıkla nasıl besin üretir? Musluk, su kabı ve su bitkisiyle doğayı korumanın yollarını keşfet.`,
  theme: msg`Canlılar ve Yaşam: İnsan ve Çevre`,
  experimentIds: [
    'natural-or-built',
    'dripping-tap',
    'recycled-paper',
    'oil-spill-cleanup',
    'biodiversity-count',
    'greenhouse-jar',
    'photosynthesis-rate',
    'jar-ecosystem',
  ],
};
