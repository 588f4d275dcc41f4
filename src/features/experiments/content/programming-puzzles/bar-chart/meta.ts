import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 8, "Algoritma Tasarımı ve Hata Ayıklama": a procedure whose work depends on a variable set before each call, like a parameter. */
export const meta: ExperimentMeta = {
  id: 'bar-chart',
  kitId: 'programming-puzzles',
  subject: 'programming',
  grade: 8,
  unitId: 'K.8.1',
  icon: '📊',
  title: msg`Sütun Grafiği: Değişkenle Çalışan Fonksiyon`,
  summary: msg`Dört sütunlu bir grafiği boya: sütunların boyu 3, 1, 2 ve 4. Tek bir “sütun çiz” fonksiyonu yaz; her çağrıdan önce “boy” değişkenine o sütunun boyunu ver. Fonksiyon aynı, sonuç her seferinde farklı.`,
  outcomes: [
    { text: msg`Bir fonksiyonun işini, çağrılmadan önce değeri verilen bir değişkene göre değiştirir (parametre fikri).` },
    { text: msg`Değişken, fonksiyon ve döngüyü birlikte kullanarak veriyi (bir sayı listesini) bir grafiğe dönüştüren algoritma tasarlar.` },
    { text: msg`Fonksiyonun her çağrıda aynı yerde ve yönde bitmesini sağlayarak çağrıları art arda dizer.` },
  ],
  keywords: [msg`Fonksiyon`, msg`Değişken`, msg`Parametre`, msg`Sütun grafiği`, msg`Algoritma tasarımı`],
};
