import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 6, "Fonksiyonlar": a procedure that goes out, does a job and comes back, called at uneven places along a trunk. */
export const meta: ExperimentMeta = {
  id: 'branch-nuts',
  kitId: 'programming-puzzles',
  subject: 'programming',
  grade: 6,
  unitId: 'K.6.2',
  icon: '🌳',
  title: msg`Dal Dal Fındık: Git, Topla, Geri Dön`,
  summary: msg`Gövdeden yukarı çıkan üç dalın ucunda fındık var. Bir dala çıkıp fındığı alan ve gövdeye geri dönen “dala çık” fonksiyonunu yaz; dalların arası farklı olduğu için onu ana programda üç yerde çağır.`,
  outcomes: [
    { text: msg`Bir işi yapıp başladığı yere ve yöne dönen bir fonksiyon tasarlar.` },
    { text: msg`Bir fonksiyonun içinde döngü kullanır ve fonksiyonu ana programda farklı yerlerde çağırır.` },
    { text: msg`Fonksiyonlu ve fonksiyonsuz programların uzunluğunu karşılaştırır.` },
  ],
  keywords: [msg`Fonksiyon`, msg`Çağırma`, msg`Geri dönme`, msg`Döngü`, msg`Ayrıştırma`],
};
