import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 1, "Uzunluk Ölçme": comparing lengths, and measuring with non-standard units (karış, adım, ataş, küp) laid end to end. */
export const meta: ExperimentMeta = {
  id: 'measuring-with-clips',
  kitId: 'maths-measurement',
  subject: 'maths',
  grade: 1,
  unitId: 'M.1.3.1',
  icon: '📎',
  title: msg`Karışla, Ataşla Ölçelim`,
  summary: msg`Sıranı karışla, kalemini ataşla, sınıfı adımla ölç. Birimleri boşluk bırakmadan uç uca diz, say ve uzunlukları karşılaştır.`,
  outcomes: [
    {
      text: msg`İki ya da daha çok nesnenin uzunluğunu uçlarını aynı hizaya getirerek karşılaştırır; “daha uzun”, “daha kısa”, “en uzun” sözcüklerini kullanır.`,
    },
    { text: msg`Karış, adım, ataş, küp gibi standart olmayan birimlerle bir uzunluğu ölçer; birimleri bir uçtan başlayarak boşluk bırakmadan uç uca dizer.` },
    { text: msg`Aynı uzunluğu farklı birimlerle ölçünce farklı sayılar bulunduğunu, kısa birimle daha çok birim gerektiğini fark eder.` },
  ],
  keywords: [msg`Uzunluk`, msg`Ölçme`, msg`Karış`, msg`Adım`, msg`Ataş`, msg`Uzun`, msg`Kısa`],
};
