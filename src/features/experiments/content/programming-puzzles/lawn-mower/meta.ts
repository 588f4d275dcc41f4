import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 8, "Algoritma Tasarımı ve Hata Ayıklama": a back-and-forth covering algorithm built from a procedure inside a loop. */
export const meta: ExperimentMeta = {
  id: 'lawn-mower',
  kitId: 'programming-puzzles',
  subject: 'programming',
  grade: 8,
  unitId: 'K.8.1',
  icon: '🚜',
  title: msg`Çim Biçme Algoritması`,
  summary: msg`4 × 4’lük çimenliğin her karesini bir kez boya: sıra sıra, bir sağa bir sola giderek. Bir sırayı boyayan fonksiyonu tanımla, dönüşleri döngüde sırala ve programı 15 bloğa sığdır.`,
  outcomes: [
    { text: msg`Bir alanı kaplayan “git–gel” (yılan) algoritmasını fonksiyon ve döngüyü birlikte kullanarak tasarlar.` },
    { text: msg`Tekrar eden ama her turda farklı yöne dönen bir örüntüyü, döngünün bir turuna iki sıra koyarak yazar.` },
    { text: msg`Farklı algoritmaları blok ve adım sayısına göre karşılaştırıp gerekçesiyle birini seçer.` },
  ],
  keywords: [msg`Algoritma tasarımı`, msg`Fonksiyon`, msg`Döngü`, msg`Git–gel`, msg`Verimlilik`],
};
