import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 7, "Elektrik Devreleri": series and parallel bulbs built with real parts, the unscrewed-bulb test, and which circuits at home are which. */
export const meta: ExperimentMeta = {
  id: 'home-circuits',
  kitId: 'electric-circuits',
  subject: 'science',
  grade: 7,
  unitId: 'F.7.7',
  icon: '🏠',
  title: msg`Evimizdeki Lambalar Seri mi, Paralel mi?`,
  summary: msg`Gerçek ampul, pil ve kablolarla seri ve paralel devre kur; bir ampulü söktüğünde öbürüne ne olduğunu gözle. Evdeki lambaların ve prizlerin neden paralel bağlandığını, eski yılbaşı ışıklarının neden hep birlikte söndüğünü keşfet.`,
  outcomes: [
    { text: msg`Seri ve paralel bağlı ampullerden oluşan devreleri kurarak bir ampul söküldüğünde öbür ampullerin durumunu karşılaştırır.` },
    { text: msg`Seri ve paralel bağlanan ampul sayısı arttıkça ampul parlaklığının nasıl değiştiğini deneyerek gözlemler.` },
    { text: msg`Evlerdeki ve günlük yaşamdaki elektrik devrelerinin seri ya da paralel bağlanma nedenlerini açıklar.` },
  ],
  keywords: [msg`Seri bağlama`, msg`Paralel bağlama`, msg`Ampul parlaklığı`, msg`Elektrik devresi`, msg`Ev tesisatı`, msg`Anahtar`],
};
