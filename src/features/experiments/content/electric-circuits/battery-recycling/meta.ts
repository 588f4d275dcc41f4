import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 3, "Elektrikli Araçlar": what spent batteries do to nature and where they go; using electricity safely. */
export const meta: ExperimentMeta = {
  id: 'battery-recycling',
  kitId: 'electric-circuits',
  subject: 'science',
  grade: 3,
  unitId: 'F.3.7',
  icon: '🔋',
  title: msg`Biten Piller Nereye Gider?`,
  summary: msg`Kullanılmış pillerin üzerindeki işaretleri büyüteçle incele, sınıfın için bir atık pil kutusu yap ve elektrik güvenliği afişi hazırla. Pil atıklarının doğaya verdiği zararı ve elektriği güvenle kullanmanın yollarını öğren.`,
  outcomes: [
    { text: msg`Pil atıklarının çevreye vereceği zararları ve bu konuda yapılması gerekenleri tartışır.` },
    { text: msg`Elektrikli araç-gereçleri kullanırken tehlikeli davranışları güvenli olanlardan ayırır.` },
    { text: msg`Şehir elektriğinin pillerden çok daha tehlikeli olduğunu açıklar.` },
  ],
  keywords: [msg`Pil`, msg`Atık pil`, msg`Geri dönüşüm`, msg`Elektrik çarpması`, msg`Priz`, msg`Güvenlik`],
};
