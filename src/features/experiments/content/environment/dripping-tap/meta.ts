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
    { code: 'F.4.6.1.1', text: msg`Kaynakların kullanımında tasarruflu davranmaya özen gösterir.` },
    { text: msg`Su ve elektrik tasarrufu için evde ve okulda uygulanabilecek çözümler önerir.` },
    { code: 'F.4.6.1.2', text: msg`Yaşam için gerekli olan kaynakların ve geri dönüşümün önemini fark eder.` },
  ],
  keywords: [msg`Tasarruf`, msg`İsraf`, msg`Bilinçli tüketici`, msg`Su tasarrufu`, msg`Elektrik tasarrufu`, msg`Geri dönüşüm`],
};
