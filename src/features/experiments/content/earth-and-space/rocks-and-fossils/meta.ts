import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 4, "Yer Kabuğu ve Dünya’mızın Hareketleri": the crust is made of rock, rocks and mines, how fossils form. */
export const meta: ExperimentMeta = {
  id: 'rocks-and-fossils',
  kitId: 'earth-and-space',
  subject: 'science',
  grade: 4,
  unitId: 'F.4.1',
  icon: '🪨',
  title: msg`Taşların İçinde Neler Saklı?`,
  summary: msg`Büyüteçle kayaç örneklerini incele, suya atıp çiviyle çiz ve nerede kullanıldıklarını bul. Sonra oyun hamuruna bir deniz kabuğu bastırarak fosil modeli yap ve fosilin nasıl oluştuğunu sırala.`,
  outcomes: [
    { code: 'F.4.1.1.1', text: msg`Yer kabuğunun kara tabakasının kayaçlardan oluştuğunu belirtir.` },
    { code: 'F.4.1.1.2', text: msg`Kayaçlarla madenleri ilişkilendirir ve kayaçların ham madde olarak önemini tartışır.` },
    { code: 'F.4.1.1.3', text: msg`Fosillerin oluşumunu açıklar.` },
  ],
  keywords: [msg`Yer kabuğu`, msg`Kayaç`, msg`Maden`, msg`Fosil`, msg`Ham madde`, msg`Mermer`, msg`Bor`],
};
