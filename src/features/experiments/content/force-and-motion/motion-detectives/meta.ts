import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 3, "Kuvveti Tanıyalım": how things move (spin, swing, speed up, slow down, turn) and the dangers of moving things. */
export const meta: ExperimentMeta = {
  id: 'motion-detectives',
  kitId: 'force-and-motion',
  subject: 'science',
  grade: 3,
  unitId: 'F.3.3',
  icon: '🪀',
  title: msg`Hareket Dedektifleri`,
  summary: msg`Topaç çevir, ipe bağlı bir silgiyi salla, rampadan top yuvarla ve duvara çarpan topu izle. Varlıkların dönme, sallanma, hızlanma, yavaşlama ve yön değiştirme hareketlerini gözlemle; hareketli cisimlerin tehlikelerini konuş.`,
  outcomes: [
    { code: 'F.3.3.1.1', text: msg`Hareket eden varlıkları gözlemler ve hareket özelliklerini ifade eder.` },
    { code: 'F.3.3.2.3', text: msg`Günlük yaşamda hareketli cisimlerin sebep olabileceği tehlikeleri tartışır.` },
  ],
  keywords: [msg`Hareket`, msg`Dönme`, msg`Sallanma`, msg`Hızlanma`, msg`Yavaşlama`, msg`Yön değiştirme`],
};
