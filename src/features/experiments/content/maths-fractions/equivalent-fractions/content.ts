import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Bir çikolatanın yarısını yemekle dörtte ikisini yemek arasında fark var mı? Parça sayıları farklı olsa da yediğin çikolata aynıdır. Böyle kesirlere denk kesirler denir.`,
    sections: [
      {
        heading: msg`Kesrin parçaları`,
        paragraphs: [
          msg`Bir kesirde payda, bütünün kaç eş parçaya bölündüğünü; pay, bu parçalardan kaçının alındığını gösterir. 3/4 kesrinde bütün 4 eş parçaya bölünmüş, 3 parça alınmıştır.`,
          msg`Alan modelinde bütün bir dikdörtgen ya da daire olarak çizilir; alınan parçalar boyanır.`,
        ],
      },
      {
        heading: msg`Denk kesirler`,
        paragraphs: [
          msg`Aynı bütünün aynı büyüklükteki bölümünü gösteren kesirlere denk kesirler denir. 1/2, 2/4, 3/6 ve 4/8 denk kesirlerdir.`,
          msg`Yarısı boyanmış bir şeridin her parçasını ikiye bölersen parça sayısı da boyalı parça sayısı da iki katına çıkar, ama boyalı alan aynı kalır: 1/2 = 2/4.`,
        ],
      },
      {
        heading: msg`Genişletme ve sadeleştirme`,
        paragraphs: [
          msg`Bir kesrin payını ve paydasını sıfırdan farklı aynı sayıyla çarpmaya genişletme denir: 2/3 = 4/6 = 8/12. Modelde bu, her parçayı aynı sayıda eş parçaya bölmek demektir.`,
          msg`Pay ve paydayı aynı sayıya bölmeye sadeleştirme denir: 6/8 = 3/4. Genişletme ve sadeleştirme kesrin değerini değiştirmez. Yalnızca payı ya da yalnızca paydayı değiştirmek ise kesrin değerini değiştirir.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Pay`, definition: msg`Kesir çizgisinin üstündeki sayı; alınan eş parça sayısı.` },
      { term: msg`Payda`, definition: msg`Kesir çizgisinin altındaki sayı; bütünün bölündüğü eş parça sayısı.` },
      { term: msg`Denk kesir`, definition: msg`Aynı bütünün aynı büyüklükteki bölümünü gösteren kesirler.` },
      { term: msg`Genişletme`, definition: msg`Pay ve paydayı sıfırdan farklı aynı sayıyla çarpma.` },
      { term: msg`Sadeleştirme`, definition: msg`Pay ve paydayı aynı sayıya bölme.` },
    ],
  },
  procedure: {
    goal: msg`Eş uzunluktaki kâğıt şeritleri katlayarak kesir duvarı yapmak ve denk kesirleri bulmak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Eş uzunlukta (24 cm × 3 cm) renkli kâğıt şerit`, quantity: msg`Her öğrenciye 6 tane` },
      { name: msg`Cetvel`, quantity: msg`Her öğrenciye 1 tane` },
      { name: msg`Kurşun kalem ve boya kalemi`, quantity: msg`Her öğrenciye 1’er tane` },
      { name: msg`Makas`, quantity: msg`Her öğrenciye 1 tane` },
      { name: msg`Yapıştırıcı ve A4 kâğıt`, quantity: msg`Her öğrenciye 1’er tane` },
    ],
    safety: [
      msg`Makası keserken kâğıdı tutan elinin parmaklarını kesme çizgisinden uzak tut.`,
      msg`Makası elden ele kapalı ve sapından uzatarak ver; masada bırakırken ucunu kendinden uzağa çevir.`,
      msg`Yapıştırıcıyı ağzına ve gözüne yaklaştırma; iş bitince ellerini yıka.`,
    ],
    steps: [
      msg`Bir şeride “1 bütün” yaz ve A4 kâğıdın en üstüne yapıştır.`,
      msg`İkinci şeridi ortadan katla, katlama çizgisini kalemle çiz ve parçalara 1/2 yaz.`,
      msg`Üçüncü şeridi iki kez ikiye katlayarak 4 eş parçaya, dördüncüsünü üç kez katlayarak 8 eş parçaya böl ve parçaları adlandır.`,
      msg`Beşinci şeridi cetvelle 8 cm’de bir işaretleyip 3 eş parçaya, altıncısını 4 cm’de bir işaretleyip 6 eş parçaya böl.`,
      msg`Şeritleri alt alta yapıştırarak kesir duvarını tamamla.`,
      msg`Cetvelini duvarın üzerine dikey tut. Aynı çizgide biten kesirleri bul ve yaz (örneğin 1/2, 2/4, 4/8).`,
      msg`2/3 ile hangi kesrin aynı çizgide bittiğini bul; pay ve paydalar arasındaki ilişkiyi arkadaşınla konuş.`,
    ],
    observations: [
      msg`1/2 ile aynı uzunlukta olan kesirler hangileri?`,
      msg`Denk kesirlerin pay ve paydalarında nasıl bir ilişki var?`,
      msg`3/4 ile 5/8’den hangisi daha uzun? Duvarda nasıl gördün?`,
    ],
    conclusion: msg`Aynı bütünün aynı uzunluğunu gösteren kesirler denktir. Bir kesrin pay ve paydası aynı sayıyla çarpılınca ya da bölününce kesrin değeri değişmez; model üzerinde her parça aynı sayıda eş parçaya bölünmüş olur.`,
  },
  questions: [
    {
      id: 'equal-to-half',
      prompt: msg`Aşağıdakilerden hangisi 1/2’ye denktir?`,
      options: [msg`2/3`, msg`4/8`, msg`1/4`, msg`2/2`],
      correctIndex: 1,
      explanation: msg`4/8’de bütün 8 eş parçaya bölünmüş ve yarısı olan 4 parça alınmış. 1/2’nin pay ve paydası 4 ile çarpılınca 4/8 elde edilir.`,
      hints: [msg`Hangi kesirde pay, paydanın tam yarısı?`, msg`Kesir duvarında 1/2 ile aynı çizgide biten kesirleri hatırla.`],
    },
    {
      id: 'expand-two-thirds',
      prompt: msg`2/3 kesrini paydası 12 olacak biçimde genişletirsen hangi kesri elde edersin?`,
      options: [msg`2/12`, msg`6/12`, msg`8/12`, msg`11/12`],
      correctIndex: 2,
      explanation: msg`3’ü 12 yapmak için 4 ile çarparız. Pay da 4 ile çarpılır: 2 × 4 = 8. Sonuç 8/12.`,
      hints: [msg`Payda kaç ile çarpılınca 12 olur?`, msg`Genişletirken pay da aynı sayıyla çarpılır.`],
    },
    {
      id: 'simplify',
      prompt: msg`6/8 kesrinin en sade hâli hangisidir?`,
      options: [msg`3/4`, msg`2/3`, msg`3/8`, msg`1/2`],
      correctIndex: 0,
      explanation: msg`6 ve 8’in ikisi de 2’ye bölünür: 6 ÷ 2 = 3, 8 ÷ 2 = 4. 3 ile 4’ü bölen 1’den başka ortak sayı yoktur; en sade hâl 3/4’tür.`,
      hints: [msg`Pay ve paydayı aynı anda bölebileceğin bir sayı ara.`, msg`Böldükten sonra yeniden bölünebiliyor mu diye bak.`],
    },
    {
      id: 'model-prediction',
      prompt: msg`Üçte biri boyalı bir şeridin her parçasını 4 eş parçaya bölersen boyalı kısmı hangi kesir gösterir?`,
      options: [msg`1/12`, msg`4/7`, msg`1/4`, msg`4/12`],
      correctIndex: 3,
      explanation: msg`Parça sayısı 3 × 4 = 12 olur; boyalı 1 parça da 4 parçaya bölünür. Boyalı alan değişmez: 1/3 = 4/12.`,
      hints: [msg`Şeritte şimdi kaç parça var?`, msg`Boyalı parça kaç küçük parçaya bölündü?`],
    },
    {
      id: 'not-equivalent',
      prompt: msg`Deniz, “2/5’in payına ve paydasına 1 eklersem denk bir kesir olur: 3/6” diyor. Haklı mı?`,
      options: [
        msg`Evet, çünkü ikisine de aynı sayı eklendi`,
        msg`Hayır, çünkü denk kesir için toplama değil çarpma ya da bölme gerekir`,
        msg`Evet, çünkü 3/6 sadeleşebiliyor`,
      ],
      correctIndex: 1,
      explanation: msg`2/5 bütünün yarısından az, 3/6 ise tam yarısıdır; denk değiller. Denk kesir elde etmek için pay ve paydayı aynı sayıyla çarpar ya da böleriz.`,
      hints: [msg`İki kesri bir şeritte boyadığını düşün: biri yarıdan az mı, tam yarı mı?`, msg`Genişletmede pay ve paydaya hangi işlem uygulanıyordu?`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Kesir şeridi`,
    instructions: msg`Şeridi istediğin sayıda eş parçaya böl ve parçalara dokunarak ya da numaralı düğmelerle boya. Örnek şeritle aynı büyüklüğü başka bir kesirle göster.`,
    manipulative: {
      type: 'fraction-area',
      shape: 'rectangle',
      maxParts: 12,
      tasks: [
        { kind: 'shade', prompt: msg`Şerit 8 eş parçaya bölündü. Şeridin 3/4’ünü boya.`, numerator: 3, denominator: 4, parts: 8 },
        { kind: 'equivalent', prompt: msg`1/2’ye denk bir kesir göster: şeridi 2’den farklı sayıda eş parçaya böl ve boya.`, numerator: 1, denominator: 2 },
        { kind: 'equivalent', prompt: msg`2/3’e denk bir kesir göster.`, numerator: 2, denominator: 3 },
        { kind: 'equivalent', prompt: msg`3/5’e denk bir kesir göster. Şeridi kaç eş parçaya bölmen gerektiğini düşün.`, numerator: 3, denominator: 5 },
        { kind: 'shade', prompt: msg`Şerit 12 eş parçaya bölündü. Şeridin 5/6’sını boya.`, numerator: 5, denominator: 6, parts: 12 },
      ],
    },
  },
  worksheet: {
    title: msg`Denk Kesirler Çalışma Sayfası`,
    instructions: msg`Kesir duvarını kullanarak tabloyu doldur ve soruları cevapla.`,
    tasks: [
      { prompt: msg`3/4’e denk üç kesir yaz ve birini şerit modeliyle çiz.`, lines: 3 },
      { prompt: msg`10/15 kesrini sadeleştir. Her adımda hangi sayıya böldüğünü yaz.`, lines: 2 },
      { prompt: msg`2/3 ile 5/6’yı denk kesirler yardımıyla karşılaştır.`, lines: 3 },
    ],
    table: {
      caption: msg`Kesir duvarında aynı çizgide bitenler`,
      columns: [msg`Kesir`, msg`Denk kesir 1`, msg`Denk kesir 2`, msg`Çarpılan ya da bölünen sayı`],
      rows: 4,
    },
  },
  story: {
    title: msg`Fındık’ın Tablet Çikolatası`,
    paragraphs: [
      msg`Fındık, Kirpi Diken ve Tavşan Pamuk bir tablet çikolatayı paylaşacaktı. Çikolata 12 küçük kareye ayrılmıştı.`,
      msg`Pamuk önce davrandı: “Ben çikolatanın 1/3’ünü istiyorum!” Diken hemen ekledi: “Ben de 4/12’sini!”`,
      msg`Pamuk itiraz etti: “Dört kare çok fazla, benimki yalnızca bir parça!” Fındık çikolatayı üç sıraya böldü. Bir sıra tam dört kareydi.`,
      msg`“Bakın,” dedi Fındık, “1/3 ile 4/12 aynı büyüklükte. Parçaları küçülttükçe sayıları artar ama çikolata aynı kalır.”`,
      msg`Sonunda herkes bir sıra, yani 4/12 aldı. Pamuk gülerek çikolatasını ısırdı: “Denk kesirler kavgayı bitirdi!”`,
    ],
    lesson: msg`Denk kesirler aynı büyüklüğü farklı sayıda eş parçayla gösterir; pay ve payda aynı sayıyla çarpılınca kesrin değeri değişmez.`,
  },
};
