import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 4, "Çevre Ölçme": the perimeter of squares and rectangles from their sides, shapes with the same perimeter, perimeter problems. */
export const meta: ExperimentMeta = {
  id: 'same-perimeter-different-area',
  kitId: 'maths-measurement',
  subject: 'maths',
  grade: 4,
  unitId: 'M.4.3.2',
  icon: '🪢',
  title: msg`Çevresi Aynı, Şekli Farklı`,
  summary: msg`Aynı uzunluktaki bir ipi kare ve dikdörtgen yaparak gerin; kare ve dikdörtgenin çevresini kenarlarından hesapla, çevresi aynı olan farklı şekiller kur ve çevre problemlerini çöz.`,
  outcomes: [
    { text: msg`Kare ve dikdörtgenin çevre uzunlukları ile kenar uzunlukları arasındaki ilişkiyi açıklar.` },
    { text: msg`Aynı çevre uzunluğuna sahip farklı şekiller oluşturur ve bu şekillerin kapladığı yeri karşılaştırır.` },
    { text: msg`Çevre uzunluğunu hesaplamayla ilgili problemleri çözer.` },
  ],
  keywords: [msg`Çevre`, msg`Kare`, msg`Dikdörtgen`, msg`Kenar uzunluğu`, msg`Birim kare`],
};
