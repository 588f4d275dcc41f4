import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 3, "Algoritmalar ve Sıralama": movement and action commands in order, finding a bug by stepping. */
export const meta: ExperimentMeta = {
  id: 'nut-collector',
  kitId: 'programming-puzzles',
  subject: 'programming',
  grade: 3,
  unitId: 'K.3.1',
  icon: '🌰',
  title: msg`Fındıkları Sırayla Topla`,
  summary: msg`Hareket ve toplama bloklarını doğru sıraya dizerek Fındık’a kış için fındık topla; programındaki hatayı adım adım çalıştırarak bul.`,
  outcomes: [
    { text: msg`Hareket komutlarıyla eylem komutlarını bir algoritmada doğru sırada kullanır.` },
    { text: msg`Bir programı adım adım çalıştırarak hatanın yerini bulur ve düzeltir.` },
    { text: msg`Bir komutun ancak uygun durumda işe yaradığını fark eder.` },
  ],
  keywords: [msg`Algoritma`, msg`Eylem komutu`, msg`Hata`, msg`Hata ayıklama`, msg`Adım adım çalıştırma`],
};
