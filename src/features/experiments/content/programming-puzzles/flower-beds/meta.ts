import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 6, "Fonksiyonlar": define a procedure once and call it three times; a procedure that ends where it began. */
export const meta: ExperimentMeta = {
  id: 'flower-beds',
  kitId: 'programming-puzzles',
  subject: 'programming',
  grade: 6,
  unitId: 'K.6.2',
  icon: '🌷',
  title: msg`Üç Çiçek Tarhı: Kendi Bloğunu Tanımla`,
  summary: msg`Bahçede üç kare çiçek tarhı var ve yerleri düzensiz. Bir tarhı boyamayı “tarh boya” adıyla bir kez tanımla, sonra üç yerde çağır.`,
  outcomes: [
    { text: msg`Tekrar kullanılan bir komut grubunu adı olan bir fonksiyon (yordam) olarak tanımlar ve çağırır.` },
    { text: msg`Bir fonksiyonun başladığı yerde ve yönde bitmesinin, onu farklı yerlerde çağırmayı neden kolaylaştırdığını açıklar.` },
    { text: msg`Döngünün yetmediği, düzensiz yerlerde tekrar eden işler için fonksiyon kullanır.` },
  ],
  keywords: [msg`Fonksiyon`, msg`Yordam`, msg`Tanımlama`, msg`Çağırma`, msg`Soyutlama`],
};
