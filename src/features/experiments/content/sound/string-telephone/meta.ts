import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 6, "Ses ve Özellikleri": sound in solids, liquids and gases, its speed in each, and stopping its spread. */
export const meta: ExperimentMeta = {
  id: 'string-telephone',
  kitId: 'sound',
  subject: 'science',
  grade: 6,
  unitId: 'F.6.5',
  icon: '🥫',
  title: msg`İpli Telefonla Fısıldaşmak`,
  summary: msg`İki karton bardak ve bir iple telefon yap; fısıltını havadan, gergin ipten ve gevşek ipten dinle. Kulağını masaya dayayıp bir tıkırtıyı dinle. Sesin katı, sıvı ve gazlarda nasıl yayıldığını ve hangisinde daha hızlı gittiğini keşfet.`,
  outcomes: [
    { text: msg`Sesin yayıldığı ortamın değişmesiyle farklı işitildiğini deneyerek keşfeder.` },
    { text: msg`Sesin katı, sıvı ve gaz ortamlardaki yayılma süratlerini karşılaştırır.` },
    { text: msg`Sesin boşlukta yayılmadığını maddenin tanecikli yapısıyla açıklar; sesin yayılmasını önlemeye yönelik örnekler verir.` },
  ],
  keywords: [msg`Sesin yayılması`, msg`Ses sürati`, msg`Titreşim`, msg`Katı ortam`, msg`Ses yalıtımı`, msg`İpli telefon`],
};
