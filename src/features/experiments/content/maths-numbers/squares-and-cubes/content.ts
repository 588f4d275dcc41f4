import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`4 sıra ve her sırada 4 kare: bu bir kare oluşturur ve 16 karedir. Bir sayıyı kendisiyle çarpmanın kısa bir yazılışı vardır: 4².`,
    sections: [
      {
        heading: msg`Bir sayının karesi`,
        paragraphs: [
          msg`Bir sayının kendisiyle çarpımına o sayının karesi denir. 4 × 4 = 4² = 16. 4² “4’ün karesi” diye okunur. Burada 4 taban, küçük yazılan 2 üstür.`,
          msg`Kenarı 4 birim olan bir kare, 4 × 4 = 16 birim kareden oluşur. Bu yüzden 1, 4, 9, 16, 25, 36, … sayılarına kare sayılar denir.`,
        ],
      },
      {
        heading: msg`Bir sayının küpü`,
        paragraphs: [
          msg`Bir sayının kendisiyle üç kez çarpımına o sayının küpü denir: 3 × 3 × 3 = 3³ = 27. 3³ “3’ün küpü” diye okunur.`,
          msg`Kenarı 3 birim olan bir küp, 3 sıra × 3 sütun × 3 kat = 27 birim küpten oluşur. 2³ = 8, 4³ = 64. 2³ ile 2 × 3’ü karıştırma: 2³ = 8, 2 × 3 = 6.`,
        ],
      },
      {
        heading: msg`Parantezli işlemler`,
        paragraphs: [
          msg`Bir ifadede parantez varsa önce parantezin içindeki işlem yapılır: 3 × (2 + 4) = 3 × 6 = 18. Parantez olmasaydı önce çarpma yapılırdı: 3 × 2 + 4 = 6 + 4 = 10.`,
          msg`Parantez, hangi işlemin önce yapılacağını gösterir ve sonucu değiştirebilir. (12 − 4) ÷ 2 = 4 ama 12 − 4 ÷ 2 = 10’dur.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Kare`, definition: msg`Bir sayının kendisiyle çarpımı; 5² = 25.` },
      { term: msg`Küp`, definition: msg`Bir sayının kendisiyle üç kez çarpımı; 2³ = 8.` },
      { term: msg`Taban`, definition: msg`Üslü ifadede kendisiyle çarpılan sayı.` },
      { term: msg`Üs`, definition: msg`Tabanın kendisiyle kaç kez çarpılacağını gösteren küçük sayı.` },
    ],
  },
  procedure: {
    goal: msg`Kareli kâğıtta kareler, birim küplerle küpler kurarak kare ve küp sayıları bulmak; parantezli işlemleri modelle karşılaştırmak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`1 cm’lik kareli kâğıt`, quantity: msg`Her öğrenciye 1 yaprak` },
      { name: msg`Birbirine takılabilen birim küp`, quantity: msg`Her dört kişilik gruba 64 tane` },
      { name: msg`Renkli kalem ve cetvel`, quantity: msg`Her öğrenciye 1’er tane` },
    ],
    safety: [
      msg`Küpleri ağzına alma; küçük parçalar yutulabilir.`,
      msg`Küplerden yaptığınız kuleleri yüksekten düşürmeyin; yere saçılan küplere basıp kaymayın.`,
    ],
    steps: [
      msg`Kareli kâğıda kenarları 1, 2, 3, 4 ve 5 birim olan kareler çiz; her birindeki birim kareleri say ve üslü gösterimle yaz.`,
      msg`Birim küplerle kenarı 2 birim olan bir küp kurun; kaç küp kullandığınızı sayın ve 2³ olarak yazın.`,
      msg`Kenarı 3 birim olan küpü kurun. Önce bir katı (3 × 3) kurun, sonra üç kat yapın; toplam küp sayısını 3³ ile karşılaştırın.`,
      msg`3 × (2 + 4) için kareli kâğıda 3 sıra ve her sırada 2 + 4 = 6 kare boyayın. 3 × 2 + 4 için 3 sıra 2 kare ve ayrıca 4 kare boyayın; iki çizimi karşılaştırın.`,
    ],
    observations: [
      msg`Kare sayılar arasındaki farklar (1, 4, 9, 16, 25) nasıl bir örüntü oluşturuyor?`,
      msg`4³ için kaç birim küp gerekir? Gruptaki küpler yeter mi?`,
      msg`Parantezin yerini değiştirmek çizimi ve sonucu nasıl değiştirdi?`,
    ],
    conclusion: msg`Bir sayının karesi kenarı o sayı olan karedeki, küpü kenarı o sayı olan küpteki birimlerin sayısıdır. Parantez, önce hangi işlemin yapılacağını gösterir ve sonucu değiştirebilir.`,
  },
  questions: [
    {
      id: 'square',
      prompt: msg`7² ifadesinin değeri kaçtır?`,
      options: [msg`14`, msg`49`, msg`72`, msg`9`],
      correctIndex: 1,
      explanation: msg`7² = 7 × 7 = 49. 14, 7 ile 2’yi çarpmanın yanlışıdır.`,
      hints: [msg`Üs, tabanın kendisiyle kaç kez çarpılacağını söyler.`, msg`7’yi kendisiyle çarp.`],
    },
    {
      id: 'cube',
      prompt: msg`Kenarı 4 birim olan bir küp kaç birim küpten oluşur?`,
      options: [msg`12`, msg`16`, msg`64`, msg`48`],
      correctIndex: 2,
      explanation: msg`4³ = 4 × 4 × 4 = 64. Bir katta 4 × 4 = 16 küp, 4 katta 64 küp vardır.`,
      hints: [msg`Bir katta kaç küp var?`, msg`Kaç kat var?`],
    },
    {
      id: 'bracket',
      prompt: msg`3 × (2 + 4) işleminin sonucu kaçtır?`,
      options: [msg`10`, msg`24`, msg`9`, msg`18`],
      correctIndex: 3,
      explanation: msg`Önce parantezin içi yapılır: 2 + 4 = 6. Sonra 3 × 6 = 18. 10, parantezi yok sayıp önce çarpmanın sonucudur.`,
      hints: [msg`Hangi işlem önce yapılır?`, msg`Parantezin içini hesapla, sonra çarp.`],
    },
    {
      id: 'notation',
      prompt: msg`5 × 5 × 5 çarpımı üslü gösterimle nasıl yazılır?`,
      options: [msg`5³`, msg`3⁵`, msg`5 × 3`, msg`15`],
      correctIndex: 0,
      explanation: msg`Taban 5, kendisiyle 3 kez çarpılıyor; üs 3’tür: 5³ = 125. 3⁵, 3’ün kendisiyle 5 kez çarpımıdır.`,
      hints: [msg`Kendisiyle çarpılan sayı hangisi?`, msg`Kaç kez çarpılıyor?`],
    },
    {
      id: 'compare',
      prompt: msg`Hangisi doğrudur?`,
      options: [msg`2³ = 6`, msg`3² = 6`, msg`2³ < 3²`],
      correctIndex: 2,
      explanation: msg`2³ = 8 ve 3² = 9’dur; 8 < 9 olduğu için 2³ < 3² doğrudur. Öteki iki seçenek üssü tabanla çarpma yanılgısıdır.`,
      hints: [msg`İki ifadenin değerini ayrı ayrı hesapla.`, msg`2³ = 2 × 3 mü, 2 × 2 × 2 mi?`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Kareli zemin`,
    instructions: msg`Karelere dokunarak ya da ok tuşları ve Boşluk ile birim kareleri boya. Kare sayıları gerçek kareler olarak kur.`,
    manipulative: {
      type: 'grid-shape',
      columns: 10,
      rows: 6,
      tasks: [
        { prompt: msg`3²’yi kenarı 3 birim olan bir kare olarak boya.`, area: 9, perimeter: 12, shape: 'square' },
        { prompt: msg`4²’yi bir kare olarak boya. Kaç birim kare oldu?`, area: 16, perimeter: 16, shape: 'square' },
        { prompt: msg`5²’yi bir kare olarak boya.`, area: 25, perimeter: 20, shape: 'square' },
        { prompt: msg`2 × (1 + 4) kadar kareyi 2 sıra hâlinde boya: her sırada 1 + 4 kare olsun.`, area: 10, perimeter: 14, shape: 'rectangle' },
        { prompt: msg`6²’yi bir kare olarak boya. Zeminin bütün yüksekliğini kullanman gerekecek.`, area: 36, perimeter: 24, shape: 'square' },
      ],
    },
  },
  worksheet: {
    title: msg`Kare, Küp ve Parantez Çalışma Sayfası`,
    instructions: msg`Kareli kâğıt ve birim küplerle modelle, sonra hesapla.`,
    tasks: [
      { prompt: msg`1²’den 10²’ye kadar kare sayıları yaz; ardışık iki kare sayının farkını bul.`, lines: 3 },
      { prompt: msg`2³, 3³ ve 4³ değerlerini bul. Her biri için kaç birim küp gerekir?`, lines: 2 },
      { prompt: msg`(15 − 5) × 2 ile 15 − 5 × 2 işlemlerini yap; sonuçlar neden farklı?`, lines: 3 },
    ],
    table: {
      caption: msg`Kurduğum kareler ve küpler`,
      columns: [msg`Kenar uzunluğu`, msg`Üslü gösterim`, msg`Birim kare ya da küp sayısı`],
      rows: 5,
    },
  },
  story: {
    title: msg`Fındık’ın Kare Bahçesi`,
    paragraphs: [
      msg`Fındık bahçesine kare biçiminde bir sebze tarhı yapmak istiyordu. Her kenarına 5 fide dikecekti ve tarhın içi tamamen dolu olacaktı.`,
      msg`Tavşan Pamuk hesapladı: “5 kenar uzunluğu, 2 de kare demek; 5 × 2 = 10 fide yeter!” Fındık 10 fideyi dikti; tarhın ancak iki sırası doldu.`,
      msg`Kirpi Diken güldü: “5² demek 5 × 5 demek. 5 sıra ve her sırada 5 fide: 25 fide gerekiyor.”`,
      msg`Fındık 15 fide daha dikti ve tarh tam bir kare oldu. Pamuk o günden sonra üssü hiç çarpan sanmadı.`,
    ],
    lesson: msg`Bir sayının karesi o sayıyı kendisiyle çarpmaktır: 5² = 5 × 5 = 25, 5 × 2 değil.`,
  },
};
