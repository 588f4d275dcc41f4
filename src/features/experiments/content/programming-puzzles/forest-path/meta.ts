import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 5, "Koşullar": conditions, "if" decisions from sensing, and a loop that runs until the goal. */
export const meta: ExperimentMeta = {
  id: 'forest-path',
  kitId: 'programming-puzzles',
  subject: 'programming',
  grade: 5,
  unitId: 'K.5.1',
  icon: '🌲',
  title: msg`Kıvrılan Orman Yolunda Karar Ver`,
  summary: msg`Fındık sisli ormanda yolun nerede döneceğini bilmiyor. “Eğer” bloklarıyla her adımda etrafına bakmasını, “hedefe varana kadar tekrarla” ile yürümesini sağla.`,
  outcomes: [
    { text: msg`Doğru ya da yanlış olabilen koşulları tanır ve bir programda karar vermek için kullanır.` },
    { text: msg`Tekrar sayısı bilinmeyen durumlarda koşullu döngü kullanır.` },
    { text: msg`Algılayıcıların robotların karar vermesindeki rolünü örneklerle açıklar.` },
  ],
  keywords: [msg`Koşul`, msg`Eğer bloğu`, msg`Koşullu döngü`, msg`Algılayıcı`, msg`Karar`],
};
