import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 4, "Döngüler": finding the repeating pattern and writing it once inside "repeat N times". */
export const meta: ExperimentMeta = {
  id: 'nut-stairs',
  kitId: 'programming-puzzles',
  subject: 'programming',
  grade: 4,
  unitId: 'K.4.1',
  icon: '🪜',
  title: msg`Merdivende Aynı Adımlar Tekrar Eder`,
  summary: msg`Fındık’ın merdiven gibi dallarda fındık topladığı yolda tekrar eden adımları bul ve hepsini bir “kez tekrarla” döngüsüyle yaz.`,
  outcomes: [
    { text: msg`Bir problemde tekrar eden adımları (örüntüyü) belirler.` },
    { text: msg`Belirli sayıda tekrar eden komutları bir döngüyle yazar.` },
    { text: msg`Döngünün programı kısalttığını ve okunmasını kolaylaştırdığını açıklar.` },
  ],
  keywords: [msg`Döngü`, msg`Tekrar`, msg`Örüntü`, msg`Tekrar sayısı`, msg`Döngü gövdesi`],
};
