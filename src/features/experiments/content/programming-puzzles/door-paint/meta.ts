import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 3, "Algoritmalar ve Sıralama": a sequence that mixes moving and painting; a route that visits every tile once. */
export const meta: ExperimentMeta = {
  id: 'door-paint',
  kitId: 'programming-puzzles',
  subject: 'programming',
  grade: 3,
  unitId: 'K.3.1',
  icon: '🚪',
  title: msg`Yuvanın Kapısını Boya`,
  summary: msg`Fındık yuvasının dört karelik kapısını boyayacak. Her kareye bir kez uğrayan bir yol bul, “ileri git” ile “kareyi boya” bloklarını doğru sırayla diz.`,
  outcomes: [
    { text: msg`Hareket ve iş bloklarını (boyama) doğru sırada birleştirerek bir algoritma yazar.` },
    { text: msg`Bir işi yapmak için birden çok yol olduğunu fark eder ve daha kısa olanı seçer.` },
    { text: msg`Programını çalıştırıp sonucu beklediğiyle karşılaştırır.` },
  ],
  keywords: [msg`Algoritma`, msg`Sıralama`, msg`Boyama`, msg`Yol planlama`],
};
