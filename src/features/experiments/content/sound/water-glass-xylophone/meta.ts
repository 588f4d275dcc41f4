import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 6, "Ses ve Özellikleri": sound needs a medium, different sources sound different (pitch, loudness), reflection and absorption. */
export const meta: ExperimentMeta = {
  id: 'water-glass-xylophone',
  kitId: 'sound',
  subject: 'science',
  grade: 6,
  unitId: 'F.6.5',
  icon: '🎵',
  title: msg`Su Dolu Bardaklar Nasıl Şarkı Söyler?`,
  summary: msg`Farklı yükseklikte su doldurduğun bardaklara kaşıkla vurarak bir ksilofon yap. Sesin inceliğini ve şiddetini neyin değiştirdiğini, sesin katı bir masada nasıl yayıldığını ve hangi yüzeylerden yansıdığını keşfet.`,
  outcomes: [
    { code: 'F.6.5.1.1', text: msg`Sesin yayılabildiği ortamları tahmin eder ve tahminlerini test eder.` },
    { code: 'F.6.5.2.1', text: msg`Ses kaynağının değişmesiyle seslerin farklı işitildiğini deneyerek keşfeder.` },
    { code: 'F.6.5.4.1', text: msg`Sesin yansıma ve soğurulmasına örnekler verir.` },
  ],
  keywords: [msg`Titreşim`, msg`Maddesel ortam`, msg`İnce ses`, msg`Kalın ses`, msg`Sesin şiddeti`, msg`Yankı`, msg`Soğurma`],
};
