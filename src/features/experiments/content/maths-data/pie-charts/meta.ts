import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 7, "Veri Analizi" (M.7.4.1): pie charts — a slice's central angle as its share of 360°, drawn from a survey and read back as a fraction, a percentage and a count. */
export const meta: ExperimentMeta = {
  id: 'pie-charts',
  kitId: 'maths-data',
  subject: 'maths',
  grade: 7,
  unitId: 'M.7.4.1',
  icon: '🥧',
  title: msg`Daire Grafiği: Bütünün Dilimleri`,
  summary: msg`Bir kulüp anketinin sonuçlarını daire grafiğiyle göster: her seçeneğin merkez açısını hesaplayıp dilimleri çiz, dilimlerin payını kesir ve yüzde olarak oku, açıdan öğrenci sayısına geç.`,
  outcomes: [
    { text: msg`Bir veri grubuna ilişkin daire grafiğini oluşturur ve yorumlar.` },
    { text: msg`Bir seçeneğin bütün içindeki payını merkez açıya, merkez açıyı da kesre, yüzdeye ve kişi sayısına dönüştürür.` },
    { text: msg`Toplamları farklı iki veri grubunun daire grafiklerini karşılaştırırken dilim açılarının sayıyı değil payı gösterdiğini dikkate alır.` },
  ],
  keywords: [msg`Daire grafiği`, msg`Pasta grafiği`, msg`Merkez açı`, msg`Daire dilimi`, msg`Yüzde`, msg`Açıölçer`, msg`Veri analizi`],
};
