import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 2, "Kesirler": whole, half and quarter with area models. */
export const meta: ExperimentMeta = {
  id: 'halves-and-quarters',
  kitId: 'maths-fractions',
  subject: 'maths',
  grade: 2,
  unitId: 'M.2.1.6',
  icon: '🍕',
  title: msg`Yarım mı, Çeyrek mi?`,
  summary: msg`Kâğıt daireleri katlayıp eş parçalara böl; bütünü, yarımı ve çeyreği modellerle göster ve karşılaştır.`,
  outcomes: [
    { text: msg`Bütün, yarım ve çeyreği uygun modeller ile gösterir; bütün, yarım ve çeyrek arasındaki ilişkiyi açıklar.` },
    { text: msg`Bir bütünün eş parçalara bölündüğünde parçaların eş büyüklükte olması gerektiğini açıklar.` },
    { text: msg`İki yarımın ve dört çeyreğin bir bütün ettiğini modellerle gösterir.` },
  ],
  keywords: [msg`Bütün`, msg`Yarım`, msg`Çeyrek`, msg`Eş parça`, msg`Paylaşma`],
};
