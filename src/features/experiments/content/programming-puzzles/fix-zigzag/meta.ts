import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 3, "Algoritmalar ve Sıralama" (debugging): a given sequence with one wrong turn to find by stepping through it. */
export const meta: ExperimentMeta = {
  id: 'fix-zigzag',
  kitId: 'programming-puzzles',
  subject: 'programming',
  grade: 3,
  unitId: 'K.3.1',
  icon: '🐞',
  title: msg`Hatayı Bul: Yanlış Dönüş`,
  summary: msg`Kirpi Diken, Fındık için zikzak bir yolun programını yazmış ama bir bloğu yanlış koymuş. Programı adım adım çalıştır, Fındık’ın yoldan çıktığı yeri bul ve yalnızca yanlış bloğu düzelt.`,
  outcomes: [
    { text: msg`Hazır verilen bir programı çalıştırıp sonucu beklenen sonuçla karşılaştırır.` },
    { text: msg`Programı adım adım izleyerek hatanın olduğu bloğu bulur.` },
    { text: msg`Programın doğru çalışan kısmını bozmadan yalnızca hatalı bloğu düzeltir.` },
  ],
  keywords: [msg`Hata ayıklama`, msg`Hata`, msg`Adım adım`, msg`Sıralama`, msg`Dönüş`],
};
