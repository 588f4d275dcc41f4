import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 3, "Elektrikli Araçlar": what electrical devices do, battery or mains, and using electricity safely. */
export const meta: ExperimentMeta = {
  id: 'battery-or-mains',
  kitId: 'electric-circuits',
  subject: 'science',
  grade: 3,
  unitId: 'F.3.7',
  icon: '🔌',
  title: msg`Pille mi, Prizle mi Çalışır?`,
  summary: msg`Evindeki ve okulundaki elektrikli araçları incele, hangilerinin pille hangilerinin şehir elektriğiyle çalıştığını bul; elektriği güvenle kullanmayı öğren.`,
  outcomes: [
    { text: msg`Elektrikli araç-gereçlerin kullanım amaçlarını açıklar.` },
    { text: msg`Elektrikli araç-gereçleri kullandıkları elektrik kaynağına (pil, şehir elektriği) göre gruplandırır.` },
    { text: msg`Elektriğin güvenli kullanılmasına özen gösterir.` },
  ],
  keywords: [msg`Pil`, msg`Şehir elektriği`, msg`Priz`, msg`Atık pil`],
};
