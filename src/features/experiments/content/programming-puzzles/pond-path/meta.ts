import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 6, "Olaylar": an event handler beside a main program with nested loops; events versus checking at every step. */
export const meta: ExperimentMeta = {
  id: 'pond-path',
  kitId: 'programming-puzzles',
  subject: 'programming',
  grade: 6,
  unitId: 'K.6.1',
  icon: '🌿',
  title: msg`Çalılığın Çevresinde Fındık Avı`,
  summary: msg`Fındık çalılığın çevresinde kare çizerek yürürken yerleri karışık fındıkları toplasın: yürüyüşü iç içe döngüyle, toplamayı olay bloğuyla yaz; olayla sürekli kontrolü karşılaştır.`,
  outcomes: [
    { text: msg`Bir ana programla bir olay işleyicinin birlikte nasıl çalıştığını açıklar.` },
    { text: msg`Olaya tepki vermeyi, durumu her adımda denetlemekle (yoklamayla) karşılaştırır.` },
    { text: msg`Döngüleri ve olayları aynı programda amacına uygun biçimde kullanır.` },
  ],
  keywords: [msg`Olay`, msg`Olay işleyici`, msg`Yoklama`, msg`Ana program`, msg`İç içe döngü`],
};
