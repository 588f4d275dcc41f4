import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 6, "Olaylar" (debugging): an extra block in an event script moves the character and makes it miss the next event. */
export const meta: ExperimentMeta = {
  id: 'fix-event',
  kitId: 'programming-puzzles',
  subject: 'programming',
  grade: 6,
  unitId: 'K.6.1',
  icon: '🐞',
  title: msg`Hatayı Bul: Olaydaki Fazla Blok`,
  summary: msg`Verilen programda Fındık her fındığa değince onu topluyor, ama yan yana duran fındıkların birini hep kaçırıyor. Olay bloğunun altındaki fazla bloğu bul ve programı düzelt.`,
  outcomes: [
    { text: msg`Olay bloğundaki komutların, ana programın ortasında çalışıp onun durumunu değiştirdiğini açıklar.` },
    { text: msg`Bir programdaki fazla komutu, çıktıdaki düzenli bir hatadan yola çıkarak bulur.` },
    { text: msg`Olay bloğuna yalnızca o olayın gerektirdiği tepkiyi yazar.` },
  ],
  keywords: [msg`Hata ayıklama`, msg`Olay`, msg`Fazla komut`, msg`Olay bloğu`],
};
