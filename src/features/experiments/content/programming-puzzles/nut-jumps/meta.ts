import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 7, "Değişkenler": a variable that grows by 2 each round; jumps of 1, 3, 5 land on the square numbers 1, 4, 9. */
export const meta: ExperimentMeta = {
  id: 'nut-jumps',
  kitId: 'programming-puzzles',
  subject: 'programming',
  grade: 7,
  unitId: 'K.7.1',
  icon: '🦘',
  title: msg`Büyüyen Sıçramalar`,
  summary: msg`Fındıklar başlangıçtan 1, 4 ve 9 kare ötede. Sıçrama boyunu bir değişkende tut ve her turda 2 artır: 1, 3, 5 karelik sıçramalar Fındık’ı tam fındıkların üstüne indirir.`,
  outcomes: [
    { text: msg`Bir değişkene ilk değer verir ve değerini döngünün her turunda belirli bir miktar değiştirir.` },
    { text: msg`Bir değişkenin turlar boyunca aldığı değerleri bir izleme tablosuyla takip eder.` },
    { text: msg`Ardışık tek sayıların toplamının kare sayılar verdiğini programın çıktısında fark eder.` },
  ],
  keywords: [msg`Değişken`, msg`İlk değer`, msg`Değişkeni artırma`, msg`İzleme tablosu`, msg`Kare sayılar`],
};
