import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 3, "Algoritmalar ve Sıralama" (unplugged): a picture on squared paper written as a program of arrows, drawn by a partner. */
export const meta: ExperimentMeta = {
  id: 'graph-paper-robot',
  kitId: 'programming-unplugged',
  subject: 'programming',
  grade: 3,
  unitId: 'K.3.1',
  icon: '📝',
  title: msg`Kareli Kâğıt Robotu`,
  summary: msg`Kareli kâğıttaki bir resmi oklardan oluşan bir programa çevir. Arkadaşın robot olsun: yalnızca okları okuyarak resmi boş bir kâğıda yeniden çizsin. İki resim aynı mı?`,
  outcomes: [
    { text: msg`Bir resmi, sırayla okunacak sembollerden oluşan bir programa çevirir.` },
    { text: msg`Bir başkasının yazdığı sembollü programı adım adım uygular.` },
    { text: msg`Çıkan resmi beklenenle karşılaştırıp programdaki hatalı sembolü bulur.` },
  ],
  keywords: [msg`Algoritma`, msg`Program`, msg`Sembol`, msg`Sıralama`, msg`Hata ayıklama`],
};
