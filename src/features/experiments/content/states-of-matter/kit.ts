import { msg } from '@lingui/core/macro';
import type { Kit } from '../types.ts';

export const kit: Kit = {
  id: 'states-of-matter',
  subject: 'science',
  icon: '🧊',
  title: msg`Maddenin Halleri`,
  summary: msg`Katı, sıvı ve gaz nasıl ayırt edilir? Buz erirken sıcaklık neden değişmez, şeker sıcak suda neden çabuk çözünür? Buz, termometre ve şekerle keşfet.`,
  theme: msg`Madde ve Doğası: Maddenin Hâlleri ve Isı`,
  experimentIds: ['solid-liquid-gas', 'melting-ice', 'dissolving-sugar'],
};
