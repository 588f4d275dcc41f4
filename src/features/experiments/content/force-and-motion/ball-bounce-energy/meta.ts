import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 7, "Kuvvet ve Enerji": mass and weight, work, kinetic and potential energy and their conversion in a bouncing ball. */
export const meta: ExperimentMeta = {
  id: 'ball-bounce-energy',
  kitId: 'force-and-motion',
  subject: 'science',
  grade: 7,
  unitId: 'F.7.3',
  icon: '🎾',
  title: msg`Top Neden Bırakıldığı Yüksekliğe Geri Çıkamıyor?`,
  summary: msg`Bir topu farklı yüksekliklerden bırak, zıplama yüksekliğini ölç. Potansiyel ve kinetik enerjinin birbirine nasıl dönüştüğünü, enerjinin bir kısmının nereye gittiğini keşfet.`,
  outcomes: [
    { text: msg`Kütle ve ağırlık kavramlarını karşılaştırır.` },
    { text: msg`Fiziksel anlamda iş yapılabilmesi için kuvvetin cismi kendi doğrultusunda hareket ettirmesi gerektiğini açıklar.` },
    { text: msg`Kinetik ve potansiyel enerjinin bağlı olduğu değişkenleri açıklar; bu enerjiler arasındaki dönüşümleri örneklerle gösterir.` },
    { text: msg`Sürtünme ve çarpışmalarda enerjinin bir kısmının ısı ve ses enerjisine dönüştüğünü fark eder; enerjinin korunduğu sonucunu çıkarır.` },
  ],
  keywords: [msg`Kütle`, msg`Ağırlık`, msg`İş`, msg`Joule (J)`, msg`Kinetik enerji`, msg`Potansiyel enerji`, msg`Enerji dönüşümü`, msg`Enerjinin korunumu`],
};
