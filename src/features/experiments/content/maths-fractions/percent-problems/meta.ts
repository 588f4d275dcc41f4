import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 7, "Yüzdeler" (M.7.1.5): a percentage of an amount, the amount from a percentage, one amount as a percentage of another, increase and decrease. */
export const meta: ExperimentMeta = {
  id: 'percent-problems',
  kitId: 'maths-fractions',
  subject: 'maths',
  grade: 7,
  unitId: 'M.7.1.5',
  icon: '🏷️',
  title: msg`İndirim, Zam ve Yüzdeler`,
  summary: msg`Market broşürlerindeki indirim ve zam etiketlerini yüzlük karelerle modelle; bir çokluğun yüzdesini, yüzdesi verilen çokluğu ve iki çokluğun birbirine göre yüzdesini hesapla.`,
  outcomes: [
    { text: msg`Bir çokluğun belirtilen bir yüzdesine karşılık gelen miktarı ve belirtilen bir yüzdesi verilen çokluğu bulur.` },
    { text: msg`Bir çokluğu diğer bir çokluğun yüzdesi olarak hesaplar.` },
    { text: msg`Yüzde ile ilgili problemleri (indirim, zam, artış ve azalış) çözer.` },
  ],
  keywords: [msg`Yüzde`, msg`İndirim`, msg`Zam`, msg`Oran`, msg`Yüzlük kare`, msg`Kesir`],
};
