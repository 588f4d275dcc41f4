import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Bir bahçede 4 sıra ağaç var ve her sırada 5 ağaç duruyor. Ağaçları tek tek saymak yerine 5’in 4 katını buluruz: 4 × 5 = 20. Çarpma, eşit grupları hızlıca saymanın yoludur.`,
    sections: [
      {
        heading: msg`Kat anlamı`,
        paragraphs: [
          msg`“5’in 3 katı” demek, 5’i 3 kez toplamak demektir: 5 + 5 + 5 = 15. Bunu kısaca 3 × 5 = 15 diye yazarız.`,
          msg`Çarpılan sayılara çarpan, sonuca çarpım denir. Eşit sıralara dizilmiş nesnelere dizi deriz. Sıra sayısı ile bir sıradaki nesne sayısını çarparak hepsini buluruz.`,
        ],
      },
      {
        heading: msg`Diziyi çevir, bir sıra ekle`,
        paragraphs: [
          msg`3 sıra 4 pulluk diziyi yan çevirirsek 4 sıra 3 pulluk dizi olur. Pul sayısı değişmez: 3 × 4 = 4 × 3 = 12.`,
          msg`4 × 5 = 20 dizisine bir sıra 5 pul eklersek 5 × 5 olur. Çarpım 5 artar: 20 + 5 = 25. 4 pulluk bir sütunu çıkarırsak 4 × 4 olur; çarpım 4 azalır: 20 − 4 = 16.`,
        ],
      },
      {
        heading: msg`10 ile çarpma ve büyük sayılar`,
        paragraphs: [
          msg`Bir sayıyı 10 ile çarpınca sağına bir sıfır yazarız: 34 × 10 = 340. 100 ile çarpınca iki sıfır yazarız: 7 × 100 = 700.`,
          msg`16 × 4 işleminde 16’yı 10 ve 6 diye ayırırız. 10 × 4 = 40 ve 6 × 4 = 24. 40 + 24 = 64. Alt alta yaparken 6 × 4 = 24’ün 4’ünü yazar, 2 onluğu elde olarak onlar basamağına ekleriz.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Çarpan`, definition: msg`Çarpma işleminde birbiriyle çarpılan sayılardan her biri.` },
      { term: msg`Çarpım`, definition: msg`Çarpma işleminin sonucu.` },
      { term: msg`Kat`, definition: msg`Bir sayıyı kaç kez topladığımızı söyler: 5’in 3 katı 5 + 5 + 5’tir.` },
      { term: msg`Dizi`, definition: msg`Eşit sayıda nesnesi olan sıralardan oluşan düzen.` },
    ],
  },
  procedure: {
    goal: msg`Pulları eşit sıralara dizerek çarpmayı tekrarlı toplama olarak görmek, diziyi çevirmenin ve bir sıra eklemenin çarpımı nasıl etkilediğini bulmak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Sayma pulu (ya da düğme, fasulye)`, quantity: msg`Her ikili gruba 50 tane` },
      { name: msg`Boş yumurta kolisi (6’lık ve 10’luk)`, quantity: msg`Her ikili gruba 2 tane` },
      { name: msg`Kareli kâğıt ve boya kalemi`, quantity: msg`Her öğrenciye 1 sayfa` },
      { name: msg`Çarpma kartları (örneğin 3 × 4, 4 × 5, 6 × 7)`, quantity: msg`Her ikili gruba 6 tane` },
    ],
    safety: [msg`Pulları ve fasulyeleri ağza, buruna ya da kulağa sokma.`, msg`Yumurta kolileri temiz ve kuru olsun; çiğ yumurta kullanma.`],
    steps: [
      msg`Yumurta kolisindeki gözlere bak. Kaç sıra, her sırada kaç göz var? Toplama ve çarpma cümlesini yaz.`,
      msg`Bir çarpma kartı çek. Pulları karttaki gibi eşit sıralara diz: ilk sayı sıra sayısı, ikinci sayı bir sıradaki pul sayısıdır.`,
      msg`Pulları sıra sıra toplayarak say. Sonra çarpımı yaz ve iki sonucu karşılaştır.`,
      msg`Diziyi çevir: sıralar sütun, sütunlar sıra olsun. Yeni çarpma cümlesini yaz. Pul sayısı değişti mi?`,
      msg`Diziye bir sıra daha ekle. Çarpım ne kadar arttı? Sonra bir sütun çıkar. Çarpım ne kadar azaldı?`,
      msg`Diziyi kareli kâğıda boyayarak çiz ve altına çarpma cümlesini yaz.`,
    ],
    observations: [
      msg`Dizi çevrilince çarpım değişti mi?`,
      msg`4 × 5 dizisine bir sıra ekleyince kaç pul eklendi?`,
      msg`Hangi dizileri saymak en kolaydı? Neden?`,
    ],
    conclusion: msg`Çarpma, eşit grupları toplamanın kısa yoludur. Çarpanların yeri değişince çarpım değişmez. Çarpanlardan biri bir artınca çarpım öteki çarpan kadar artar.`,
  },
  questions: [
    {
      id: 'times-meaning',
      prompt: msg`5’in 3 katı kaçtır?`,
      options: [msg`8`, msg`15`, msg`35`],
      correctIndex: 1,
      explanation: msg`5’in 3 katı, 5’i 3 kez toplamaktır: 5 + 5 + 5 = 15. Yani 3 × 5 = 15.`,
      hints: [msg`“Kat” sözcüğü bir sayıyı kaç kez topladığımızı söyler.`, msg`5’i kaç kez yan yana yazıp toplaman gerek?`],
    },
    {
      id: 'one-more-row',
      prompt: msg`4 × 5 = 20’dir. Buna göre 5 × 5 kaç eder?`,
      options: [msg`25`, msg`21`, msg`24`],
      correctIndex: 0,
      explanation: msg`4 sıra 5’lik diziye bir sıra 5 daha eklenir. Çarpım 5 artar: 20 + 5 = 25.`,
      hints: [msg`4 sıra 5 pulluk bir dizi düşün. 5 sıra olunca kaç pul eklenir?`, msg`Eklenen pulları 20’ye ekle.`],
    },
    {
      id: 'times-ten',
      prompt: msg`34 × 10 kaç eder?`,
      options: [msg`304`, msg`3400`, msg`340`],
      correctIndex: 2,
      explanation: msg`Bir sayıyı 10 ile çarpınca sağına bir sıfır yazılır. 34 onluk 340 eder.`,
      hints: [msg`10 ile çarparken sayının sağına kaç sıfır yazarız?`, msg`34 tane 10 kaç eder, onar sayarak düşün.`],
    },
    {
      id: 'carry',
      prompt: msg`16 × 4 kaç eder?`,
      options: [msg`44`, msg`64`, msg`424`],
      correctIndex: 1,
      explanation: msg`16’yı 10 ve 6 diye ayır. 10 × 4 = 40, 6 × 4 = 24. 40 + 24 = 64. Alt alta yaparken 24’ün 2 onluğu elde olarak onlara eklenir.`,
      hints: [msg`16 sayısını 10 ve 6 diye ayır.`, msg`Her parçayı 4 ile çarp ve sonuçları topla.`, msg`6 × 4’ün onluğunu elde olarak eklemeyi unutma.`],
    },
    {
      id: 'eggs',
      prompt: msg`Bir kolide 6 sıra yumurta var. Her sırada 5 yumurta var. Yumurtalardan 8’i kırıldı. Kaç sağlam yumurta kaldı?`,
      options: [msg`22`, msg`38`, msg`30`],
      correctIndex: 0,
      explanation: msg`Önce bütün yumurtaları buluruz: 6 × 5 = 30. Sonra kırılanları çıkarırız: 30 − 8 = 22 sağlam yumurta.`,
      hints: [msg`Önce kolideki bütün yumurtaları bul.`, msg`Kırılan yumurtalar azalttı mı, artırdı mı?`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Kareli diziler`,
    instructions: msg`Karelere dokunarak ya da ok tuşları ve Boşluk ile kareleri boya. İstenen sıra sayısında, her sırada eşit sayıda kare olan dikdörtgen bir dizi yap. Sonra “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'grid-shape',
      columns: 8,
      rows: 7,
      tasks: [
        { prompt: msg`3 sıra yap, her sırada 4 kare olsun. 3 × 4 kaç kare eder?`, area: 12, perimeter: 14, shape: 'rectangle' },
        { prompt: msg`4 sıra yap, her sırada 5 kare olsun. 4 × 5 kaç kare eder?`, area: 20, perimeter: 18, shape: 'rectangle' },
        { prompt: msg`4 × 5 dizisine bir sıra daha ekle: 5 × 5 dizisi yap. Kaç kare eklendi?`, area: 25, perimeter: 20, shape: 'rectangle' },
        { prompt: msg`Şimdi 4 sıra 4 karelik bir dizi yap. 4 × 5 dizisinden kaç kare eksik?`, area: 16, perimeter: 16, shape: 'rectangle' },
        { prompt: msg`6 sıra yap, her sırada 7 kare olsun. 6 × 7 kaç kare eder?`, area: 42, perimeter: 26, shape: 'rectangle' },
      ],
    },
  },
  worksheet: {
    title: msg`Sıra Sıra Çarpma Çalışma Sayfası`,
    instructions: msg`Pullarla kurduğun dizileri tabloya yaz. Sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`Kareli kâğıda 3 × 6 dizisini boya. Bu diziyi önce toplama, sonra çarpma cümlesiyle yaz.`, lines: 3 },
      { prompt: msg`23 × 3 işlemini 20 × 3 ve 3 × 3 diye ayırarak yap. Sonra alt alta yap.`, lines: 3 },
      {
        prompt: msg`Bir sınıfta masalar 4 sıra hâlinde dizili, her sırada 6 masa var. 3 masa boş. Kaç masada öğrenci oturuyor? Çöz ve benzer bir problem yaz.`,
        lines: 4,
      },
    ],
    table: {
      caption: msg`Dizilerim`,
      columns: [msg`Sıra sayısı`, msg`Bir sıradaki pul`, msg`Toplama cümlesi`, msg`Çarpma cümlesi`, msg`Çarpım`],
      rows: 5,
    },
  },
  story: {
    title: msg`Fındık’ın Fındık Bahçesi`,
    paragraphs: [
      msg`Fındık, tepedeki bahçeye fındık fidanı dikmeye karar verdi. Fidanları 4 sıraya dikti, her sıraya 5 fidan koydu.`,
      msg`Arkadaşı Baykuş Bilge sordu: “Kaç fidan diktin?” Fındık tek tek saymaya başladı: “1, 2, 3…” Bilge gülümsedi: “Her sırada 5 fidan var. 5, 10, 15, 20. 5’in 4 katı, yani 4 × 5 = 20!”`,
      msg`Ertesi gün Fındık bir sıra daha dikti. “Şimdi kaç fidan oldu?” diye düşündü. Bu kez saymadı: “Bir sıra, yani 5 fidan daha ekledim. 20 + 5 = 25!”`,
      msg`Bilge bahçenin öbür ucuna uçtu ve oradan baktı. “Buradan bakınca 5 sütun görüyorum, her birinde 5 fidan. Yine 25 eder.”`,
      msg`Fındık sevindi: “Fidanları düzgün sıralara dikince saymak çok kolaylaşıyor!”`,
    ],
    lesson: msg`Eşit gruplar çarpmayla hızlıca sayılır; bir sıra eklemek çarpımı o sıradaki sayı kadar artırır.`,
  },
};
