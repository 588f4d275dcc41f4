import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 4, "Kuvvetin Etkileri": force changes shape, speed and direction; magnets, their poles and what they attract. */
export const meta: ExperimentMeta = {
  id: 'force-and-magnets',
  kitId: 'force-and-motion',
  subject: 'science',
  grade: 4,
  unitId: 'F.4.3',
  icon: '🧲',
  title: msg`Kuvvet Neleri Değiştirir, Mıknatıs Neleri Çeker?`,
  summary: msg`Oyun hamurunu sık, yuvarlanan bir topa dokun: kuvvetin şekli, hızı ve yönü nasıl değiştirdiğini gör. Sonra bir mıknatısın hangi maddeleri çektiğini test et.`,
  outcomes: [
    { text: msg`Kuvvetin cisimlerin şeklini, hızını ve hareket yönünü değiştirebileceğini deneyerek keşfeder.` },
    { text: msg`Mıknatısı tanır ve kutuplarını belirler.` },
    { text: msg`Mıknatısın etki ettiği maddeleri deney yaparak keşfeder.` },
    { text: msg`Mıknatısların günlük yaşamdaki kullanım alanlarına örnekler verir.` },
  ],
  keywords: [msg`Kuvvet`, msg`Şekil`, msg`Hız`, msg`Hareket yönü`, msg`Mıknatıs`, msg`Kutup`],
};
