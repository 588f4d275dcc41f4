import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 3, "Algoritmalar ve Sıralama": two routes to the same nest; comparing algorithms by their number of steps. */
export const meta: ExperimentMeta = {
  id: 'short-route',
  kitId: 'programming-puzzles',
  subject: 'programming',
  grade: 3,
  unitId: 'K.3.1',
  icon: '🗺️',
  title: msg`İki Yol, Bir Yuva: Kısa Olanı Seç`,
  summary: msg`Yuvaya üstten de alttan da gidilebiliyor. İki yolun adımlarını say, karşılaştır ve daha az blokla varan programı yaz.`,
  outcomes: [
    { text: msg`Aynı işi yapan iki algoritmayı adım sayılarına göre karşılaştırır.` },
    { text: msg`Programı yazmadan önce yolları sayarak plan yapar.` },
    { text: msg`Bir problemin birden çok doğru çözümü olabileceğini fark eder.` },
  ],
  keywords: [msg`Algoritma`, msg`Karşılaştırma`, msg`Kısa yol`, msg`Plan`, msg`Sıralama`],
};
