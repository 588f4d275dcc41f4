import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 5, "Madde ve Değişim": changes of state, melting/boiling points, constant temperature during a change. */
export const meta: ExperimentMeta = {
  id: 'melting-ice',
  kitId: 'states-of-matter',
  subject: 'science',
  grade: 5,
  unitId: 'F.5.4',
  icon: '🌡️',
  title: msg`Buz Erirken Sıcaklık Ne Olur?`,
  summary: msg`Bir kap buzun sıcaklığını iki dakikada bir ölç, tabloya yaz ve grafiğini çiz. Hâl değişimi sırasında sıcaklığın neden değişmediğini keşfet.`,
  outcomes: [
    { text: msg`Maddelerin ısı etkisiyle hâl değiştirebileceğini deneyerek keşfeder.` },
    { text: msg`Erime, donma, buharlaşma ve yoğuşma olaylarını ısı alışverişiyle açıklar.` },
    { text: msg`Hâl değişimi sırasında saf maddelerin sıcaklığının değişmediğini ölçümlerle gösterir.` },
  ],
  keywords: [msg`Erime`, msg`Donma`, msg`Buharlaşma`, msg`Yoğuşma`, msg`Kaynama noktası`, msg`Erime noktası`],
};
