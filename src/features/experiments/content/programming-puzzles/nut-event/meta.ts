import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 6, "Olaylar": events and their handlers; the green flag as an event; splitting a program by events. */
export const meta: ExperimentMeta = {
  id: 'nut-event',
  kitId: 'programming-puzzles',
  subject: 'programming',
  grade: 6,
  unitId: 'K.6.1',
  icon: '🔔',
  title: msg`Fındığa Değince Ne Olur?`,
  summary: msg`Yürüme programını yeşil bayrağa, toplama işini “Fındık bir fındığa değince” olayına bağla; fındıkların yeri değişse bile programın çalıştığını gör.`,
  outcomes: [
    { text: msg`Olay kavramını günlük hayattan ve dijital ortamlardan örneklerle açıklar.` },
    { text: msg`Bir olay gerçekleştiğinde çalışacak program parçasını (olay işleyiciyi) yazar.` },
    { text: msg`Bir programı olaylarla birbirinden bağımsız parçalara ayırmanın yararını tartışır.` },
  ],
  keywords: [msg`Olay`, msg`Olay bloğu`, msg`Olay işleyici`, msg`Yeşil bayrak`, msg`Tepki`],
};
