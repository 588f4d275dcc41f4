import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 3, "Beş Duyumuz": the five sense organs, what each does, why they matter and how to care for them. */
export const meta: ExperimentMeta = {
  id: 'five-senses',
  kitId: 'human-body',
  subject: 'science',
  grade: 3,
  unitId: 'F.3.2',
  icon: '👀',
  title: msg`Duyularımla Neler Keşfedebilirim?`,
  summary: msg`Dokunma torbası, koku kapları, ses kutuları ve büyüteçten oluşan duyu istasyonlarını gez. Hangi duyu organınla neyi algıladığını bul ve duyu organlarını nasıl koruyacağını öğren.`,
  outcomes: [
    { code: 'F.3.2.1.1', text: msg`Duyu organlarının önemini fark eder.` },
    { code: 'F.3.2.1.2', text: msg`Duyu organlarının temel görevlerini açıklar.` },
    { code: 'F.3.2.1.3', text: msg`Duyu organlarının sağlığını korumak için yapılması gerekenleri açıklar.` },
  ],
  keywords: [msg`Duyu organı`, msg`Göz`, msg`Kulak`, msg`Burun`, msg`Dil`, msg`Deri`],
};
