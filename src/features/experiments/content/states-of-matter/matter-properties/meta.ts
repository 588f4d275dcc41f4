import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 4, "Maddenin Özellikleri": floating and sinking, absorbing water, magnets; mass and volume; separating mixtures. */
export const meta: ExperimentMeta = {
  id: 'matter-properties',
  kitId: 'states-of-matter',
  subject: 'science',
  grade: 4,
  unitId: 'F.4.4',
  icon: '🧽',
  title: msg`Yüzer mi, Batar mı, Suyu Emer mi?`,
  summary: msg`Çevrendeki maddeleri suyla ve mıknatısla sına, kütlelerini ve hacimlerini karşılaştır. Sonra bu özellikleri kullanarak bir karışımı ayır.`,
  outcomes: [
    { code: 'F.4.4.1.1', text: msg`Beş duyu organını kullanarak maddeyi niteleyen temel özellikleri açıklar.` },
    { code: 'F.4.4.2.1', text: msg`Farklı maddelerin kütle ve hacimlerini ölçerek karşılaştırır.` },
    { text: msg`Günlük yaşamda karşılaşılan karışımları eleme, süzme ve mıknatısla çekme yöntemleriyle ayırır.` },
  ],
  keywords: [msg`Suda yüzme`, msg`Suda batma`, msg`Suyu emme`, msg`Mıknatıs`, msg`Kütle`, msg`Hacim`, msg`Karışım`],
};
