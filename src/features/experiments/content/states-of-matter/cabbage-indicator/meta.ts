import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 8, "Madde ve Endüstri": acids and bases with a red-cabbage indicator, physical and chemical change, the periodic table. */
export const meta: ExperimentMeta = {
  id: 'cabbage-indicator',
  kitId: 'states-of-matter',
  subject: 'science',
  grade: 8,
  unitId: 'F.8.4',
  icon: '🧪',
  title: msg`Kırmızı Lahana Asidi Nasıl Ele Verir?`,
  summary: msg`Kırmızı lahanadan doğal bir belirteç hazırla ve mutfaktaki maddelerin asit mi, baz mı olduğunu renginden bul. Karbonata sirke ekleyince olan değişimin neden kimyasal olduğunu keşfet.`,
  outcomes: [
    { code: 'F.8.4.4.1', text: msg`Asit ve bazların genel özelliklerini ifade eder.` },
    { text: msg`Günlük hayatta ulaşılabilen malzemelerden belirteç hazırlayarak maddelerin asidik, bazik ya da nötr olduğunu belirler.` },
    { code: 'F.8.4.2.1', text: msg`Fiziksel ve kimyasal değişim arasındaki farkları, çeşitli olayları gözlemleyerek açıklar.` },
    {
      text: msg`Periyodik sistemde elementlerin diziliş ölçütünü, grup ve periyot kavramlarını ve metal, ametal, yarı metal ve soy gazların yerlerini açıklar.`,
    },
  ],
  keywords: [msg`Asit`, msg`Baz`, msg`Belirteç`, msg`pH`, msg`Kimyasal değişim`, msg`Fiziksel değişim`, msg`Periyodik sistem`],
};
