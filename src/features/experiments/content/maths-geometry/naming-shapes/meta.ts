import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 1, "Geometrik Cisimler ve Şekiller": naming triangles, squares, rectangles and circles, making them with sticks and on a geoboard; round and cornered objects. */
export const meta: ExperimentMeta = {
  id: 'naming-shapes',
  kitId: 'maths-geometry',
  subject: 'maths',
  grade: 1,
  unitId: 'M.1.2.2',
  icon: '🟦',
  title: msg`Şekilleri Tanıyalım`,
  summary: msg`Çevrendeki nesnelerde üçgen, kare, dikdörtgen ve daireyi bul; çubuklarla ve geometri tahtasında bu şekilleri yap.`,
  outcomes: [
    { text: msg`Üçgen, kare, dikdörtgen ve daireyi tanır ve adlandırır.` },
    { text: msg`Çubuk, oyun hamuru ve geometri tahtası gibi araçlarla şekillerin modellerini oluşturur.` },
    { text: msg`Nesneleri yuvarlak ya da köşeli olmalarına göre gruplar.` },
  ],
  keywords: [msg`Üçgen`, msg`Kare`, msg`Dikdörtgen`, msg`Daire`, msg`Köşe`],
};
