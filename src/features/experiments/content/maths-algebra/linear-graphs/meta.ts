import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 8, "Doğrusal Denklemler" (M.8.2.2): the coordinate plane, tables and graphs of linear relations, slope. */
export const meta: ExperimentMeta = {
  id: 'linear-graphs',
  kitId: 'maths-algebra',
  subject: 'maths',
  grade: 8,
  unitId: 'M.8.2.2',
  icon: '📐',
  title: msg`Bardak Yığını ve Doğrusal Grafik`,
  summary: msg`İç içe geçen bardakların yığın yüksekliğini ölç; verileri tabloya ve koordinat düzlemine aktar, noktaların bir doğru üzerinde dizildiğini görüp denklemi ve eğimi bul.`,
  outcomes: [
    { text: msg`Koordinat sistemini özellikleriyle tanır ve sıralı ikilileri düzlemde gösterir.` },
    { text: msg`Aralarında doğrusal ilişki bulunan iki değişkenden birinin diğerine bağlı olarak nasıl değiştiğini tablo ve denklemle ifade eder.` },
    { text: msg`Doğrusal denklemlerin grafiğini çizer; gerçek yaşam durumuna ait denklem, tablo ve grafiği oluşturup yorumlar.` },
    { text: msg`Doğrunun eğimini, x’teki artışa karşılık y’deki değişim olarak açıklar.` },
  ],
  keywords: [msg`Koordinat sistemi`, msg`Sıralı ikili`, msg`Doğrusal denklem`, msg`Grafik`, msg`Eğim`, msg`Değişken`],
};
