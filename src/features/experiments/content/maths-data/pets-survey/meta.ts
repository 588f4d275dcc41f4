import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 2, "Veri Toplama ve Değerlendirme": a class survey kept with tally marks, a frequency table and a simple graph, and questions answered from it. */
export const meta: ExperimentMeta = {
  id: 'pets-survey',
  kitId: 'maths-data',
  subject: 'maths',
  grade: 2,
  unitId: 'M.2.4.1',
  icon: '🐱',
  title: msg`Hangi Hayvanı Besleyelim?`,
  summary: msg`Sınıfında küçük bir anket yap; oyları çetele ile say, sıklık tablosuna yaz, grafiğe dök ve grafikten sorular cevapla.`,
  outcomes: [
    { text: msg`Bir soruya cevap bulmak için veri toplar; verileri çetele ve sıklık tablosu ile düzenler.` },
    { text: msg`Tablodaki verileri her birim bir öğrenciyi gösteren basit bir grafikle gösterir.` },
    { text: msg`Grafikteki verileri okur; en çok, en az ve farkla ilgili soruları cevaplar.` },
  ],
  keywords: [msg`Veri`, msg`Anket`, msg`Çetele`, msg`Sıklık tablosu`, msg`Grafik`],
};
