import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Mağazada 1 350 liralık bir çanta için kasaya 2 000 lira verirsek para üstünü çıkarma yaparak buluruz: 2 000 − 1 350 = 650 lira.`,
    sections: [
      {
        heading: msg`Basamak basamak çıkarma`,
        paragraphs: [
          msg`Sayıları alt alta yazar, birler basamağından başlarız. Bir basamakta üstteki rakam alttakinden küçükse bir üst basamaktan 1 bozarız: 1 onluk 10 birlik, 1 yüzlük 10 onluk, 1 binlik 10 yüzlük eder.`,
          msg`6 203 − 2 748 işleminde birlerde 3’ten 8 çıkmaz. Onlarda 0 olduğu için önce bir yüzlüğü bozarız: yüzlerde 1 kalır, onlar 10 olur. Sonra bir onluğu bozarız: onlar 9, birler 13 olur. 13 − 8 = 5.`,
          msg`Onlar: 9 − 4 = 5. Yüzler: 1’den 7 çıkmaz, bir binlik bozulur: 11 − 7 = 4. Binler: 5 − 2 = 3. Sonuç 3 455’tir.`,
        ],
      },
      {
        heading: msg`Üzerine sayarak para üstü`,
        paragraphs: [
          msg`Satıcılar para üstünü çoğu zaman fiyatın üzerine sayarak verir: 1 350’den 1 400’e 50, 1 400’den 2 000’e 600. 50 + 600 = 650 lira.`,
          msg`Sonucu kontrol etmek için fark ile çıkanı toplarız: 650 + 1 350 = 2 000.`,
        ],
      },
      {
        heading: msg`Zihinden çıkarma ve tahmin`,
        paragraphs: [
          msg`845 − 300 işleminde yalnızca yüzler basamağı değişir: 8 − 3 = 5. Sonuç 545’tir.`,
          msg`612 − 289 işleminin sonucunu tahmin etmek için sayıları en yakın yüzlüğe yuvarlarız: 600 − 300 = 300. Gerçek fark 323’tür.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Eksilen`, definition: msg`Çıkarma işleminde kendisinden bir sayı çıkarılan sayı.` },
      { term: msg`Çıkan`, definition: msg`Eksilenden çıkarılan sayı.` },
      { term: msg`Fark`, definition: msg`Çıkarma işleminin sonucu.` },
      { term: msg`Para üstü`, definition: msg`Ödenen para ile ürünün fiyatı arasındaki fark.` },
    ],
  },
  procedure: {
    goal: msg`Oyun parasıyla alışveriş yaparak para üstünü çıkarma ve üzerine sayma yoluyla bulmak, sonucu toplamayla kontrol etmek.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Oyun parası (200, 100, 50, 20, 10 ve 5 liralık banknotlar, 1 liralık madenî para)`, quantity: msg`Her dörtlü gruba 1 takım` },
      { name: msg`Dört basamaklı fiyatları yazılmış ürün kartları (örneğin okul çantası 1 350 lira)`, quantity: msg`Her gruba 8 tane` },
      { name: msg`Kasa olarak kullanılacak küçük kutu`, quantity: msg`Her gruba 1 tane` },
      { name: msg`Kalem ve defter`, quantity: msg`Her öğrenciye 1` },
    ],
    safety: [msg`Madenî paraları ağza alma; oyun bitince paraları kutuya topla.`, msg`Gerçek para kullanma; yalnızca oyun parasıyla çalış.`],
    steps: [
      msg`Gruptan biri satıcı, biri alıcı, ikisi de hesap denetçisi olsun.`,
      msg`Alıcı bir ürün kartı seçer ve fiyattan fazla olan yuvarlak bir tutar öder (örneğin 2 000 lira).`,
      msg`Denetçiler önce para üstünü tahmin eder, sonra alt alta çıkarma yaparak hesaplar.`,
      msg`Satıcı para üstünü fiyatın üzerine sayarak verir: “1 350, 1 400, 1 500, … 2 000.”`,
      msg`Alıcı para üstü ile fiyatı toplar. Toplam ödediği parayı veriyor mu? Sonra roller değişir.`,
    ],
    observations: [
      msg`Hangi çıkarmalarda sıfırlardan bozmak gerekti?`,
      msg`Üzerine sayma ile alt alta çıkarma aynı sonucu verdi mi?`,
      msg`Tahminleriniz gerçek para üstüne ne kadar yakındı?`,
    ],
    conclusion: msg`Para üstü, ödenen para ile fiyatın farkıdır. Çıkarırken bir basamakta yetmeyen rakam için üst basamaktan bozarız. Fark ile çıkanın toplamı eksileni verir.`,
  },
  questions: [
    {
      id: 'zeros',
      prompt: msg`6 203 − 2 748 kaç eder?`,
      options: [msg`3 455`, msg`4 545`, msg`3 465`],
      correctIndex: 0,
      explanation: msg`Birler: bir yüzlük ve bir onluk bozulur, 13 − 8 = 5. Onlar: 9 − 4 = 5. Yüzler: bir binlik bozulur, 11 − 7 = 4. Binler: 5 − 2 = 3. Sonuç 3 455. Kontrol: 3 455 + 2 748 = 6 203.`,
      hints: [
        msg`Birlerde 3’ten 8 çıkmaz. Onlar basamağında bozacak onluk var mı?`,
        msg`Bozduğun her basamağı bir eksiltmeyi unutma.`,
        msg`Sonucu çıkanla toplayarak kontrol et.`,
      ],
    },
    {
      id: 'mental',
      prompt: msg`845 − 300 işlemini zihinden yap. Sonuç kaçtır?`,
      options: [msg`815`, msg`545`, msg`445`],
      correctIndex: 1,
      explanation: msg`300, 3 yüzlüktür. Yalnızca yüzler basamağı değişir: 8 − 3 = 5. Sonuç 545.`,
      hints: [msg`300 kaç yüzlüktür?`, msg`Onlar ve birler basamağı değişir mi?`],
    },
    {
      id: 'estimate',
      prompt: msg`612 − 289 işleminin sonucunu tahmin et. En iyi tahmin hangisidir?`,
      options: [msg`400`, msg`200`, msg`300`],
      correctIndex: 2,
      explanation: msg`612 yaklaşık 600, 289 yaklaşık 300’dür. 600 − 300 = 300. Gerçek fark 323’tür.`,
      hints: [msg`Her sayıyı en yakın yüzlüğe yuvarla.`, msg`Yuvarladığın sayıları çıkar.`],
    },
    {
      id: 'chickens',
      prompt: msg`Bir çiftlikte 4 500 tavuk vardı. 1 275 tavuk satıldı. Çiftlikte kaç tavuk kaldı?`,
      options: [msg`3 325`, msg`3 225`, msg`5 775`],
      correctIndex: 1,
      explanation: msg`4 500 − 1 275 yaparız. Birler: bir yüzlük ve bir onluk bozulur, 10 − 5 = 5. Onlar: 9 − 7 = 2. Yüzler: 4 − 2 = 2. Binler: 4 − 1 = 3. 3 225 tavuk kaldı.`,
      hints: [msg`Tavuklar azaldı; hangi işlemi yaparsın?`, msg`Birlerde ve onlarda 0 var. Hangi basamaktan bozman gerekiyor?`],
    },
    {
      id: 'piggy-bank',
      prompt: msg`Ayşe’nin kumbarasında 1 240 lira vardı. Annesi 500 lira daha verdi. Ayşe 980 liralık bir bisiklet kaskı aldı. Kaç lirası kaldı?`,
      options: [msg`2 720`, msg`740`, msg`760`],
      correctIndex: 2,
      explanation: msg`Önce parayı toplarız: 1 240 + 500 = 1 740. Sonra kaskın fiyatını çıkarırız: 1 740 − 980 = 760 lira.`,
      hints: [
        msg`Önce Ayşe’nin toplam kaç lirası olduğunu bul.`,
        msg`Kaskı alınca para azalır mı, artar mı?`,
        msg`1 740’tan 1 000 çıkarıp 20 geri eklemeyi dene.`,
      ],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Para üstünü ver`,
    instructions: msg`Banknot ve madenî paraları düğmelerle masaya koy ya da masadan al. Para üstünü ya da istenen tutarı masaya koyunca “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'money',
      pieces: [100, 500, 1000, 2000, 5000, 10000, 20000],
      tasks: [
        { kind: 'change', prompt: msg`Okul çantası 1 350 lira. 2 000 lira verdin. Para üstünü masaya koy.`, price: 135000, paid: 200000 },
        { kind: 'change', prompt: msg`Spor ayakkabı 3 780 lira. 4 000 lira verdin. Para üstü kaç lira?`, price: 378000, paid: 400000 },
        { kind: 'make', prompt: msg`Kumbaranda 2 500 lira vardı. 1 300 lirasını harcadın. Kalan parayı masaya koy.`, amount: 120000 },
        { kind: 'change', prompt: msg`Bisiklet 8 460 lira. 9 000 lira verdin. Para üstünü masaya koy.`, price: 846000, paid: 900000 },
        {
          kind: 'fewest',
          prompt: msg`5 000 liradan 2 750 lira harcandı. Kalan parayı en az sayıda banknot ve parayla masaya koy.`,
          amount: 225000,
        },
        { kind: 'change', prompt: msg`Kulaklık 1 999 lira. 2 000 lira verdin. Para üstünü masaya koy.`, price: 199900, paid: 200000 },
      ],
    },
  },
  worksheet: {
    title: msg`Para Üstü ve Çıkarma Çalışma Sayfası`,
    instructions: msg`Alışveriş oyununda yaptığın işlemleri tabloya yaz. Sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`7 004 − 3 586 işlemini alt alta yap. Hangi basamaklardan bozduğunu göster. Sonucu toplamayla kontrol et.`, lines: 4 },
      { prompt: msg`920 − 400 ve 760 − 500 işlemlerini zihinden yap. Nasıl düşündüğünü yaz.`, lines: 2 },
      { prompt: msg`Para üstü 350 lira olan bir alışveriş problemi kur ve çöz.`, lines: 4 },
    ],
    table: {
      caption: msg`Alışveriş oyunu`,
      columns: [msg`Ürün`, msg`Fiyatı`, msg`Ödenen`, msg`Tahmini para üstü`, msg`Para üstü`, msg`Kontrol (para üstü + fiyat)`],
      rows: 5,
    },
  },
  story: {
    title: msg`Fındık’ın Orman Dükkânı`,
    paragraphs: [
      msg`Fındık ormanda küçük bir dükkân açtı. İlk müşterisi Ayı Boz’du. Boz, 1 350 liralık bir bal küpü seçti ve 2 000 lira verdi.`,
      msg`Fındık kâğıda 2 000 − 1 350 yazdı. Birlerde 0’dan 0 çıktı ama onlarda 0’dan 5 çıkmıyordu. Yüzlere baktı, orada da 0 vardı. “Bir binliği bozmalıyım” dedi.`,
      msg`Binliği 10 yüzlüğe, bir yüzlüğü 10 onluğa bozdu. Onlar: 10 − 5 = 5. Yüzler: 9 − 3 = 6. Binler: 1 − 1 = 0. “Para üstün 650 lira!”`,
      msg`Boz güldü: “Ben de üzerine sayarak buldum: 1 350’den 1 400’e 50, 1 400’den 2 000’e 600. Toplam 650!”`,
      msg`Fındık son bir kontrol yaptı: 650 + 1 350 = 2 000. “İki yol da aynı sonucu verdi; hesabımız doğru!”`,
    ],
    lesson: msg`Çıkarmayı hem bozarak hem üzerine sayarak yapabiliriz; sonucu toplamayla kontrol etmek yanlışları yakalar.`,
  },
};
