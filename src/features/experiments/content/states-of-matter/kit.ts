import { msg } from '@lingui/core/macro';
import type { Kit } from '../types.ts';

export const kit: Kit = {
  id: 'states-of-matter',
  subject: 'science',
  icon: '🧊',
  title: msg`Maddenin Halleri`,
  summary: msg`Katı, sıvı ve gaz nasıl ayırt edilir? Hangi madde suda yüzer, buz erirken sıcaklık neden değişmez, hangi malzeme suyu sıcak tutar, şeker sıcak suda neden çabuk çözünür, kırmızı lahana asidi nasıl ele verir? Buz, termometre, mıknatıs ve mutfak malzemeleriyle keşfet.`,
  theme: msg`Madde ve Doğası: Maddenin Hâlleri ve Isı`,
  experimentIds: [
    'solid-liquid-gas',
    'stretch-or-snap',
    'matter-properties',
    'heat-changes',
    'melting-ice',
    'balloon-bottle',
    'measuring-density',
    'heat-insulation',
    'dissolving-sugar',
    'separating-mixtures',
    'mass-conservation',
    'cabbage-indicator',
  ],
};
