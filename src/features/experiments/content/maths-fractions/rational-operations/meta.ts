import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 7, "Rasyonel Sayılarla İşlemler" (M.7.1.3): adding, subtracting, multiplying and dividing rational numbers with folded paper and the sign rules. */
export const meta: ExperimentMeta = {
  id: 'rational-operations',
  kitId: 'maths-fractions',
  subject: 'maths',
  grade: 7,
  unitId: 'M.7.1.3',
  icon: '📄',
  title: msg`Katlanan Kâğıtta Rasyonel Sayılarla İşlemler`,
  summary: msg`Kâğıdı katlayıp boyayarak rasyonel sayılarla toplama, çıkarma, çarpma ve bölmeyi modelle; negatif rasyonel sayılarda işaret kurallarını, işlem önceliğini ve problemleri çöz.`,
  outcomes: [
    { text: msg`Rasyonel sayılarla toplama ve çıkarma işlemlerini yapar.` },
    { text: msg`Rasyonel sayılarla çarpma ve bölme işlemlerini yapar; bir sayıya bölmeyi, çarpmaya göre tersiyle çarpmak olarak açıklar.` },
    { text: msg`Rasyonel sayılarla çok adımlı işlemleri işlem önceliğine göre yapar.` },
    { text: msg`Rasyonel sayılarla işlem yapmayı gerektiren problemleri çözer.` },
  ],
  keywords: [msg`Rasyonel sayı`, msg`Kesirlerle işlemler`, msg`Çarpmaya göre ters`, msg`İşlem önceliği`, msg`Alan modeli`, msg`İşaret kuralı`],
};
