import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 5, "Veri Toplama ve Değerlendirme" (M.5.3.1): research questions, tally and frequency tables, bar graphs and reading them. */
export const meta: ExperimentMeta = {
  id: 'survey-and-bar-graph',
  kitId: 'maths-data',
  subject: 'maths',
  grade: 5,
  unitId: 'M.5.3.1',
  icon: '📋',
  title: msg`Okula Nasıl Geliyoruz? Anketten Grafiğe`,
  summary: msg`Bir araştırma sorusu sor, sınıfında anket yap, verileri çeteleyle sıklık tablosuna yaz; sütun grafiği çizip grafiği yorumla.`,
  outcomes: [
    { text: msg`Veri toplamayı gerektiren araştırma soruları oluşturur.` },
    { text: msg`Araştırma sorusuna ilişkin verileri toplar; verileri çetele, sıklık tablosu ve sütun grafiğiyle gösterir.` },
    { text: msg`Sıklık tablosu ve sütun grafiğiyle gösterilen verileri yorumlar.` },
  ],
  keywords: [msg`Araştırma sorusu`, msg`Anket`, msg`Çetele`, msg`Sıklık tablosu`, msg`Sütun grafiği`, msg`Veri`],
};
