import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 4, "Kesirler": proper, improper and mixed fractions with paper circles, converting between improper and mixed, comparing fractions with equal denominators and unit fractions, a fraction of a set. */
export const meta: ExperimentMeta = {
  id: 'simple-and-mixed-fractions',
  kitId: 'maths-fractions',
  subject: 'maths',
  grade: 4,
  unitId: 'M.4.1.6',
  icon: '🍕',
  title: msg`Basit, Bileşik ve Tam Sayılı Kesirler`,
  summary: msg`Kâğıt daireleri eş dilimlere ayırıp boyayarak basit, bileşik ve tam sayılı kesirleri tanı; bileşik kesri tam sayılı kesre çevir, kesirleri karşılaştır ve bir çokluğun kesir kadarını bul.`,
  outcomes: [
    { text: msg`Basit, bileşik ve tam sayılı kesirleri tanır ve modellerle gösterir.` },
    { text: msg`Bileşik kesri tam sayılı kesre, tam sayılı kesri bileşik kesre dönüştürür.` },
    { text: msg`Paydaları eşit kesirleri ve birim kesirleri karşılaştırır ve sıralar.` },
    { text: msg`Bir çokluğun belirtilen basit kesir kadarını hesaplar.` },
  ],
  keywords: [msg`Basit kesir`, msg`Bileşik kesir`, msg`Tam sayılı kesir`, msg`Kesirleri karşılaştırma`, msg`Pay`, msg`Payda`],
};
