import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 5, "Kesirler" (M.5.1.3): equivalent fractions with area models (paper strips). */
export const meta: ExperimentMeta = {
  id: 'equivalent-fractions',
  kitId: 'maths-fractions',
  subject: 'maths',
  grade: 5,
  unitId: 'M.5.1.3',
  icon: '🍫',
  title: msg`Aynı Büyüklük, Farklı Kesir`,
  summary: msg`Kâğıt şeritleri katlayarak ve şekilleri eş parçalara bölerek denk kesirler oluştur; payı ve paydayı aynı sayıyla genişletmenin neden işe yaradığını keşfet.`,
  outcomes: [
    { text: msg`Denk kesirleri oluşturur ve denk kesirlerin aynı büyüklüğü gösterdiğini modellerle açıklar.` },
    { text: msg`Bir kesri genişletir ve sadeleştirir; bunun kesrin değerini değiştirmediğini fark eder.` },
    { text: msg`Kesirleri alan ve şerit modelleriyle gösterir, denk kesirler yardımıyla karşılaştırır.` },
  ],
  keywords: [msg`Denk kesir`, msg`Genişletme`, msg`Sadeleştirme`, msg`Pay`, msg`Payda`, msg`Alan modeli`],
};
