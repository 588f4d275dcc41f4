import { msg } from '@lingui/core/macro';
import type { Kit } from '../types.ts';

export const kit: Kit = {
  id: 'human-body',
  subject: 'science',
  icon: '🫀',
  title: msg`İnsan Vücudu`,
  summary: msg`Duyu organlarımız çevremizi nasıl algılar, besinlerin içinde neler var, nasıl soluk alıp veririz, beynimiz ne kadar hızlı tepki verir? Duyu istasyonları, besin testleri, bir akciğer modeli ve düşen bir cetvelle keşfet.`,
  theme: msg`Canlılar ve Yaşam: İnsan`,
  experimentIds: ['five-senses', 'two-eyes-two-ears', 'food-nutrients', 'straw-breathing', 'lung-model', 'pulse-rate', 'reaction-time', 'taste-and-smell'],
};
