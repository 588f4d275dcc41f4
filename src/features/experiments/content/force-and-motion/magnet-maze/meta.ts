import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 4, "Kuvvetin Etkileri": magnetic force acts through materials and weakens with distance; uses of magnets, old and new. */
export const meta: ExperimentMeta = {
  id: 'magnet-maze',
  kitId: 'force-and-motion',
  subject: 'science',
  grade: 4,
  unitId: 'F.4.3',
  icon: '🧲',
  title: msg`Mıknatıslı Labirent`,
  summary: msg`Bir ataşı kartonun altından mıknatısla yürüt. Araya kâğıt, tahta, plastik ve folyo koyarak mıknatısın kuvvetinin nelerin içinden geçtiğini ölç; sonra kendi mıknatıslı labirent oyununu tasarla ve mıknatıslara yeni işler bul.`,
  outcomes: [
    { code: 'F.4.3.2.2', text: msg`Mıknatısın etki ettiği maddeleri deney yaparak keşfeder.` },
    { code: 'F.4.3.2.3', text: msg`Mıknatısların günlük yaşamdaki kullanım alanlarına örnekler verir.` },
    { code: 'F.4.3.2.4', text: msg`Mıknatısların yeni kullanım alanları konusunda fikirlerini açıklar.` },
    { text: msg`Mıknatısın kuvvetinin bazı maddelerin içinden geçtiğini ve uzaklık arttıkça azaldığını gözlemler.` },
  ],
  keywords: [msg`Mıknatıs`, msg`Mıknatıs kuvveti`, msg`Ataş`, msg`Pusula`, msg`Tasarım`],
};
