import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 8, "Cebirsel İfadeler ve Özdeşlikler" (M.8.2.1): multiplying algebraic expressions and the identities (a ± b)² and a² − b² as areas of tiles, factorising. */
export const meta: ExperimentMeta = {
  id: 'identities-with-tiles',
  kitId: 'maths-algebra',
  subject: 'maths',
  grade: 8,
  unitId: 'M.8.2.1',
  icon: '🟩',
  title: msg`Karelerle Özdeşlikler`,
  summary: msg`Kartondan x², x ve 1 karoları kes; iki cebirsel ifadenin çarpımını bir dikdörtgenin alanı olarak kur, (a + b)², (a − b)² ve a² − b² özdeşliklerini alan modelleriyle göster ve ifadeleri çarpanlarına ayır.`,
  outcomes: [
    { text: msg`Basit cebirsel ifadeleri anlar ve farklı biçimlerde yazar.` },
    { text: msg`Cebirsel ifadelerin çarpımını yapar ve bunu alan modeliyle gösterir.` },
    { text: msg`(a + b)², (a − b)² ve a² − b² = (a − b)(a + b) özdeşliklerini modellerle açıklar.` },
    { text: msg`Cebirsel ifadeleri ortak çarpan parantezine alarak ve özdeşlikleri kullanarak çarpanlarına ayırır.` },
  ],
  keywords: [msg`Özdeşlik`, msg`Cebirsel ifade`, msg`Tam kare`, msg`İki kare farkı`, msg`Çarpanlara ayırma`, msg`Alan modeli`],
};
