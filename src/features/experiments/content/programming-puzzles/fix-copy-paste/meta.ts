import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 5, "Koşullar" (debugging): a copied "if" block whose condition was not changed; reading what each condition asks. */
export const meta: ExperimentMeta = {
  id: 'fix-copy-paste',
  kitId: 'programming-puzzles',
  subject: 'programming',
  grade: 5,
  unitId: 'K.5.1',
  icon: '🐞',
  title: msg`Hatayı Bul: Kopyala–Yapıştır Tuzağı`,
  summary: msg`Verilen programda iki “eğer” bloğu var; ikincisi birincisinden kopyalanmış ama koşulu değiştirilmeyi unutulmuş. Fındık’ın her köşede neden yanlış karar verdiğini bul ve koşulu düzelt.`,
  outcomes: [
    { text: msg`Bir koşulun neyi sorduğunu ve sorunun cevabına göre hangi bloğun çalışacağını okur.` },
    { text: msg`Koşul ile koşula bağlı eylem arasındaki uyumsuzluğu bulup düzeltir.` },
    { text: msg`Kopyalanarak yazılan kodda sık görülen hatayı açıklar.` },
  ],
  keywords: [msg`Hata ayıklama`, msg`Koşul`, msg`Eğer`, msg`Kopyala–yapıştır`],
};
