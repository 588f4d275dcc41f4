import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 6, "Veri Toplama ve Değerlendirme" (M.6.4.1): research questions comparing two groups, frequency tables and bar graphs for both. */
export const meta: ExperimentMeta = {
  id: 'two-classes-survey',
  kitId: 'maths-data',
  subject: 'maths',
  grade: 6,
  unitId: 'M.6.4.1',
  icon: '👥',
  title: msg`İki Sınıf, Bir Soru: Verileri Karşılaştır`,
  summary: msg`İki sınıfa aynı soruyu sor; verileri iki gruplu sıklık tablosuna yaz, her grubun sütun grafiğini çiz ve ikili sütun grafiğiyle iki grubu karşılaştır.`,
  outcomes: [
    { text: msg`İki veri grubunu karşılaştırmayı gerektiren araştırma soruları oluşturur ve uygun verileri toplar.` },
    { text: msg`İki gruba ait verileri sıklık tablosu ve sütun grafikleriyle gösterir.` },
    { text: msg`İki grubun verilerini tablo ve grafiklerden okuyarak karşılaştırır ve yorumlar.` },
  ],
  keywords: [msg`Araştırma sorusu`, msg`İki veri grubu`, msg`Sıklık tablosu`, msg`İkili sütun grafiği`, msg`Karşılaştırma`],
};
