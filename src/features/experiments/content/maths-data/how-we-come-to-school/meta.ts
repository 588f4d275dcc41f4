import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 3, "Veri Toplama ve Değerlendirme": a class survey counted with tally marks, a frequency table, an object graph and a picture graph with its key, and questions answered from them. */
export const meta: ExperimentMeta = {
  id: 'how-we-come-to-school',
  kitId: 'maths-data',
  subject: 'maths',
  grade: 3,
  unitId: 'M.3.4.1',
  icon: '🚌',
  title: msg`Okula Nasıl Geliyoruz?`,
  summary: msg`Sınıfça okula nasıl geldiğinizi araştırın; cevapları çeteleyle sayıp sıklık tablosuna yazın, önce küplerle nesne grafiği, sonra anahtarıyla şekil grafiği yapın ve grafikten sorular cevaplayın.`,
  outcomes: [
    { text: msg`Bir araştırma sorusu için veri toplar; verileri çetele ve sıklık tablosu ile düzenler.` },
    { text: msg`Verileri nesne grafiği ve her resmin bir öğrenciyi gösterdiği, başlığı ve anahtarı olan bir şekil grafiği ile gösterir.` },
    { text: msg`Tablo ve şekil grafiğinden en çok, en az, fark ve toplamla ilgili soruları cevaplar.` },
  ],
  keywords: [msg`Veri`, msg`Anket`, msg`Çetele`, msg`Sıklık tablosu`, msg`Nesne grafiği`, msg`Şekil grafiği`],
};
