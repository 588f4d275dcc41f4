import { msg } from '@lingui/core/macro';
import type { Kit } from '../types.ts';

export const kit: Kit = {
  id: 'living-world',
  subject: 'science',
  icon: '🌱',
  title: msg`Canlılar Dünyası`,
  summary: msg`Bir fasulye nasıl filizlenir, ekmeğin üstündeki küf nedir, hücreler neye benzer, çiçek nasıl tohuma dönüşür, DNA’yı görebilir miyiz? Tohum, büyüteç, mikroskop ve bir çilekle canlıların dünyasını keşfet.`,
  theme: msg`Canlılar ve Yaşam`,
  experimentIds: [
    'bean-germination',
    'bread-mould',
    'yeast-balloon',
    'onion-cell',
    'mitosis-model',
    'flower-and-seed',
    'yeast-budding',
    'strawberry-dna',
    'coin-genetics',
  ],
};
