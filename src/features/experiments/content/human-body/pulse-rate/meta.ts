import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 6, "Vücudumuzdaki Sistemler": the circulatory system, pulse at rest and after exercise, the two circulations. */
export const meta: ExperimentMeta = {
  id: 'pulse-rate',
  kitId: 'human-body',
  subject: 'science',
  grade: 6,
  unitId: 'F.6.2',
  icon: '💓',
  title: msg`Kalbim Koşunca Neden Hızlanıyor?`,
  summary: msg`Bileğindeki nabzı dinlenirken ve bir dakikalık hareketten sonra say, tabloya yaz. Kalbin, damarların ve kanın vücuda oksijen ve besini nasıl taşıdığını, büyük ve küçük kan dolaşımını keşfet.`,
  outcomes: [
    { code: 'F.6.2.3.1', text: msg`Dolaşım sistemini oluşturan yapı ve organların görevlerini model kullanarak açıklar.` },
    { code: 'F.6.2.3.2', text: msg`Büyük ve küçük kan dolaşımını şema üzerinde inceleyerek bunların görevlerini açıklar.` },
    { text: msg`Dinlenme ve hareket sonrasında nabzını ölçerek kalbin çalışma hızının vücudun oksijen ihtiyacına göre değiştiğini gösterir.` },
  ],
  keywords: [msg`Nabız`, msg`Kalp`, msg`Atardamar`, msg`Toplardamar`, msg`Kılcal damar`, msg`Büyük kan dolaşımı`, msg`Küçük kan dolaşımı`],
};
