import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 2, "Doğal Sayılar": tens and ones of two-digit numbers, 10 ones make a ten. */
export const meta: ExperimentMeta = {
  id: 'tens-and-ones',
  kitId: 'maths-numbers',
  subject: 'maths',
  grade: 2,
  unitId: 'M.2.1.1',
  icon: '🧮',
  title: msg`Onluklar ve Birlikler`,
  summary: msg`Onluk çubuklar ve birlik küplerle iki basamaklı sayıları modelle; 10 birliğin 1 onluk ettiğini keşfet.`,
  outcomes: [
    { text: msg`100’den küçük doğal sayıların basamaklarını modeller üzerinde adlandırır, basamaklardaki rakamların basamak değerlerini belirtir.` },
    { text: msg`Nesne sayısı 100’den az olan bir çokluğu model kullanarak onluk ve birlik gruplara ayırır, sayı ile ifade eder.` },
    { text: msg`10 birliğin 1 onluğa eşit olduğunu modellerle gösterir.` },
  ],
  keywords: [msg`Onluk`, msg`Birlik`, msg`Basamak`, msg`Basamak değeri`, msg`Rakam`],
};
