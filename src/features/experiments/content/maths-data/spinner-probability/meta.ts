import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 8, "Basit Olayların Olma Olasılığı" (M.8.5.1): outcomes of a spinner, equally likely outcomes, probabilities from 0 to 1. */
export const meta: ExperimentMeta = {
  id: 'spinner-probability',
  kitId: 'maths-data',
  subject: 'maths',
  grade: 8,
  unitId: 'M.8.5.1',
  icon: '🎡',
  title: msg`Renkli Çarkın Olasılıkları`,
  summary: msg`Eş dilimli bir kâğıt çarkı boya ve çevir; bir rengin gelme olasılığını dilimleri sayarak hesapla, istenen olasılıklara göre çark tasarla ve sonuçları hesabınla karşılaştır.`,
  outcomes: [
    { text: msg`Bir olaya ait olası durumları belirler; daha fazla, eşit ve daha az olasılıklı olayları ayırt eder.` },
    {
      code: 'M.8.5.1.3',
      text: msg`Eşit şansa sahip olan olaylarda her bir çıktının olasılık değerinin eşit olduğunu ve bu değerin 1/n olduğunu açıklar.`,
    },
    { code: 'M.8.5.1.4', text: msg`Olasılık değerinin 0 ile 1 arasında (0 ve 1 dâhil) olduğunu anlar.` },
    { code: 'M.8.5.1.5', text: msg`Basit bir olayın olma olasılığını hesaplar.` },
  ],
  keywords: [msg`Olasılık`, msg`Olası durum`, msg`Eş olasılıklı`, msg`İmkânsız olay`, msg`Kesin olay`, msg`Çark`],
};
