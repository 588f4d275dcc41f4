import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 5, "Güneş, Dünya ve Ay": the Moon's surface and craters, no air, water or weather; could anything live there? */
export const meta: ExperimentMeta = {
  id: 'moon-craters',
  kitId: 'earth-and-space',
  subject: 'science',
  grade: 5,
  unitId: 'F.5.1',
  icon: '🌑',
  title: msg`Ay’daki Çukurlar Nasıl Oluştu?`,
  summary: msg`Un ve kakaodan bir Ay yüzeyi yap, farklı büyüklükteki bilyeleri farklı yüksekliklerden bırakıp kraterleri ölç. Ay’ın yüzeyini, atmosferinin neredeyse hiç olmamasının sonuçlarını ve Ay’da yaşamın neden zor olduğunu tartış.`,
  outcomes: [
    { text: msg`Ay’ın yüzey yapısını ve kraterlerin oluşumunu bir modelle inceler.` },
    { text: msg`Ay’ın özelliklerini (büyüklüğü, şekli, yüzeyi, atmosferi) açıklar.` },
    { text: msg`Ay’da canlıların yaşayıp yaşayamayacağına yönelik fikirlerini kanıtlarla tartışır.` },
  ],
  keywords: [msg`Ay`, msg`Krater`, msg`Göktaşı`, msg`Atmosfer`, msg`Model`, msg`Değişken`],
};
