import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 4, "Besinlerimiz": the harm of smoking and alcohol, and a child's part in a smoke-free home. */
export const meta: ExperimentMeta = {
  id: 'straw-breathing',
  kitId: 'human-body',
  subject: 'science',
  grade: 4,
  unitId: 'F.4.2',
  icon: '🚭',
  title: msg`Pipetle Nefes Almak Neden Zor?`,
  summary: msg`Birkaç saniye yalnızca ince bir pipetten nefes alarak daralan hava yollarının nasıl bir his olduğunu dene. Sigara ve alkolün vücudumuza zararlarını öğren, evin ve çevren için dumansız yaşam kuralları hazırla.`,
  outcomes: [
    { code: 'F.4.2.1.5', text: msg`Alkol ve sigara kullanımının insan sağlığına olan olumsuz etkilerinin farkına varır.` },
    { code: 'F.4.2.1.6', text: msg`Yakın çevresinde sigara kullanımını azaltmaya yönelik sorumluluk üstlenir.` },
  ],
  keywords: [msg`Sigara`, msg`Alkol`, msg`Nikotin`, msg`Pasif içicilik`, msg`Bağımlılık`, msg`Sağlıklı yaşam`],
};
