import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 1, "Doğal Sayılarla Çıkarma İşlemi": subtraction within 20 as jumps back on a number line; taking away; the missing number. */
export const meta: ExperimentMeta = {
  id: 'taking-away-on-a-number-line',
  kitId: 'maths-numbers',
  subject: 'maths',
  grade: 1,
  unitId: 'M.1.1.3',
  icon: '🎈',
  title: msg`Geri Zıpla, Çıkar`,
  summary: msg`Sayı doğrusunda geri zıplayarak çıkarma yap; bir gruptan ayrılan nesnelerle kalanı bul.`,
  outcomes: [
    { text: msg`Çıkarmanın bir gruptan nesne ayırmak ya da eksiltmek olduğunu nesnelerle ve sayı doğrusunda gösterir.` },
    { text: msg`20’ye kadar (20 dâhil) olan doğal sayılarla çıkarma işlemi yapar.` },
    { text: msg`Sayı doğrusunda geri sayarak çıkarmada verilmeyen sayıyı bulur.` },
  ],
  keywords: [msg`Çıkarma`, msg`Fark`, msg`Eksi`, msg`Geri sayma`, msg`Sayı doğrusu`],
};
