import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 6, "Vücudumuzdaki Sistemler ve Sağlığı": the sense organs, taste and smell working together, defects and their technologies. */
export const meta: ExperimentMeta = {
  id: 'taste-and-smell',
  kitId: 'human-body',
  subject: 'science',
  grade: 6,
  unitId: 'F.6.6',
  icon: '👃',
  title: msg`Burnum Tıkalıyken Elmayı Tanıyabilir miyim?`,
  summary: msg`Gözlerin bağlıyken küçük meyve ve sebze parçalarını önce burnun açık, sonra burnun kapalı tat. Koku alma ve tat alma duyularının birlikte çalıştığını bir deneyle göster, duyu organlarının yapılarını tanı.`,
  outcomes: [
    { code: 'F.6.6.2.1', text: msg`Duyu organlarına ait yapıları model üzerinde göstererek açıklar.` },
    { code: 'F.6.6.2.2', text: msg`Koku alma ve tat alma duyuları arasındaki ilişkiyi, tasarladığı bir deneyle gösterir.` },
    { code: 'F.6.6.2.3', text: msg`Duyu organlarındaki kusurlara ve bu kusurların giderilmesinde kullanılan teknolojilere örnekler verir.` },
    { code: 'F.6.6.2.4', text: msg`Duyu organlarının sağlığını korumak için alınması gereken tedbirleri tartışır.` },
  ],
  keywords: [msg`Duyu organları`, msg`Tat alma`, msg`Koku alma`, msg`Tat tomurcuğu`, msg`Retina`, msg`Kulak zarı`, msg`Göz kusurları`],
};
