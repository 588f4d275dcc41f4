import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 6, "Olaylar": an event script that does two things (collect and turn), so the event steers the walk. */
export const meta: ExperimentMeta = {
  id: 'nut-signposts',
  kitId: 'programming-puzzles',
  subject: 'programming',
  grade: 6,
  unitId: 'K.6.1',
  icon: '🪧',
  title: msg`Yol Gösteren Fındıklar`,
  summary: msg`Bu yolda fındıklar köşelerde duruyor. Yürüme programı yalnızca ilerlesin; Fındık bir fındığa değince hem toplasın hem sağa dönsün. Olay bloğu, yürüyüşün yönünü değiştiriyor.`,
  outcomes: [
    { text: msg`Bir olay gerçekleştiğinde çalışacak birden çok komutu olay bloğunun altına yazar.` },
    { text: msg`Olay bloğundaki komutların ana programın akışını nasıl değiştirdiğini izler ve açıklar.` },
    { text: msg`Olaylarla yazılmış bir programı koşullarla yazılmış eşdeğeriyle karşılaştırır.` },
  ],
  keywords: [msg`Olay`, msg`Olay bloğu`, msg`Tetiklemek`, msg`Paralel program`, msg`Döngü`],
};
