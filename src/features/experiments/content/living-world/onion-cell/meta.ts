import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 7, "Hücre ve Bölünmeler": plant and animal cells, their basic parts and organelles, cell–tissue–organ, mitosis and meiosis basics. */
export const meta: ExperimentMeta = {
  id: 'onion-cell',
  kitId: 'living-world',
  subject: 'science',
  grade: 7,
  unitId: 'F.7.2',
  icon: '🔬',
  title: msg`Soğan Zarında Hücreleri Görebilir miyiz?`,
  summary: msg`Soğan zarından preparat hazırla; onu ve yanak hücresi preparatını mikroskopla incele. Bitki ve hayvan hücrelerinin temel kısımlarını karşılaştır; hücrelerin mitoz ve mayozla nasıl çoğaldığını öğren.`,
  outcomes: [
    { code: 'F.7.2.1.1', text: msg`Hayvan ve bitki hücrelerini, temel kısımları ve görevleri açısından karşılaştırır.` },
    { text: msg`Hücre, doku, organ, sistem ve organizma arasındaki ilişkiyi açıklar.` },
    { text: msg`Mitozun canlılar için önemini açıklar.` },
    { text: msg`Mayozun canlılar için önemini açıklar ve mitozla karşılaştırır.` },
  ],
  keywords: [msg`Hücre`, msg`Hücre zarı`, msg`Sitoplazma`, msg`Çekirdek`, msg`Organel`, msg`Mitoz`, msg`Mayoz`],
};
