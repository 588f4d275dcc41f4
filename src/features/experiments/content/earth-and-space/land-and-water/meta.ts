import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 3, "Gezegenimizi Tanıyalım": the Earth's shape (a model of it), land and water on its surface, the air around it. */
export const meta: ExperimentMeta = {
  id: 'land-and-water',
  kitId: 'earth-and-space',
  subject: 'science',
  grade: 3,
  unitId: 'F.3.1',
  icon: '🌎',
  title: msg`Dünya’mızda Daha Çok Kara mı Var, Su mu?`,
  summary: msg`Oyun hamurundan bir Dünya modeli yap, sonra şişme bir Dünya topuyla top yakalama oyunu oyna. Başparmağının kaç kez karaya, kaç kez suya değdiğini sayarak Dünya’nın yüzeyini keşfet.`,
  outcomes: [
    { code: 'F.3.1.1.1', text: msg`Dünya’nın şeklinin küreye benzediğinin farkına varır.` },
    { code: 'F.3.1.1.2', text: msg`Dünya’nın şekliyle ilgili model hazırlar.` },
    { code: 'F.3.1.2.1', text: msg`Dünya’nın yüzeyinde karaların ve suların yer aldığını kavrar.` },
    { text: msg`Dünya’da etrafımızı saran bir hava katmanının bulunduğunu açıklar.` },
  ],
  keywords: [msg`Küre`, msg`Model`, msg`Kara`, msg`Su`, msg`Okyanus`, msg`Hava katmanı`],
};
