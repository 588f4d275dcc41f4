import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 3, "Algoritmalar ve Sıralama" (unplugged): a recipe as an algorithm, clear and complete steps, order. */
export const meta: ExperimentMeta = {
  id: 'sandwich-algorithm',
  kitId: 'programming-unplugged',
  subject: 'programming',
  grade: 3,
  unitId: 'K.3.1',
  icon: '🥪',
  title: msg`Sandviç Algoritması`,
  summary: msg`Öğretmenin bir robot gibi yalnızca yazılanı yapacak: ona sandviç yaptıran açık ve eksiksiz adımları yaz, robotun takıldığı adımları düzelt.`,
  outcomes: [
    { text: msg`Günlük bir işi açık ve sıralı adımlara ayırarak bir algoritma yazar.` },
    { text: msg`Bir algoritmadaki belirsiz ya da eksik adımları bulup düzeltir.` },
    { text: msg`Adımların sırası değişince sonucun nasıl değiştiğini açıklar.` },
  ],
  keywords: [msg`Algoritma`, msg`Adım`, msg`Sıralama`, msg`Açık talimat`, msg`Hata ayıklama`],
};
