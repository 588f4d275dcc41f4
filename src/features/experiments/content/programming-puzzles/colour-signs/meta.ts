import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 5, "Koşullar": conditions about the cell underfoot (a colour, an item), several decisions in one loop. */
export const meta: ExperimentMeta = {
  id: 'colour-signs',
  kitId: 'programming-puzzles',
  subject: 'programming',
  grade: 5,
  unitId: 'K.5.1',
  icon: '🟧',
  title: msg`Renkli Taşlar Yolu Gösteriyor`,
  summary: msg`Renkli taşlar dönülecek yeri, fındıklar toplanacak yeri gösteriyor. Bir döngünün içinde iki “eğer” bloğuyla Fındık’ın her adımda iki ayrı karar vermesini sağla.`,
  outcomes: [
    { text: msg`Bulunulan yerle ilgili koşulları (renk, nesne) programda kullanır.` },
    { text: msg`Bir döngünün içinde birden çok koşulu her adımda ayrı ayrı denetleyen bir program yazar.` },
    { text: msg`Renk algılayıcılı robotların çalışmasını koşul kavramıyla ilişkilendirir.` },
  ],
  keywords: [msg`Koşul`, msg`Renk algılayıcı`, msg`Çizgi izleyen robot`, msg`Eğer bloğu`, msg`Koşullu döngü`],
};
