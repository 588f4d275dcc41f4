import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 8, "Algoritma Tasarımı ve Hata Ayıklama": a procedure that does its job but does not end where it began. */
export const meta: ExperimentMeta = {
  id: 'fix-procedure',
  kitId: 'programming-puzzles',
  subject: 'programming',
  grade: 8,
  unitId: 'K.8.1',
  icon: '🐞',
  title: msg`Hatayı Bul: Fonksiyonun Sözü`,
  summary: msg`Verilen programda “tarh boya” fonksiyonu ilk tarhı eksiksiz boyuyor ama program ikinci tarha giderken ağaca çarpıyor. Çarpmanın olduğu bloğa değil, Fındık’ın oraya nasıl geldiğine bak; hatayı tek bir yerde düzelt, üç çağrı birden düzelsin.`,
  outcomes: [
    { text: msg`Bir fonksiyonun başlangıç ve bitiş durumunu (yer ve yön) bir sözleşme olarak tanımlar.` },
    { text: msg`Hatanın görüldüğü yer ile nedeninin bulunduğu yerin farklı olabileceğini açıklar ve nedeni bulur.` },
    { text: msg`Bir fonksiyonu düzelterek onu çağıran her yeri birden düzeltir.` },
  ],
  keywords: [msg`Hata ayıklama`, msg`Fonksiyon`, msg`Sözleşme`, msg`Son durum`, msg`Kök neden`],
};
