import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 3, "Uzunluk Ölçme": measuring and drawing in centimetres, metre and centimetre, the kilometre, estimating lengths. */
export const meta: ExperimentMeta = {
  id: 'metres-and-centimetres',
  kitId: 'maths-measurement',
  subject: 'maths',
  grade: 3,
  unitId: 'M.3.3.1',
  icon: '📏',
  title: msg`Metre, Santimetre ve Kilometre`,
  summary: msg`Cetvelle sıfırdan başlamayan nesneleri de doğru ölç, istenen uzunlukta çizgi çiz; şerit metreyle sınıfı ölç, 1 metrenin 100 santimetre olduğunu gör ve uzun yolların kilometreyle ölçüldüğünü keşfet.`,
  outcomes: [
    { text: msg`Cetvelle nesnelerin uzunluğunu santimetre olarak ölçer ve istenen uzunlukta doğru parçası çizer.` },
    { text: msg`Metre ile santimetre arasındaki ilişkiyi açıklar ve dönüşüm yapar.` },
    { text: msg`Uzun mesafelerin kilometreyle ölçüldüğünü bilir; uzunlukları tahmin eder ve ölçerek kontrol eder.` },
  ],
  keywords: [msg`Uzunluk`, msg`Santimetre`, msg`Metre`, msg`Kilometre`, msg`Cetvel`, msg`Tahmin`],
};
