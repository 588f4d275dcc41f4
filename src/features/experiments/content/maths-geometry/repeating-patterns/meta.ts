import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 1, "Geometrik Örüntüler": repeating patterns of shapes and colours, finding the rule and continuing it. */
export const meta: ExperimentMeta = {
  id: 'repeating-patterns',
  kitId: 'maths-geometry',
  subject: 'maths',
  grade: 1,
  unitId: 'M.1.2.3',
  icon: '🔴',
  title: msg`Sıradaki Hangisi?`,
  summary: msg`Renkli boncuk ve şekillerle örüntüler kur; tekrar eden kısmı bul ve örüntüyü sürdür.`,
  outcomes: [
    { text: msg`En çok üç ögesi olan bir örüntüdeki kuralı bulur ve örüntüyü tamamlar.` },
    { text: msg`Nesne ve şekillerle kendi örüntüsünü oluşturur ve kuralını söyler.` },
  ],
  keywords: [msg`Örüntü`, msg`Kural`, msg`Tekrar`, msg`Şekil`, msg`Renk`],
};
