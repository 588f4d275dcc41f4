import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 3, "Algoritmalar ve Sıralama": left and right depend on where the character faces; a longer sequence. */
export const meta: ExperimentMeta = {
  id: 'facing-turns',
  kitId: 'programming-puzzles',
  subject: 'programming',
  grade: 3,
  unitId: 'K.3.1',
  icon: '🧭',
  title: msg`Fındık Hangi Yöne Bakıyor?`,
  summary: msg`Fındık yukarı bakarak başlıyor. Sağa ve sola dönmenin Fındık’ın baktığı yöne göre değiştiğini keşfet, onu doğru sırada adımlarla yuvasına götür.`,
  outcomes: [
    { text: msg`Sağ ve sol yönleri, hareket edenin baktığı yöne göre belirler.` },
    { text: msg`Bir yolu ileri gitme ve dönme adımlarından oluşan bir sıraya çevirir.` },
    { text: msg`Programını adım adım izleyerek yanlış dönüşü bulur ve düzeltir.` },
  ],
  keywords: [msg`Algoritma`, msg`Sıralama`, msg`Sağa dön`, msg`Sola dön`, msg`Yön`],
};
