import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 3, "Gezegenimizi Tanıyalım": the layer of air around the Earth; air is invisible but takes up room. */
export const meta: ExperimentMeta = {
  id: 'air-around-us',
  kitId: 'earth-and-space',
  subject: 'science',
  grade: 3,
  unitId: 'F.3.1',
  icon: '🎈',
  title: msg`Boş Bardak Gerçekten Boş mu?`,
  summary: msg`Bardağın dibine bir peçete sıkıştır ve bardağı ters çevirip suya bastır. Peçete neden ıslanmıyor? Görmediğimiz havanın yer kapladığını keşfet ve Dünya’yı saran hava katmanını tanı.`,
  outcomes: [
    { code: 'F.3.1.2.2', text: msg`Dünya’da etrafımızı saran bir hava katmanının bulunduğunu açıklar.` },
    { text: msg`Havanın görünmediği hâlde yer kapladığını deneyle gösterir.` },
    { text: msg`Havanın varlığını rüzgâr ve kabarcıklar gibi gözlemlerden çıkarır.` },
  ],
  keywords: [msg`Hava`, msg`Hava katmanı`, msg`Rüzgâr`, msg`Kabarcık`, msg`Soluk alma`],
};
