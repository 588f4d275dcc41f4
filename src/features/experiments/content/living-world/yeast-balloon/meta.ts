import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 5, "Canlılar Dünyası": yeast is a living microscopic organism; it feeds and gives off gas; helpful and harmful microbes. */
export const meta: ExperimentMeta = {
  id: 'yeast-balloon',
  kitId: 'living-world',
  subject: 'science',
  grade: 5,
  unitId: 'F.5.2',
  icon: '🎈',
  title: msg`Maya Balonu Şişirebilir mi?`,
  summary: msg`Üç şişeye maya, şeker ve farklı sıcaklıkta su koy, ağızlarına balon geçir. Hangi balonun şiştiğini izleyerek mayanın beslenen, gaz çıkaran bir canlı olduğunu keşfet; mikroskopla maya hücrelerine bak ve mikroskobik canlıların yararlarını ve zararlarını ayır.`,
  outcomes: [
    { code: 'F.5.2.1.1', text: msg`Mikroskop yardımı ile mikroskobik canlıların varlığını gözlemler.` },
    { text: msg`Mayanın beslenen ve gaz çıkaran bir canlı olduğunu, değişkenleri kontrol ettiği bir deneyle gösterir.` },
    { text: msg`Mikroskobik canlıların ve mantarların yararlı ve zararlı etkilerine örnekler verir.` },
  ],
  keywords: [msg`Maya`, msg`Mikroskobik canlı`, msg`Mantar`, msg`Mikroskop`, msg`Değişken`, msg`Bakteri`],
};
