import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 7, "Çember ve Daire" (M.7.3.3): central angles and arcs, the length of a circle and an arc, the area of a disc and a sector. */
export const meta: ExperimentMeta = {
  id: 'circle-and-disc',
  kitId: 'maths-geometry',
  subject: 'maths',
  grade: 7,
  unitId: 'M.7.3.3',
  icon: '🥧',
  title: msg`Çember, Daire ve Dilimleri`,
  summary: msg`Kutuların çevresini iple ölçüp çapa bölerek π sayısını bul; kâğıt tabakları katlayarak merkez açıları ve yayları incele, çember parçasının uzunluğunu ve daire diliminin alanını hesapla.`,
  outcomes: [
    { text: msg`Çemberde merkez açıyı, gördüğü yayı ve merkez açının ölçüsü ile gördüğü yayın ölçüsü arasındaki ilişkiyi belirler.` },
    { text: msg`Çemberin ve çember parçasının uzunluğunu hesaplar.` },
    { text: msg`Dairenin ve daire diliminin alanını hesaplar.` },
  ],
  keywords: [msg`Çember`, msg`Daire`, msg`Merkez açı`, msg`Yay`, msg`Pi sayısı`, msg`Daire dilimi`],
};
