import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 7, "Veri Analizi" (M.7.4.1): the mean (levelling towers of cubes), the median and the mode of a data set, read from a bar graph. */
export const meta: ExperimentMeta = {
  id: 'mean-median-mode',
  kitId: 'maths-data',
  subject: 'maths',
  grade: 7,
  unitId: 'M.7.4.1',
  icon: '📊',
  title: msg`Ortalama, Ortanca, Tepe Değer`,
  summary: msg`Okuma günlüğü verilerini küp kuleleri ve sütun grafiğiyle göster; kuleleri eşitleyerek ortalamayı, sıralayarak ortancayı bul, en sık görülen değeri belirle ve hangisinin veriyi en iyi temsil ettiğini tartış.`,
  outcomes: [
    { text: msg`Bir veri grubuna ait aritmetik ortalamayı, ortancayı ve tepe değeri bulur ve yorumlar.` },
    { text: msg`Verileri sütun grafiğiyle gösterir ve grafikten merkezi eğilim ölçülerini okur.` },
    { text: msg`Uç bir değerin ortalamayı ve ortancayı nasıl etkilediğini inceler ve veriyi en iyi temsil eden ölçüyü seçer.` },
  ],
  keywords: [msg`Aritmetik ortalama`, msg`Ortanca`, msg`Tepe değer`, msg`Veri`, msg`Sütun grafiği`, msg`Uç değer`],
};
