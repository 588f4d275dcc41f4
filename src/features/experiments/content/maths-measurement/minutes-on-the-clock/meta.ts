import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 3, "Zaman Ölçme": reading and setting the clock to five minutes ("geçe", "kala"), hours, minutes and seconds, elapsed time. */
export const meta: ExperimentMeta = {
  id: 'minutes-on-the-clock',
  kitId: 'maths-measurement',
  subject: 'maths',
  grade: 3,
  unitId: 'M.3.3.4',
  icon: '⏰',
  title: msg`Saati Dakikasıyla Oku`,
  summary: msg`Karton tabaktan bir saat yap; yelkovanın gösterdiği rakamdan dakikayı bul, saati “geçe” ve “kala” diye oku ve bir olayın ne zaman biteceğini saati ilerleterek hesapla.`,
  outcomes: [
    { text: msg`Saat, dakika ve saniye arasındaki ilişkiyi açıklar.` },
    { text: msg`Saati beş dakikalık aralıklarla okur ve gösterir; “geçe” ve “kala” ifadelerini kullanır.` },
    { text: msg`Bir olayın başlama saatinden ve süresinden bitiş saatini bulur.` },
  ],
  keywords: [msg`Saat`, msg`Dakika`, msg`Saniye`, msg`Akrep`, msg`Yelkovan`, msg`Geçe`, msg`Kala`],
};
