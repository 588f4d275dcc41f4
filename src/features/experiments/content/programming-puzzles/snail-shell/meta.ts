import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 5, "Koşullar": a first if–else; one rule (go on if the way is open, otherwise turn right) walks a whole spiral. */
export const meta: ExperimentMeta = {
  id: 'snail-shell',
  kitId: 'programming-puzzles',
  subject: 'programming',
  grade: 5,
  unitId: 'K.5.1',
  icon: '🐌',
  title: msg`Salyangoz Kabuğu: Eğer–Değilse`,
  summary: msg`Yol bir salyangoz kabuğu gibi içe doğru kıvrılıyor. “Önün açıksa ilerle, değilse sağa dön” kuralını “eğer–değilse” bloğuyla yaz; tek bir kural bütün yolu yürütsün.`,
  outcomes: [
    { text: msg`İki seçenekten birinin mutlaka yapıldığı durumları “eğer–değilse” bloğuyla yazar.` },
    { text: msg`“Eğer” ile “eğer–değilse” bloklarının farkını açıklar.` },
    { text: msg`Bir kuralın hangi yollarda işe yarayıp hangilerinde yaramadığını test eder.` },
  ],
  keywords: [msg`Eğer–değilse`, msg`Koşul`, msg`Karar`, msg`Döngü`, msg`Kural`],
};
