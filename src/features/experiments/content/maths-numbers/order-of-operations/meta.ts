import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 6, "Doğal Sayılarla İşlemler" (M.6.1.1): powers, the order of operations, and the distributive property on the grid. */
export const meta: ExperimentMeta = {
  id: 'order-of-operations',
  kitId: 'maths-numbers',
  subject: 'maths',
  grade: 6,
  unitId: 'M.6.1.1',
  icon: '🧮',
  title: msg`Önce Hangisi? İşlem Önceliği ve Dağılma`,
  summary: msg`Üslü ifadeleri hesapla, işlem önceliğine göre dört işlem yap; kareli zeminde dikdörtgenleri ikiye bölerek dağılma özelliğini ve ortak çarpan parantezine almayı gör.`,
  outcomes: [
    { text: msg`Bir doğal sayının kendisiyle tekrarlı çarpımını üslü ifade olarak yazar ve değerini hesaplar.` },
    { text: msg`İşlem önceliğini dikkate alarak doğal sayılarla dört işlem yapar.` },
    { text: msg`Ortak çarpan parantezine alma ve dağılma özelliğini alan modeliyle gösterir ve işlemlerde kullanır.` },
  ],
  keywords: [msg`Üslü ifade`, msg`İşlem önceliği`, msg`Dağılma özelliği`, msg`Ortak çarpan`, msg`Parantez`],
};
