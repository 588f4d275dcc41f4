import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 8, "Basınç": air pressure and gas pressure with a card on a glass, a straw, a syringe and a cooled bottle. */
export const meta: ExperimentMeta = {
  id: 'air-pressure',
  kitId: 'force-and-motion',
  subject: 'science',
  grade: 8,
  unitId: 'F.8.3',
  icon: '🥤',
  title: msg`Ters Bardaktaki Su Neden Dökülmez?`,
  summary: msg`Su dolu bardağı bir kartla kapatıp ters çevir, pipetle su taşı, ucu kapalı şırıngayı sıkıştır, ılık havayla kapattığın şişeyi soğuk suda ez. Gazların basıncını ve açık hava basıncını deneylerle keşfet.`,
  outcomes: [
    { text: msg`Gazların bulundukları kabın her yerine basınç uyguladığını ve açık hava basıncının varlığını deneylerle gösterir.` },
    { text: msg`Kapalı bir kaptaki gazın basıncının sıkıştırma ve sıcaklıkla nasıl değiştiğini gözlemler; sıvıların neredeyse sıkıştırılamadığını fark eder.` },
    { text: msg`Gaz ve açık hava basıncının günlük yaşam ve teknolojideki uygulamalarına örnekler verir.` },
  ],
  keywords: [msg`Gaz basıncı`, msg`Açık hava basıncı`, msg`Vantuz`, msg`Şırınga`, msg`Sıkıştırma`, msg`Yükseklik`],
};
