import { msg } from '@lingui/core/macro';
import type { Kit } from '../types.ts';

export const kit: Kit = {
  id: 'programming-unplugged',
  subject: 'programming',
  icon: '✂️',
  title: msg`Kodlama: Bilgisayarsız Etkinlikler`,
  summary: msg`Bilgisayar olmadan da kodlama öğrenilir: bir sandviç tarifini algoritmaya çevir, kareli kâğıtta bir robota resim çizdir, boncuklarla döngü ve ikili sayı bilekliği yap, kartlarla eğer–değilse oyna, şarkının nakaratını fonksiyon yap, yerdeki bir ağda sıralan ve bir programdaki hatayı adım adım ayıkla. Her etkinliğin yazdırılabilir bir çalışma sayfası var.`,
  theme: msg`Bilgisayarsız Kodlama`,
  experimentIds: [
    'sandwich-algorithm',
    'graph-paper-robot',
    'bead-loops',
    'dance-debug',
    'loop-or-condition',
    'if-else-cards',
    'event-reactions',
    'song-chorus',
    'binary-bracelet',
    'debugging-steps',
    'sorting-network',
  ],
};
