import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 7, "Değişkenler": a named value that changes while the program runs; setting, increasing and using it. */
export const meta: ExperimentMeta = {
  id: 'spiral-path',
  kitId: 'programming-puzzles',
  subject: 'programming',
  grade: 7,
  unitId: 'K.7.1',
  icon: '🌀',
  title: msg`Büyüyen Sarmal: Değişkenle Yol Ölç`,
  summary: msg`Her kenarı bir öncekinden uzun bir sarmalda yürümek için kenar uzunluğunu bir değişkende tut; değişkene ilk değer ver, her turda artır ve o kadar ilerle.`,
  outcomes: [
    { text: msg`Değişkeni, programın adıyla sakladığı ve değeri değişebilen bir bilgi olarak tanımlar.` },
    { text: msg`Bir değişkene ilk değer verir, değerini değiştirir ve programda kullanır.` },
    { text: msg`Bir döngüde her turda değişen bir değeri değişkenle izleyerek programın çıktısını önceden hesaplar.` },
  ],
  keywords: [msg`Değişken`, msg`Değer`, msg`İlk değer`, msg`Artırma`, msg`Sarmal`],
};
