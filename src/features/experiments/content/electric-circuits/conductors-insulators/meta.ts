import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 6, "Elektriğin İletimi": conductors and insulators tested in a battery circuit; resistance of a pencil lead and its length. */
export const meta: ExperimentMeta = {
  id: 'conductors-insulators',
  kitId: 'electric-circuits',
  subject: 'science',
  grade: 6,
  unitId: 'F.6.7',
  icon: '📎',
  title: msg`Elektriği Hangi Maddeler İletir?`,
  summary: msg`Pilli bir test devresine farklı maddeler bağlayarak elektriği iletip iletmediklerini sına. Sonra bir kurşun kalem ucunun boyunu değiştir ve direncin ampulün parlaklığını nasıl değiştirdiğini keşfet.`,
  outcomes: [
    { code: 'F.6.7.1.1', text: msg`Tasarladığı elektrik devresini kullanarak maddeleri, elektriği iletme durumlarına göre sınıflandırır.` },
    { text: msg`Maddelerin elektriksel iletkenlik ve yalıtkanlık özelliklerinin günlük yaşamda hangi amaçlarla kullanıldığını örneklerle açıklar.` },
    { text: msg`Bir iletkenin direncinin uzunluğuna, kalınlığına ve yapıldığı maddeye bağlı olduğunu deneyerek keşfeder.` },
  ],
  keywords: [msg`Elektriksel iletken`, msg`Elektriksel yalıtkan`, msg`Elektriksel direnç`, msg`Grafit`, msg`Ampul parlaklığı`],
};
