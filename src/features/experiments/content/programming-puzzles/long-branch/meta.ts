import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 4, "Döngüler": a first counted loop; finding the part that repeats in a long sequence. */
export const meta: ExperimentMeta = {
  id: 'long-branch',
  kitId: 'programming-puzzles',
  subject: 'programming',
  grade: 4,
  unitId: 'K.4.1',
  icon: '🌿',
  title: msg`Uzun Daldaki Fındıklar`,
  summary: msg`Uzun bir dalda her iki adımda bir fındık var. On iki bloklu programı tekrar eden parçayı bularak “kez tekrarla” bloğuyla dört bloğa indir.`,
  outcomes: [
    { text: msg`Uzun bir komut dizisinde tekrar eden parçayı bulur.` },
    { text: msg`Tekrar eden parçayı “kez tekrarla” döngüsüyle yazar ve tekrar sayısını belirler.` },
    { text: msg`Döngülü ve döngüsüz programları blok sayısına göre karşılaştırır.` },
  ],
  keywords: [msg`Döngü`, msg`Tekrar`, msg`Kez tekrarla`, msg`Örüntü`],
};
