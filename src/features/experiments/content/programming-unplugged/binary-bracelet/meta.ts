import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 7, "Değişkenler" (unplugged): what a variable holds inside a computer; numbers in binary with dot cards and a bead bracelet. */
export const meta: ExperimentMeta = {
  id: 'binary-bracelet',
  kitId: 'programming-unplugged',
  subject: 'programming',
  grade: 7,
  unitId: 'K.7.1',
  icon: '💠',
  title: msg`İkili Sayı Bilekliği`,
  summary: msg`Bir değişkendeki sayı bilgisayarın belleğinde yalnızca 0 ve 1’lerle saklanır. 1, 2, 4, 8 ve 16 noktalı kartlarla sayıları ikili sisteme çevir, sonra koyu ve açık boncuklarla kendi ikili sayı bilekliğini yap.`,
  outcomes: [
    { text: msg`Bir değişkenin değerinin bilgisayar belleğinde bitlerle (0 ve 1) saklandığını açıklar.` },
    { text: msg`0 ile 31 arasındaki bir sayıyı noktalı kartlarla ikili sisteme, ikili bir sayıyı onluk sisteme çevirir.` },
    { text: msg`Bit sayısı ile saklanabilecek en büyük sayı arasındaki ilişkiyi bulur.` },
  ],
  keywords: [msg`İkili sayı sistemi`, msg`Bit`, msg`Değişken`, msg`Bellek`, msg`Veri gösterimi`],
};
