import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 8, "Dönüşüm Geometrisi" (M.8.3.3): translating and reflecting points and polygons, on squared paper and in the coordinate plane. */
export const meta: ExperimentMeta = {
  id: 'slide-and-reflect',
  kitId: 'maths-geometry',
  subject: 'maths',
  grade: 8,
  unitId: 'M.8.3.3',
  icon: '🪞',
  title: msg`Öteleme ve Yansıma`,
  summary: msg`Kareli kâğıtta ve koordinat düzleminde kartondan şekilleri kaydır, aynayla ve aydınger kâğıdıyla yansıt; görüntünün koordinatlarını bulup şeklin neyinin değişip neyinin değişmediğini keşfet.`,
  outcomes: [
    { text: msg`Nokta, doğru parçası ve çokgenlerin öteleme altındaki görüntülerini çizer.` },
    { text: msg`Nokta, doğru parçası ve çokgenlerin bir doğruya ve koordinat eksenlerine göre yansıma altındaki görüntülerini çizer.` },
    { text: msg`Çokgenlerin ardışık öteleme ve yansıma sonucunda ortaya çıkan görüntüsünü oluşturur.` },
    { text: msg`Öteleme ve yansımada şeklin biçiminin ve boyutunun korunduğunu açıklar.` },
  ],
  keywords: [msg`Öteleme`, msg`Yansıma`, msg`Simetri doğrusu`, msg`Görüntü`, msg`Koordinat`, msg`Dönüşüm`],
};
