import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 7, "Saf Madde ve Karışımlar": separating a sand–salt–iron mixture with a magnet, water, filtering and evaporation. */
export const meta: ExperimentMeta = {
  id: 'separating-mixtures',
  kitId: 'states-of-matter',
  subject: 'science',
  grade: 7,
  unitId: 'F.7.4',
  icon: '🧲',
  title: msg`Kum, Tuz ve Demir Talaşını Ayırabilir misin?`,
  summary: msg`Karıştırılmış kum, tuz ve demir talaşını mıknatısla, suda çözerek, süzerek ve buharlaştırarak birbirinden ayır. Hangi karışımın hangi yöntemle ayrıldığını maddelerin özellikleriyle açıkla.`,
  outcomes: [
    { text: msg`Karışımları homojen ve heterojen olarak sınıflandırır.` },
    { text: msg`Karışımları, bileşenlerinin mıknatısla çekilme, çözünme, tanecik büyüklüğü ve yoğunluk gibi özelliklerinden yararlanarak ayırır.` },
    { text: msg`Karışımların ayrılmasının geri dönüşüm ve endüstrideki önemine örnekler verir.` },
  ],
  keywords: [msg`Karışım`, msg`Süzme`, msg`Buharlaştırma`, msg`Mıknatısla ayırma`, msg`Eleme`, msg`Homojen karışım`, msg`Heterojen karışım`],
};
