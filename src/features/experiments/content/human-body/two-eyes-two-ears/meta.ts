import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 3, "Beş Duyumuz": why two eyes and two ears, where the skin feels touch best, which organ tells us what. */
export const meta: ExperimentMeta = {
  id: 'two-eyes-two-ears',
  kitId: 'human-body',
  subject: 'science',
  grade: 3,
  unitId: 'F.3.2',
  icon: '👀',
  title: msg`Kalem Kapağını Tek Gözle Takabilir misin?`,
  summary: msg`Kalemin kapağını önce iki gözünle, sonra tek gözünle takmayı dene. Bir kulağını kapatıp sesin yönünü bul, parmak ucunla kolunun dokunmayı ne kadar iyi hissettiğini karşılaştır. Duyu organlarımızın görevlerini ve önemini keşfet.`,
  outcomes: [
    { code: 'F.3.2.1.1', text: msg`Duyu organlarının önemini fark eder.` },
    { code: 'F.3.2.1.2', text: msg`Duyu organlarının temel görevlerini açıklar.` },
    { text: msg`İki gözle uzaklığın, iki kulakla sesin yönünün daha iyi bulunduğunu deneyle gözlemler.` },
  ],
  keywords: [msg`Duyu organları`, msg`Göz`, msg`Kulak`, msg`Deri`, msg`Dokunma`, msg`Kabartma yazı`],
};
