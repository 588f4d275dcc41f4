import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 6, "Kesirlerle İşlemler" (M.6.1.5): adding and subtracting unlike fractions, multiplying and dividing fractions with models. */
export const meta: ExperimentMeta = {
  id: 'fraction-operations',
  kitId: 'maths-fractions',
  subject: 'maths',
  grade: 6,
  unitId: 'M.6.1.5',
  icon: '📜',
  title: msg`Katla, Boya, Çarp: Kesirlerle İşlemler`,
  summary: msg`Paydaları farklı kesirleri ortak paydada topla ve çıkar; kâğıdı iki yönde katlayarak bir kesrin bir kesir kadarını bul, kesirleri doğal sayılara böl.`,
  outcomes: [
    { text: msg`Paydaları farklı kesirlerle toplama ve çıkarma işlemlerini ortak paydaya genişleterek yapar.` },
    { text: msg`Bir doğal sayı ile bir kesrin ve iki kesrin çarpma işlemini modelle yapar ve anlamlandırır.` },
    { text: msg`Bir kesri bir doğal sayıya ve bir doğal sayıyı bir birim kesre böler; işlemin sonucunu tahmin eder.` },
  ],
  keywords: [msg`Kesirlerle çarpma`, msg`Kesirlerle bölme`, msg`Ortak payda`, msg`Alan modeli`, msg`Kâğıt katlama`],
};
