import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 1, "Doğal Sayılar": numbers from 10 to 20 as one ten and some ones; comparing with 10, counting on in twos. */
export const meta: ExperimentMeta = {
  id: 'numbers-to-twenty',
  kitId: 'maths-numbers',
  subject: 'maths',
  grade: 1,
  unitId: 'M.1.1.1',
  icon: '🌰',
  title: msg`20’ye Kadar Sayılar`,
  summary: msg`Cevizleri 10’arlı grupla; 10 ile 20 arasındaki sayıları 1 onluk ve birliklerle göster.`,
  outcomes: [
    {
      code: 'M.1.1.1.7',
      text: msg`Miktarı 10 ile 20 (10 ve 20 dâhil) arasında olan bir grup nesneyi, onluk ve birliklerine ayırarak gösterir, bu nesnelere karşılık gelen sayıyı rakamlarla yazar ve okur.`,
    },
    { text: msg`20’ye kadar olan bir sayıyı 10 ile karşılaştırır; 10’dan büyük mü, küçük mü söyler.` },
    { text: msg`20’ye kadar ikişer ileriye sayar.` },
  ],
  keywords: [msg`Onluk`, msg`Birlik`, msg`Sayı`, msg`Rakam`, msg`Karşılaştırma`],
};
