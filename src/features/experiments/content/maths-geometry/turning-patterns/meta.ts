import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 3, "Geometrik Örüntüler": repeating shape patterns, patterns made by turning a shape, growing figure patterns. */
export const meta: ExperimentMeta = {
  id: 'turning-patterns',
  kitId: 'maths-geometry',
  subject: 'maths',
  grade: 3,
  unitId: 'M.3.2.4',
  icon: '🔄',
  title: msg`Dönen ve Büyüyen Örüntüler`,
  summary: msg`Kartondan bir oku çeyrek tur döndürerek örüntü yap, kilim motiflerindeki tekrar eden kısmı bul ve her adımda büyüyen şekil örüntülerini sürdür.`,
  outcomes: [
    { text: msg`Bir geometrik örüntüdeki tekrar eden kısmı belirler ve örüntüyü sürdürür.` },
    { text: msg`Bir şeklin döndürülmesiyle oluşan örüntüleri tanır ve sürdürür.` },
    { text: msg`Her adımda büyüyen şekil örüntülerinde kuralı bulur ve bir sonraki adımı oluşturur.` },
  ],
  keywords: [msg`Örüntü`, msg`Geometrik örüntü`, msg`Döndürme`, msg`Çeyrek tur`, msg`Kural`],
};
