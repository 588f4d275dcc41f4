import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 3, "Alan Ölçme": the area of a face of an object measured with non-standard units (sticky notes, cards, squares). */
export const meta: ExperimentMeta = {
  id: 'covering-surfaces',
  kitId: 'maths-measurement',
  subject: 'maths',
  grade: 3,
  unitId: 'M.3.3.3',
  icon: '🟨',
  title: msg`Yüzeyleri Kaplayalım`,
  summary: msg`Defterini, kitabını ve sıranı yapışkan notlar ve kartlarla boşluk bırakmadan kapla; kaç tane kullandığını sayarak alanı ölç ve farklı birimlerle neden farklı sayılar bulunduğunu keşfet.`,
  outcomes: [
    { text: msg`Cisimlerin bir yüzünün alanını standart olmayan birimlerle ölçer.` },
    { text: msg`Aynı yüzeyin farklı büyüklükteki birimlerle ölçüldüğünde farklı sayılar verdiğini açıklar.` },
    { text: msg`Kareli kâğıtta verilen sayıda kareden oluşan şekiller yapar ve şekillerin alanlarını kareleri sayarak karşılaştırır.` },
  ],
  keywords: [msg`Alan`, msg`Yüzey`, msg`Kaplamak`, msg`Birim`, msg`Kare`],
};
