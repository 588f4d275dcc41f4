import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 2, "Uzunluk Ölçme": measuring lengths in centimetres with a ruler, from the zero mark. */
export const meta: ExperimentMeta = {
  id: 'measuring-length',
  kitId: 'maths-measurement',
  subject: 'maths',
  grade: 2,
  unitId: 'M.2.3.1',
  icon: '📏',
  title: msg`Cetvelle Ölçelim`,
  summary: msg`Önce karış ve ataçla, sonra cetvelle ölç; neden herkesin aynı birimi kullanması gerektiğini ve cetvelin 0 çizgisinden ölçmeyi keşfet.`,
  outcomes: [
    { text: msg`Standart olmayan uzunluk ölçme birimleriyle yapılan ölçümlerin farklı sonuçlar verebileceğini fark eder.` },
    { text: msg`Standart uzunluk ölçme birimlerini (metre, santimetre) tanır ve kullanım yerlerini açıklar.` },
    { text: msg`Cetvel kullanarak uzunlukları santimetre cinsinden ölçer ve verilen uzunlukta çizgi çizer.` },
  ],
  keywords: [msg`Uzunluk`, msg`Santimetre`, msg`Metre`, msg`Cetvel`, msg`Ölçü birimi`, msg`Tahmin`],
};
