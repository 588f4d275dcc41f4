import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 4, "İnsan ve Çevre": conscious consumption, saving water and electricity, recycling household waste. */
export const meta: ExperimentMeta = {
  id: 'dripping-tap',
  kitId: 'environment',
  subject: 'science',
  grade: 4,
  unitId: 'F.4.6',
  icon: '🚰',
  title: msg`Damlayan Musluk Ne Kadar Su Harcar?`,
  summary: msg`Damlayan bir musluğun boşa akıttığı suyu topla ve ölç. Bir saatte ve bir günde ne kadar su israf edildiğini hesapla, suyu ve elektriği tasarruflu kullanmanın yollarını bul.`,
  outcomes: [
    { text: msg`Yaşamı sürdürebilmek için kaynakların tasarruflu kullanılmasının gerekliliğini sorgular.` },
    { text: msg`Su ve elektrik tasarrufu için evde ve okulda uygulanabilecek çözümler önerir.` },
    { text: msg`Evsel atıkları türlerine göre ayırır ve geri dönüşümün kaynakları korumadaki önemini açıklar.` },
  ],
  keywords: [msg`Tasarruf`, msg`İsraf`, msg`Bilinçli tüketici`, msg`Su tasarrufu`, msg`Elektrik tasarrufu`, msg`Geri dönüşüm`],
};
