import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 5, "Uzunluk ve Zaman Ölçme" (M.5.2.3): measuring in millimetres and centimetres, converting between units of length. */
export const meta: ExperimentMeta = {
  id: 'millimetres-and-centimetres',
  kitId: 'maths-measurement',
  subject: 'maths',
  grade: 5,
  unitId: 'M.5.2.3',
  icon: '🐜',
  title: msg`Milimetrenin Peşinde`,
  summary: msg`Cetveldeki küçük çizgilerle milimetre duyarlılığında ölç ve çiz; milimetre, santimetre ve metre arasında dönüşüm yaparak ölçümlerini farklı birimlerle yaz.`,
  outcomes: [
    { text: msg`Uzunluk ölçme birimlerini tanır; metre, santimetre ve milimetre arasındaki ilişkiyi açıklar.` },
    { text: msg`Uzunluk ölçme birimlerini birbirine dönüştürür, ondalık gösterimle ifade eder.` },
    { text: msg`Cetvelle milimetre duyarlılığında ölçme ve çizim yapar; ölçme hatalarının nedenlerini tartışır.` },
  ],
  keywords: [msg`Milimetre`, msg`Santimetre`, msg`Metre`, msg`Birim dönüşümü`, msg`Ondalık gösterim`],
};
