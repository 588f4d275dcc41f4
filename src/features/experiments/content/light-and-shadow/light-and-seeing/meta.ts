import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 3, "Çevremizdeki Işık ve Sesler": light is needed to see; natural and artificial light sources. */
export const meta: ExperimentMeta = {
  id: 'light-and-seeing',
  kitId: 'light-and-shadow',
  subject: 'science',
  grade: 3,
  unitId: 'F.3.5',
  icon: '🔦',
  title: msg`Karanlık Kutuda Ne Var?`,
  summary: msg`Karanlık bir kutunun içine bakarak görmek için ışığa neden ihtiyaç duyduğumuzu keşfet; doğal ve yapay ışık kaynaklarını tanı.`,
  outcomes: [
    { code: 'F.3.5.1.1', text: msg`Gözlemleri sonucunda görme olayının gerçekleşebilmesi için ışığın gerekli olduğu sonucunu çıkarır.` },
    { code: 'F.3.5.2.1', text: msg`Çevresindeki ışık kaynaklarını doğal ve yapay ışık kaynakları şeklinde sınıflandırır.` },
  ],
  keywords: [msg`Işık kaynağı`, msg`Doğal ışık kaynağı`, msg`Yapay ışık kaynağı`, msg`Görme`],
};
