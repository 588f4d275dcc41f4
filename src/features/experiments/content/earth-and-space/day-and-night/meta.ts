import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 4, "Yer Kabuğu ve Dünya’mızın Hareketleri": rotation and revolution, day and night, day and year. */
export const meta: ExperimentMeta = {
  id: 'day-and-night',
  kitId: 'earth-and-space',
  subject: 'science',
  grade: 4,
  unitId: 'F.4.1',
  icon: '🌓',
  title: msg`Gece ve Gündüz Nasıl Oluşur?`,
  summary: msg`Karanlık bir odada el fenerini Güneş, küreyi Dünya yap. Küreyi kendi ekseni etrafında çevirerek gece ile gündüzün nasıl oluştuğunu ve Güneş’in neden doğudan doğup batıdan batıyor gibi göründüğünü keşfet.`,
  outcomes: [
    { code: 'F.4.1.2.1', text: msg`Dünya’nın dönme ve dolanma hareketleri arasındaki farkı açıklar.` },
    { code: 'F.4.1.2.2', text: msg`Dünya’nın hareketleri sonucu gerçekleşen olayları açıklar.` },
    { text: msg`Gece ve gündüzün oluşumunu bir modelle gösterir.` },
  ],
  keywords: [msg`Dönme hareketi`, msg`Dolanma hareketi`, msg`Eksen`, msg`Gece`, msg`Gündüz`, msg`Gün`, msg`Yıl`],
};
