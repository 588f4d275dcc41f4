import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 5, "Elektrik Devre Elemanları": reading circuit diagrams, building them with real parts, predicting and testing bulb brightness. */
export const meta: ExperimentMeta = {
  id: 'circuit-from-diagram',
  kitId: 'electric-circuits',
  subject: 'science',
  grade: 5,
  unitId: 'F.5.7',
  icon: '📐',
  title: msg`Şemadaki Devreyi Kurabilir misin?`,
  summary: msg`Dört devre şeması kartını oku, her devrede ampulün nasıl yanacağını tahmin et, sonra gerçek pil, ampul ve kablolarla kurup tahminini sına. En sonunda arkadaşının kurduğu devrenin şemasını sen çiz.`,
  outcomes: [
    { text: msg`Devre elemanlarının sembollerini tanır; verilen bir devre şemasına göre gerçek bir devre kurar.` },
    { text: msg`Kurulmuş bir devrenin şemasını sembollerle çizer.` },
    { text: msg`Pil ve ampul sayısının ampul parlaklığına etkisini önce tahmin eder, sonra gerçek malzemelerle sınar.` },
  ],
  keywords: [msg`Devre şeması`, msg`Devre sembolleri`, msg`Seri bağlama`, msg`Parlaklık`, msg`Tahmin`],
};
