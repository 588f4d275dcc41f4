import { msg } from '@lingui/core/macro';
import type { Kit } from '../types.ts';

export const kit: Kit = {
  id: 'programming-puzzles',
  subject: 'programming',
  icon: '🐿️',
  title: msg`Kodlama: Fındık’ın Yolu`,
  summary: msg`Blokları sürükleyip bırakarak Fındık’a yol göster: sıralı adımlar, döngüler, koşullar, olaylar ve değişkenlerle fındıkları topla, hedefe ulaş.`,
  theme: msg`Blok Tabanlı Kodlama`,
  experimentIds: [
    'first-steps',
    'nut-collector',
    'facing-turns',
    'door-paint',
    'long-branch',
    'nut-stairs',
    'wide-stairs',
    'paint-square',
    'scattered-nuts',
    'forest-path',
    'snail-shell',
    'colour-signs',
    'nut-event',
    'nut-signposts',
    'pond-path',
    'spiral-path',
    'growing-stairs',
    'nut-jumps',
    'shrinking-spiral',
    'maze-runner',
  ],
};
