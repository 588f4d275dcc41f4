import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Büyük sayıları çarparken onları parçalara ayırırız. Her parçayı ayrı çarpar, sonra sonuçları toplarız. Bu yol hem alt alta çarpmanın nedenini gösterir hem de zihinden çarpmayı kolaylaştırır.`,
    sections: [
      {
        heading: msg`Alan modeli ve alt alta çarpma`,
        paragraphs: [
          msg`23 × 14 işlemini 23 sütun, 14 sıralı bir dikdörtgen gibi düşünelim. 23’ü 20 ve 3, 14’ü 10 ve 4 diye ayırırız. Dört parça çıkar: 20 × 10 = 200, 3 × 10 = 30, 20 × 4 = 80, 3 × 4 = 12. Toplam 200 + 30 + 80 + 12 = 322.`,
          msg`Alt alta çarparken de aynısını yaparız: önce 23 × 4 = 92, sonra 23 × 10 = 230. 92 + 230 = 322. İkinci satırı bir basamak sola kaydırmamızın nedeni, o satırda 14’ün onlar basamağındaki 1 ile değil, 10 ile çarpmamızdır.`,
        ],
      },
      {
        heading: msg`Üç sayıyı çarpma`,
        paragraphs: [
          msg`Üç sayıyı çarparken hangi ikisini önce çarptığımız sonucu değiştirmez. 25 × 17 × 4 işleminde önce 25 × 4 = 100 deriz, sonra 100 × 17 = 1 700.`,
          msg`Bu yüzden işe kolay çarpımlardan başlarız: 2 × 5 = 10, 4 × 25 = 100, 2 × 50 = 100 gibi.`,
        ],
      },
      {
        heading: msg`Kısa yoldan çarpma`,
        paragraphs: [
          msg`10, 100 ve 1000 ile çarparken sayının sonuna bir, iki ya da üç sıfır yazarız: 46 × 100 = 4 600.`,
          msg`5 ile çarpmak, 10 ile çarpıp ikiye bölmek demektir: 48 × 5 = 24 × 10 = 240. 25 ile çarparken sayıyı 4’e bölüp 100 ile çarparız: 48 × 25 = 12 × 100 = 1 200. 50 ile çarparken sayıyı 2’ye bölüp 100 ile çarparız: 48 × 50 = 24 × 100 = 2 400.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Çarpan`, definition: msg`Çarpma işleminde birbiriyle çarpılan sayılardan her biri.` },
      { term: msg`Çarpım`, definition: msg`Çarpma işleminin sonucu.` },
      { term: msg`Alan modeli`, definition: msg`Bir çarpmayı dikdörtgenin parçalarının alanlarıyla gösterme.` },
      { term: msg`Kısa yoldan çarpma`, definition: msg`10, 100, 1000 ya da 5, 25, 50 gibi sayılarla çarparken kullanılan kolay yol.` },
    ],
  },
  procedure: {
    goal: msg`Kareli kâğıtta dikdörtgen çizip parçalara ayırarak iki basamaklı sayıları çarpmak ve sonucu alt alta çarpmayla karşılaştırmak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`1 cm kareli kâğıt`, quantity: msg`Her öğrenciye 2 sayfa` },
      { name: msg`Cetvel`, quantity: msg`Her öğrenciye 1` },
      { name: msg`Dört farklı renkte boya kalemi`, quantity: msg`Her öğrenciye 1 takım` },
      { name: msg`Çarpma kartları (örneğin 23 × 14, 16 × 12, 25 × 8)`, quantity: msg`Her ikili gruba 6 tane` },
    ],
    safety: [msg`Kalem ve cetveli arkadaşına doğru sallama; kalemi ağzına alma.`],
    steps: [
      msg`Bir kart çek. Kareli kâğıdı yatay tut. Çarpanlar kadar sütun ve sıradan oluşan bir dikdörtgen çiz (örneğin 23 sütun, 14 sıra).`,
      msg`Dikdörtgeni onluk ve birliklerine göre dört parçaya ayıran iki çizgi çiz: 20 ile 3 arasına, 10 ile 4 arasına.`,
      msg`Her parçayı ayrı renge boya ve içine kaç kare olduğunu çarparak yaz.`,
      msg`Dört parçanın toplamını bul. Sonra aynı işlemi alt alta çarpma ile yap.`,
      msg`İki sonucu karşılaştır. Alt alta çarpmadaki her satır, dikdörtgenin hangi parçalarına karşılık geliyor?`,
    ],
    observations: [
      msg`En büyük parça hangisiydi? Neden?`,
      msg`Alt alta çarpmada ikinci satırı neden bir basamak sola kaydırıyoruz?`,
      msg`Parçaları topladığında alt alta çarpmayla aynı sonucu buldun mu?`,
    ],
    conclusion: msg`Bir çarpmayı parçalara ayırıp her parçayı çarparak ve sonuçları toplayarak yapabiliriz. Alt alta çarpma da bu parçalamanın kısa yazılışıdır.`,
  },
  questions: [
    {
      id: 'column',
      prompt: msg`324 × 23 kaç eder?`,
      options: [msg`7 452`, msg`1 620`, msg`7 352`],
      correctIndex: 0,
      explanation: msg`324 × 3 = 972 ve 324 × 20 = 6 480. 972 + 6 480 = 7 452. İkinci satır 2 ile değil 20 ile çarpıldığı için bir basamak sola kaydırılır.`,
      hints: [msg`23’ü 20 ve 3 diye ayır.`, msg`324’ü önce 3 ile, sonra 20 ile çarp.`, msg`İkinci satırı kaydırmayı unutursan sonuç çok küçük çıkar.`],
    },
    {
      id: 'three-factors',
      prompt: msg`25 × 17 × 4 kaç eder?`,
      options: [msg`425`, msg`1 700`, msg`2 500`],
      correctIndex: 1,
      explanation: msg`Çarpma sırasını değiştirebiliriz: 25 × 4 = 100, 100 × 17 = 1 700.`,
      hints: [msg`Hangi iki sayının çarpımı kolay bir sayı verir?`, msg`25 ile 4’ü önce çarp.`],
    },
    {
      id: 'times-hundred',
      prompt: msg`46 × 100 kaç eder?`,
      options: [msg`460`, msg`46 000`, msg`4 600`],
      correctIndex: 2,
      explanation: msg`100 ile çarparken sayının sonuna iki sıfır yazılır: 4 600.`,
      hints: [msg`100’de kaç sıfır var?`, msg`O kadar sıfırı 46’nın sonuna yaz.`],
    },
    {
      id: 'times-five',
      prompt: msg`48 × 5 işlemini kısa yoldan yap. Sonuç kaçtır?`,
      options: [msg`240`, msg`2 400`, msg`480`],
      correctIndex: 0,
      explanation: msg`5, 10’un yarısıdır. 48’in yarısı 24; 24 × 10 = 240.`,
      hints: [msg`5 ile 10 arasında nasıl bir ilişki var?`, msg`48’in yarısını bul ve 10 ile çarp.`],
    },
    {
      id: 'buses',
      prompt: msg`Bir firmanın 12 otobüsü var. Her otobüste 45 koltuk var. Otobüslerin hepsi doluyken kaç yolcu taşınır?`,
      options: [msg`135`, msg`540`, msg`450`],
      correctIndex: 1,
      explanation: msg`45 × 12 yaparız: 45 × 2 = 90, 45 × 10 = 450. 90 + 450 = 540 yolcu.`,
      hints: [msg`Eşit gruplar var; hangi işlemi yaparsın?`, msg`12’yi 10 ve 2 diye ayırarak çarp.`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Eşit zıplamalarla çarp`,
    instructions: msg`Nokta 0’da durur. Zıplama düğmesine her basışında nokta aynı büyüklükte ileri zıplar. İstenen sayıda zıpla ve vardığın sayıyı oku. Sonra “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'number-line',
      min: 0,
      max: 1000,
      step: 25,
      labelEvery: 4,
      tasks: [
        { kind: 'jumps', prompt: msg`8 × 25 kaç eder? 0’dan 25’er 8 kez zıpla.`, start: 0, target: 200, sizes: [25], direction: 'forward' },
        { kind: 'jumps', prompt: msg`12 × 25 kaç eder? Her 4 zıplamada kaç yüz ilerliyorsun?`, start: 0, target: 300, sizes: [25], direction: 'forward' },
        { kind: 'jumps', prompt: msg`7 × 50 kaç eder? 50’şer zıpla.`, start: 0, target: 350, sizes: [50], direction: 'forward' },
        { kind: 'jumps', prompt: msg`3 × 250 kaç eder?`, start: 0, target: 750, sizes: [250], direction: 'forward' },
        { kind: 'jumps', prompt: msg`8 × 125 kaç eder? 125’er zıpla.`, start: 0, target: 1000, sizes: [125], direction: 'forward' },
        {
          kind: 'jumps',
          prompt: msg`9 × 4 × 25 kaç eder? Önce 4 × 25’in kaç ettiğini düşün, sonra 100’er zıpla.`,
          start: 0,
          target: 900,
          sizes: [100],
          direction: 'forward',
        },
      ],
    },
  },
  worksheet: {
    title: msg`Parçalayarak Çarp Çalışma Sayfası`,
    instructions: msg`Kareli kâğıtta yaptığın çarpmaları tabloya yaz. Sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`16 × 12 işlemini alan modeliyle dört parçaya ayırarak yap. Sonra alt alta çarp.`, lines: 4 },
      { prompt: msg`36 × 25 ve 36 × 50 işlemlerini kısa yoldan yap. Nasıl düşündüğünü yaz.`, lines: 3 },
      { prompt: msg`2 × 37 × 5 işlemini en kolay sırayla yap ve nedenini açıkla.`, lines: 2 },
    ],
    table: {
      caption: msg`Alan modeliyle çarpma`,
      columns: [msg`İşlem`, msg`Parça 1`, msg`Parça 2`, msg`Parça 3`, msg`Parça 4`, msg`Çarpım`],
      rows: 5,
    },
  },
  story: {
    title: msg`Fındık’ın Sepetleri`,
    paragraphs: [
      msg`Fındık, pazara götürmek için 12 sepet hazırladı. Her sepete 25 fındık koydu. “Kaç fındık eder?” diye sordu kardeşi Minik.`,
      msg`Minik 25, 50, 75 diye saymaya başladı. Fındık güldü: “Dur, bir yolu var. 4 sepet 100 fındık eder, çünkü 4 × 25 = 100.”`,
      msg`Sepetleri dörderli üç gruba ayırdılar. “Her grup 100 fındık. 3 grup 300 fındık!” dedi Minik.`,
      msg`Pazarda Tavşan Pamuk, içinde 45’er fındık olan torbalardan 12 tane istedi. Fındık bu kez 12’yi 10 ve 2 diye ayırdı: 45 × 10 = 450, 45 × 2 = 90. “Toplam 540 fındık!”`,
    ],
    lesson: msg`Sayıları kolay parçalara ayırmak ve çarpma sırasını akıllıca seçmek, büyük çarpmaları kolaylaştırır.`,
  },
};
