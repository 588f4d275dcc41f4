import { msg } from '@lingui/core/macro';
import type { Kit } from '../types.ts';

export const kit: Kit = {
  id: 'force-and-motion',
  subject: 'science',
  icon: '🛷',
  title: msg`Kuvvet ve Hareket`,
  summary: msg`İtme ve çekme, kuvvetin etkileri ve mıknatıslar, dinamometreyle kuvvet ölçme, sürtünme ve sürat, enerji, basınç ve basit makineler. Kutular, yaylar, toplar, su şişeleri ve bir cetvelle kuvvetin neleri değiştirdiğini keşfet.`,
  theme: msg`Fiziksel Olaylar: Kuvvet ve Hareket`,
  experimentIds: [
    'push-and-pull',
    'motion-detectives',
    'force-and-magnets',
    'magnet-maze',
    'measuring-force',
    'rubber-band-scale',
    'net-force',
    'average-speed',
    'weight-and-work',
    'ball-bounce-energy',
    'solid-and-liquid-pressure',
    'air-pressure',
    'ruler-lever',
    'ramp-and-pulley',
  ],
};
