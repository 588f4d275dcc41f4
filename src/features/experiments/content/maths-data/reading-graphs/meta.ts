import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 8, "Veri Analizi": drawing and interpreting bar and line graphs, choosing a suitable graph, misleading axes. */
export const meta: ExperimentMeta = {
  id: 'reading-graphs',
  kitId: 'maths-data',
  subject: 'maths',
  grade: 8,
  unitId: 'M.8.4.1',
  icon: '📈',
  title: msg`Grafikler Ne Anlatıyor?`,
  summary: msg`Okul kütüphanesinin ödünç kitap verilerini sütun ve çizgi grafiğiyle göster; grafikleri yorumla, uygun grafik türünü seç ve yanıltıcı eksenleri fark et.`,
  outcomes: [
    { text: msg`En fazla üç veri grubuna ait çizgi ve sütun grafiklerini yorumlar.` },
    { text: msg`Verileri sütun ya da çizgi grafiği ile gösterir ve bu gösterimler arasında uygun dönüşümler yapar.` },
    { text: msg`Bir veri kümesi için uygun grafik türünü seçer; eksen ölçeği yanıltıcı olan grafikleri eleştirel biçimde değerlendirir.` },
  ],
  keywords: [msg`Sütun grafiği`, msg`Çizgi grafiği`, msg`Veri analizi`, msg`Ölçek`, msg`Aritmetik ortalama`, msg`Yorumlama`],
};
