import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 5, "Yüzdeler" (M.5.1.6): percentages on a hundred grid, tied to fractions and decimals, and a percentage of an amount. */
export const meta: ExperimentMeta = {
  id: 'percentages-on-a-grid',
  kitId: 'maths-fractions',
  subject: 'maths',
  grade: 5,
  unitId: 'M.5.1.6',
  icon: '💯',
  title: msg`Yüzde Kaçı Boyalı?`,
  summary: msg`Yüzlük tabloda yüzdeleri boya ve oku; %25’in 1/4 ve 0,25 ile aynı büyüklük olduğunu gör, bir çokluğun yüzdesini hesapla.`,
  outcomes: [
    { text: msg`Yüzdeyi 100 eş parçanın kaç parçası olarak modeller; yüzdelik ifadeleri yazar ve okur.` },
    { text: msg`Bir yüzdelik ifadeyi aynı büyüklüğü gösteren kesir ve ondalık gösterimle ilişkilendirir.` },
    { text: msg`Bir çokluğun belirtilen bir yüzdesine karşılık gelen miktarı bulur.` },
  ],
  keywords: [msg`Yüzde`, msg`Yüzde sembolü`, msg`Kesir`, msg`Ondalık gösterim`, msg`Yüzlük tablo`, msg`İndirim`],
};
