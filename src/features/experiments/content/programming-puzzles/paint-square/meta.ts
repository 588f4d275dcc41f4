import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 4, "Döngüler": nested loops (a side inside, four sides outside) and counting their runs. */
export const meta: ExperimentMeta = {
  id: 'paint-square',
  kitId: 'programming-puzzles',
  subject: 'programming',
  grade: 4,
  unitId: 'K.4.1',
  icon: '🖌️',
  title: msg`İç İçe Döngüyle Kareyi Boya`,
  summary: msg`Bir karenin çevresini boyarken bir kenarı iç döngüyle, dört kenarı dış döngüyle yaz; iç içe döngüdeki blokların kaç kez çalıştığını hesapla.`,
  outcomes: [
    { text: msg`Bir problemi tekrar eden parçalara ayırır ve iç içe döngüyle çözer.` },
    { text: msg`İç içe döngüde içteki blokların kaç kez çalıştığını hesaplar.` },
    { text: msg`Döngüdeki bir bloğun yerinin programın sonucunu nasıl değiştirdiğini açıklar.` },
  ],
  keywords: [msg`İç içe döngü`, msg`Dış döngü`, msg`İç döngü`, msg`Örüntü`, msg`Boyama`],
};
