import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 4, "Veri Toplama ve Değerlendirme": collecting data with tally marks, drawing and reading a bar graph. */
export const meta: ExperimentMeta = {
  id: 'bar-graphs',
  kitId: 'maths-data',
  subject: 'maths',
  grade: 4,
  unitId: 'M.4.4.1',
  icon: '📊',
  title: msg`Sınıfımızın Sütun Grafiği`,
  summary: msg`Sınıfında küçük bir anket yap, sonuçları çetele ve sıklık tablosuna yaz, sütun grafiği çiz ve grafikten sorular cevapla.`,
  outcomes: [
    { text: msg`Bir araştırma sorusuna yönelik veri toplar; verileri çetele ve sıklık tablosu ile düzenler.` },
    { code: 'M.4.4.1.1', text: msg`Sütun grafiğini inceler, grafik üzerinde yorum ve tahminler yapar.` },
    { code: 'M.4.4.1.2', text: msg`Sütun grafiğini oluşturur.` },
  ],
  keywords: [msg`Veri`, msg`Anket`, msg`Çetele tablosu`, msg`Sıklık tablosu`, msg`Sütun grafiği`],
};
