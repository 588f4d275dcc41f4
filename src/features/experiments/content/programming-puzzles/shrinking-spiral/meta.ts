import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 7, "Değişkenler": a variable that decreases, changed only every second side, inside nested loops. */
export const meta: ExperimentMeta = {
  id: 'shrinking-spiral',
  kitId: 'programming-puzzles',
  subject: 'programming',
  grade: 7,
  unitId: 'K.7.1',
  icon: '🌀',
  title: msg`Daralan Sarmal`,
  summary: msg`Sarmal içe doğru daralıyor: kenarlar 6, 6, 4, 4, 2, 2 kare. Kenar uzunluğunu bir değişkende tut, iki kenarda bir 2 azalt; iç içe döngüyle altı bloğa sığdır.`,
  outcomes: [
    { text: msg`Bir değişkenin değerini eksi bir sayıyla değiştirerek azaltır.` },
    { text: msg`Değişkenin hangi döngüde değiştirileceğine, örüntünün kaç adımda bir tekrar ettiğine bakarak karar verir.` },
    { text: msg`Bir programın ürettiği sayı dizisini çalıştırmadan önce tahmin eder ve izleme tablosuyla doğrular.` },
  ],
  keywords: [msg`Değişken`, msg`Azaltma`, msg`İç içe döngü`, msg`Sarmal`, msg`Örüntü`],
};
