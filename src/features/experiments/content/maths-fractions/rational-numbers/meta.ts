import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 7, "Rasyonel Sayılar" (M.7.1.2): rational numbers on a string number line, as decimals (terminating and repeating), and in order. */
export const meta: ExperimentMeta = {
  id: 'rational-numbers',
  kitId: 'maths-fractions',
  subject: 'maths',
  grade: 7,
  unitId: 'M.7.1.2',
  icon: '🧵',
  title: msg`İpteki Rasyonel Sayılar`,
  summary: msg`Tahtaya gerilmiş bir ipi sayı doğrusu yap; pozitif ve negatif rasyonel sayıları mandallarla yerine as, bölerek ondalık gösterimlerini bul, devirli olanları ayır ve sayıları sırala.`,
  outcomes: [
    { code: 'M.7.1.2.1', text: msg`Rasyonel sayıları tanır ve sayı doğrusunda gösterir.` },
    { text: msg`Rasyonel sayıları pay paydaya bölünerek ondalık gösterimle ifade eder; devirli ondalık gösterimleri tanır.` },
    { text: msg`Devirli olmayan ondalık gösterimleri rasyonel sayı olarak yazar ve sadeleştirir.` },
    { text: msg`Rasyonel sayıları karşılaştırır ve sıralar.` },
  ],
  keywords: [msg`Rasyonel sayı`, msg`Sayı doğrusu`, msg`Ondalık gösterim`, msg`Devirli ondalık`, msg`Sıralama`, msg`Kesir`],
};
