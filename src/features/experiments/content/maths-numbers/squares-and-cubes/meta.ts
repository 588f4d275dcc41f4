import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 5, "Doğal Sayılarla İşlemler" (M.5.1.2): a number's square and cube as powers, and expressions with brackets. */
export const meta: ExperimentMeta = {
  id: 'squares-and-cubes',
  kitId: 'maths-numbers',
  subject: 'maths',
  grade: 5,
  unitId: 'M.5.1.2',
  icon: '🟩',
  title: msg`Kare Sayılar, Küp Sayılar ve Parantezler`,
  summary: msg`Birim karelerle kare, birim küplerle küp kurarak bir sayının karesini ve küpünü üslü gösterimle yaz; parantezli işlemlerde önce parantezin içini yapmanın sonucu nasıl değiştirdiğini gör.`,
  outcomes: [
    { text: msg`Bir doğal sayının karesini ve küpünü üslü ifade olarak gösterir ve değerini hesaplar.` },
    { text: msg`Kare ve küp sayıları birim kare ve birim küplerle modeller.` },
    { text: msg`En çok iki işlem içeren parantezli ifadelerin sonucunu bulur.` },
  ],
  keywords: [msg`Kare`, msg`Küp`, msg`Üslü ifade`, msg`Taban`, msg`Üs`, msg`Parantez`],
};
