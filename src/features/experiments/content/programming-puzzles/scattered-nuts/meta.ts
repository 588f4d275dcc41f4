import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 5, "Koşullar": a first "if" inside a loop; nuts at irregular places make a fixed sequence or count useless. */
export const meta: ExperimentMeta = {
  id: 'scattered-nuts',
  kitId: 'programming-puzzles',
  subject: 'programming',
  grade: 5,
  unitId: 'K.5.1',
  icon: '🌰',
  title: msg`Dağınık Fındıklar: Eğer Bloğu`,
  summary: msg`Fındıklar yola düzensiz dağılmış; hiçbir tekrar sayısı işe yaramıyor. Fındık her adımda “Burada fındık var mı?” diye sorsun: döngünün içinde bir “eğer” bloğu kullan.`,
  outcomes: [
    { text: msg`Bir işin yalnızca bir koşul doğruyken yapılması gerektiğini fark eder ve “eğer” bloğuyla yazar.` },
    { text: msg`Bir koşulu döngünün içine koyarak her adımda yeniden sorulmasını sağlar.` },
    { text: msg`Sayılı döngünün düzensiz durumlarda neden yetmediğini açıklar.` },
  ],
  keywords: [msg`Koşul`, msg`Eğer`, msg`Döngü`, msg`Karar`, msg`Doğru ve yanlış`],
};
