import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 3, "Canlılar Dünyasına Yolculuk": living and non-living things, a plant's life cycle, what a seed and a plant need. */
export const meta: ExperimentMeta = {
  id: 'bean-germination',
  kitId: 'living-world',
  subject: 'science',
  grade: 3,
  unitId: 'F.3.6',
  icon: '🫘',
  title: msg`Fasulye Tohumu Neye İhtiyaç Duyar?`,
  summary: msg`Fasulye tohumlarını ıslak ve kuru pamukta, aydınlıkta ve karanlıkta beklet. Hangi tohumların filizlendiğini iki hafta boyunca gözlemle ve bir bitkinin yaşamak için nelere ihtiyaç duyduğunu bul.`,
  outcomes: [
    { code: 'F.3.6.1.1', text: msg`Çevresindeki örnekleri kullanarak varlıkları canlı ve cansız olarak sınıflandırır.` },
    { code: 'F.3.6.1.2', text: msg`Bir bitkinin yaşam döngüsüne ait gözlem sonuçlarını sunar.` },
    { text: msg`Tohumun çimlenmesi için suyun, bitkinin sağlıklı büyümesi için ışığın gerekli olduğunu gözlemler.` },
  ],
  keywords: [msg`Canlı`, msg`Cansız`, msg`Tohum`, msg`Çimlenme`, msg`Yaşam döngüsü`, msg`Fide`],
};
