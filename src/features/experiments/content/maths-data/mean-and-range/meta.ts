import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 6, "Veri Analizi" (M.6.4.2): the arithmetic mean as fair sharing, and the range of a data set. */
export const meta: ExperimentMeta = {
  id: 'mean-and-range',
  kitId: 'maths-data',
  subject: 'maths',
  grade: 6,
  unitId: 'M.6.4.2',
  icon: '⚖️',
  title: msg`Kuleleri Eşitle: Ortalama ve Açıklık`,
  summary: msg`Küp kulelerini eşitleyerek aritmetik ortalamanın toplamı eşit paylaştırmak olduğunu gör; sütun grafiğinden ortalamayı ve açıklığı bul, iki veri grubunu karşılaştır.`,
  outcomes: [
    { text: msg`Bir veri grubunun aritmetik ortalamasını hesaplar ve toplamın eşit paylaştırılması olarak yorumlar.` },
    { text: msg`Bir veri grubunun açıklığını hesaplar ve verilerin ne kadar yayıldığını yorumlar.` },
    { text: msg`Sütun grafiğindeki verileri kullanarak ortalama ve açıklıkla iki veri grubunu karşılaştırır.` },
  ],
  keywords: [msg`Aritmetik ortalama`, msg`Açıklık`, msg`Veri`, msg`Sütun grafiği`, msg`Eşit paylaşım`],
};
