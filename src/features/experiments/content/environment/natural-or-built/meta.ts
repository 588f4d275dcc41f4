import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 3, "Canlılar Dünyasına Yolculuk", "Ben ve Çevrem": the surroundings, natural and built environments, keeping them clean. */
export const meta: ExperimentMeta = {
  id: 'natural-or-built',
  kitId: 'environment',
  subject: 'science',
  grade: 3,
  unitId: 'F.3.6',
  icon: '🏞️',
  title: msg`Doğal mı, İnsan Yapımı mı?`,
  summary: msg`Okul bahçesinde bir keşif gezisine çık. Gördüğün varlıkları canlı, cansız, doğal ve insan yapımı diye kaydet; doğal çevre ile yapay çevrenin farkını bul ve bahçeyi temiz tutmak için neler yapabileceğini planla.`,
  outcomes: [
    { text: msg`Yaşadığı çevreyi gözlemleyerek tanır.` },
    { text: msg`Doğal çevre ile yapay çevre arasındaki farkları örneklerle açıklar.` },
    { text: msg`Çevresini temiz tutmak ve doğal çevreyi korumak için yapabileceklerini söyler.` },
  ],
  keywords: [msg`Çevre`, msg`Doğal çevre`, msg`Yapay çevre`, msg`Canlı`, msg`Cansız`, msg`Çevre temizliği`],
};
