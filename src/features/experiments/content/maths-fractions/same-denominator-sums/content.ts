import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Bir çikolatanın 2/8’ini sen, 3/8’ini kardeşin yerse ikiniz birlikte çikolatanın ne kadarını yemiş olursunuz? Paydaları eşit kesirleri toplamak ve çıkarmak, eş parçaları saymak kadar kolaydır.`,
    sections: [
      {
        heading: msg`Pay ve payda ne anlatır?`,
        paragraphs: [
          msg`Payda, bütünün kaç eş parçaya bölündüğünü; pay, bu parçalardan kaçını aldığımızı gösterir. 3/8 kesrinde bütün 8 eş parçaya bölünmüş, 3 parça alınmıştır.`,
          msg`Paydaları eşit kesirlerin parçaları aynı büyüklüktedir. Bu yüzden onları doğrudan sayarak toplayabilir ya da çıkarabiliriz.`,
        ],
      },
      {
        heading: msg`Toplama ve çıkarma`,
        paragraphs: [
          msg`Paydaları eşit kesirleri toplarken payları toplarız, paydayı aynen yazarız: 2/8 + 3/8 = 5/8. 2 parça ile 3 parça 5 parça eder; parçaların büyüklüğü değişmez.`,
          msg`Çıkarırken de payları çıkarırız, paydayı aynen yazarız: 7/10 − 3/10 = 4/10.`,
        ],
      },
      {
        heading: msg`Sık yapılan yanlış`,
        paragraphs: [
          msg`2/8 + 3/8 işleminde paydaları da toplayıp 5/16 bulmak yanlıştır. Bütün 16 parçaya bölünmedi; hâlâ 8 parçalık bir bütünün 5 parçası var.`,
          msg`Bir bütün, paydası kadar parçadan oluşur: 8/8 = 1. Bütünden bir kesir çıkarmak için bütünü bu biçimde yazarız: 1 − 3/8 = 8/8 − 3/8 = 5/8.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Pay`, definition: msg`Kesrin üstündeki sayı; alınan eş parça sayısı.` },
      { term: msg`Payda`, definition: msg`Kesrin altındaki sayı; bütünün bölündüğü eş parça sayısı.` },
      { term: msg`Paydaları eşit kesirler`, definition: msg`Aynı sayıda eş parçaya bölünmüş bütünleri gösteren kesirler.` },
    ],
  },
  procedure: {
    goal: msg`Kâğıt şeritleri eş parçalara katlayıp boyayarak paydaları eşit kesirlerle toplama ve çıkarma yapmak ve sonucu modelle göstermek.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Eni 3 cm, boyu 24 cm olan kâğıt şerit`, quantity: msg`Her öğrenciye 4 tane` },
      { name: msg`Eni 3 cm, boyu 30 cm olan kâğıt şerit`, quantity: msg`Her öğrenciye 1 tane` },
      { name: msg`İki farklı renkte boya kalemi`, quantity: msg`Her öğrenciye 2 tane` },
      { name: msg`Cetvel ve kurşun kalem`, quantity: msg`Her öğrenciye 1’er tane` },
    ],
    safety: [msg`Kâğıdı katlarken kenarını parmağının üstünde hızla kaydırma; kâğıt kesiği olabilir.`, msg`Kalemleri ağzına alma; işin bitince ellerini yıka.`],
    steps: [
      msg`Bir şeridi ikiye, sonra yine ikiye, sonra yine ikiye katla. Açınca şeridin kaç eş parçaya bölündüğünü say ve katlama çizgilerini kalemle belirgin yap.`,
      msg`Şeridin 2 parçasını bir renge, yanındaki 3 parçasını öbür renge boya. Toplam kaç parça boyadın? İşlemi 2/8 + 3/8 = 5/8 biçiminde yaz.`,
      msg`30 cm’lik şeridi cetvelle 3’er cm’lik 10 eş parçaya böl. 7 parçasını boya, sonra boyalı parçalardan 3’ünün üstünü çiz. Kaç boyalı parça kaldı? İşlemi yaz.`,
      msg`24 cm’lik bir şeridi yine 8 eş parçaya katla ve tamamını 8/8 olarak düşün. 3 parçasını çiz ve kalan parçaları say. 1 − 3/8 işlemini yaz.`,
      msg`Kendi işlemini seç, şeritte göster ve arkadaşına çözdür.`,
    ],
    observations: [
      msg`Toplarken şeridin parça sayısı değişti mi?`,
      msg`Sonucun paydası neden toplanan kesirlerin paydasıyla aynı kaldı?`,
      msg`Bütün bir şerit kaç sekizdir?`,
    ],
    conclusion: msg`Paydaları eşit kesirlerin parçaları aynı büyüklükte olduğu için onları sayarak toplarız ve çıkarırız: Payları toplar ya da çıkarırız, paydayı aynen yazarız. Bir bütün, paydası kadar parçadır; 8/8 = 1.`,
  },
  questions: [
    {
      id: 'add-sevenths',
      prompt: msg`3/7 + 2/7 işleminin sonucu kaçtır?`,
      options: [msg`5/14`, msg`5/7`, msg`6/7`],
      correctIndex: 1,
      explanation: msg`Paydalar eşit olduğu için paylar toplanır, payda aynen yazılır: 3 + 2 = 5, sonuç 5/7.`,
      hints: [msg`Paydaları eşit kesirlerde hangi sayılar toplanır?`, msg`Bütün kaç parçaya bölünmüştü? Bu değişir mi?`],
    },
    {
      id: 'subtract-ninths',
      prompt: msg`8/9 − 5/9 işleminin sonucu kaçtır?`,
      options: [msg`3/9`, msg`13/9`, msg`3/18`],
      correctIndex: 0,
      explanation: msg`Paylar çıkarılır, payda aynen yazılır: 8 − 5 = 3, sonuç 3/9.`,
      hints: [msg`Çıkarmada da paydayı değiştirmeden paylarla işlem yaparız.`, msg`9 parçanın 8’inden 5’ini alınca kaç parça kalır?`],
    },
    {
      id: 'the-rule',
      prompt: msg`Paydaları eşit iki kesri toplarken ne yaparız?`,
      options: [msg`Payları da paydaları da toplarız.`, msg`Payları toplarız, paydayı aynen yazarız.`, msg`Paydaları toplarız, payı aynen yazarız.`],
      correctIndex: 1,
      explanation: msg`Parçalar aynı büyüklükte olduğu için yalnızca parça sayıları (paylar) toplanır. Bütün kaç parçaya bölündüyse o kadar kalır; payda değişmez.`,
      hints: [msg`Şeridi boyarken parça sayısı değişti mi?`, msg`Payda neyi gösteriyordu: aldığımız parçaları mı, bütünün parça sayısını mı?`],
    },
    {
      id: 'pizza-left',
      prompt: msg`Bir pizzanın 2/8’ini Elif, 3/8’ini Can yedi. Pizzanın kaçta kaçı kaldı?`,
      options: [msg`5/8`, msg`1/8`, msg`3/8`],
      correctIndex: 2,
      explanation: msg`Yenen kısım 2/8 + 3/8 = 5/8’dir. Bütün pizza 8/8 olduğu için kalan kısım 8/8 − 5/8 = 3/8’dir.`,
      hints: [msg`Önce iki çocuğun birlikte ne kadar yediğini bul.`, msg`Bütün pizza kaç sekizdir? Yenen kısmı bütünden çıkar.`],
    },
    {
      id: 'whole-in-eighths',
      prompt: msg`1 bütün kaç sekizdir?`,
      options: [msg`8/8`, msg`1/8`, msg`0/8`],
      correctIndex: 0,
      explanation: msg`8 eş parçaya bölünmüş bir bütünün bütün parçaları 8/8 eder; 8/8 = 1.`,
      hints: [msg`Bir bütünü 8 eş parçaya bölünce kaç parça olur?`, msg`Bütünün hepsini almak için kaç parça almalısın?`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Kesir şeridi`,
    instructions: msg`İşlemi yap, sonra sonucu şeritte boya: Parçalara dokun ya da numaralı düğmelere bas. Sonucu boyayınca “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'fraction-area',
      shape: 'rectangle',
      maxParts: 12,
      tasks: [
        { kind: 'shade', prompt: msg`2/8 + 3/8 işleminin sonucunu boya.`, numerator: 5, denominator: 8, parts: 8 },
        { kind: 'shade', prompt: msg`1/6 + 4/6 işleminin sonucunu boya.`, numerator: 5, denominator: 6, parts: 6 },
        { kind: 'shade', prompt: msg`7/10 − 3/10 işleminin sonucunu boya.`, numerator: 4, denominator: 10, parts: 10 },
        {
          kind: 'shade',
          prompt: msg`Bir çikolatanın 3/12’sini Ali, 5/12’sini Ayşe yedi. İkisinin birlikte yediği kısmı boya.`,
          numerator: 8,
          denominator: 12,
          parts: 12,
        },
        { kind: 'shade', prompt: msg`1 − 2/5 işleminin sonucunu boya. İpucu: 1 bütün 5/5’tir.`, numerator: 3, denominator: 5, parts: 5 },
      ],
    },
  },
  worksheet: {
    title: msg`Kesirlerle Toplama ve Çıkarma Çalışma Sayfası`,
    instructions: msg`İşlemleri yap ve sonucu şerit modeliyle çiz.`,
    tasks: [
      { prompt: msg`4/9 + 3/9 = ?  Şerit çizerek göster.`, lines: 3 },
      { prompt: msg`11/12 − 7/12 = ?  Şerit çizerek göster.`, lines: 3 },
      { prompt: msg`Bir bahçenin 3/10’una domates, 4/10’una biber ekildi. Bahçenin kaçta kaçı boş kaldı?`, lines: 3 },
    ],
    table: {
      caption: msg`Şeritlerim`,
      columns: [msg`İşlem`, msg`Boyadığım parça sayısı`, msg`Sonuç`],
      rows: 5,
    },
  },
  story: {
    title: msg`Çikolata Paylaşımı`,
    paragraphs: [
      msg`Fındık ile Tavşan Pamuk, 10 eş kareden oluşan bir fındıklı çikolatayı paylaşıyordu. Fındık 3 kare, Pamuk 4 kare yedi.`,
      msg`Pamuk hesap yaptı: “Ben 4/10, sen 3/10 yedin. 4/10 + 3/10 = 7/20. Demek ki çikolatanın yarısından azını yedik!”`,
      msg`Fındık çikolatanın kalanına baktı: yalnızca 3 kare kalmıştı. “Ama çikolata hiç 20 kare olmadı ki! Hâlâ 10 karelik bir çikolatanın 7 karesini yedik: 7/10.”`,
      msg`Pamuk güldü: “Haklısın! Parçalar aynı büyüklükteyken yalnızca parçaları sayarız; payda, çikolatanın kaç kare olduğunu söyler, o değişmez.”`,
      msg`Kalan 3/10’u Kirpi Diken’e ayırdılar. Diken de hesapladı: 7/10 + 3/10 = 10/10, yani bütün çikolata!`,
    ],
    lesson: msg`Paydaları eşit kesirleri toplarken ve çıkarırken payları toplar ya da çıkarırız; payda aynı kalır.`,
  },
};
