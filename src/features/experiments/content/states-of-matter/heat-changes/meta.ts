import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 4, "Maddenin Özellikleri": matter changes with heat; melting, freezing and evaporation in everyday life. */
export const meta: ExperimentMeta = {
  id: 'heat-changes',
  kitId: 'states-of-matter',
  subject: 'science',
  grade: 4,
  unitId: 'F.4.4',
  icon: '🧈',
  title: msg`Hangisi Önce Erir?`,
  summary: msg`Buzu, tereyağını ve çikolatayı poşetlere koyup ılık suya bırak; hangisinin önce eridiğini izle. Eriyen çikolatayı soğuk suda yeniden katılaştır, ıslak peçeteleri güneşte ve gölgede kurut. Maddelerin ısı etkisiyle nasıl değiştiğini keşfet.`,
  outcomes: [
    { text: msg`Maddelerin ısı etkisiyle erime, donma ve buharlaşma gibi değişimler geçirdiğini deneyle gözlemler.` },
    { text: msg`Isı alan maddelerin eridiğini ya da buharlaştığını, ısı veren maddelerin donduğunu örneklerle açıklar.` },
    { text: msg`Günlük yaşamdaki hâl değişimlerine örnekler verir.` },
  ],
  keywords: [msg`Isı`, msg`Erime`, msg`Donma`, msg`Buharlaşma`, msg`Hâl değişimi`],
};
