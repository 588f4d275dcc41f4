import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 5, "Elektrik Devre Elemanları": circuit symbols and what bulb brightness depends on. */
export const meta: ExperimentMeta = {
  id: 'bulb-brightness',
  kitId: 'electric-circuits',
  subject: 'science',
  grade: 5,
  unitId: 'F.5.7',
  icon: '🔆',
  title: msg`Ampul Ne Zaman Daha Parlak?`,
  summary: msg`Devre sembollerini öğren, devrenin şemasını çiz; pil ve ampul sayısını değiştirerek ampulün parlaklığının neye bağlı olduğunu keşfet.`,
  outcomes: [
    { text: msg`Devre elemanlarını sembollerle gösterir ve basit bir devrenin şemasını çizer.` },
    { text: msg`Ampul parlaklığının pil sayısına ve ampul sayısına bağlı olduğunu deneyle keşfeder.` },
  ],
  keywords: [msg`Devre şeması`, msg`Seri bağlama`, msg`Volt`, msg`Direnç`, msg`Parlaklık`],
};
