import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Bir bütünü 10 ya da 100 eş parçaya bölünce parçaları kesirle yazabiliriz; aynı büyüklüğü virgüllü bir sayıyla da yazabiliriz. 3/10 ile 0,3 aynı büyüklüğü gösterir. Bu yazıma ondalık gösterim denir.`,
    sections: [
      {
        heading: msg`Onda birler ve yüzde birler`,
        paragraphs: [
          msg`Yüzlük tablo 100 eş kareden oluşan bir bütündür. Bir kare bütünün yüzde biridir: 1/100 = 0,01. On kareden oluşan bir sıra bütünün onda biridir: 1/10 = 0,1.`,
          msg`3 sıra boyarsan 3/10 = 0,3; 3 sıra ile 5 kare boyarsan 35/100 = 0,35 elde edersin. 0,35 “sıfır tam yüzde otuz beş” diye okunur.`,
        ],
      },
      {
        heading: msg`Virgül ve basamaklar`,
        paragraphs: [
          msg`Virgülün solunda tam kısım, sağında ondalık kısım bulunur. Virgülün sağındaki ilk basamak onda birler, ikincisi yüzde birler, üçüncüsü binde birler basamağıdır.`,
          msg`4,52 sayısında 4 birler basamağındadır ve değeri 4’tür; 5 onda birler basamağındadır ve değeri 0,5’tir; 2 yüzde birler basamağındadır ve değeri 0,02’dir.`,
        ],
      },
      {
        heading: msg`Kesirden ondalığa, karşılaştırma`,
        paragraphs: [
          msg`Paydası 10 ya da 100 yapılabilen bir kesri önce genişletir, sonra ondalık gösterimle yazarız: 3/4 = 75/100 = 0,75; 2/5 = 4/10 = 0,4.`,
          msg`İki ondalık gösterimi karşılaştırırken önce tam kısımlara, sonra onda birlere, sonra yüzde birlere bakarız. 0,5 = 0,50 olduğu için 0,5 sayısı 0,45’ten büyüktür; tabloda 50 kare 45 kareden fazladır.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Ondalık gösterim`, definition: msg`Paydası 10, 100, 1000 olan kesirlerin virgül kullanılarak yazılışı.` },
      { term: msg`Onda bir`, definition: msg`Bütünün 10 eş parçasından biri: 1/10 = 0,1.` },
      { term: msg`Yüzde bir`, definition: msg`Bütünün 100 eş parçasından biri: 1/100 = 0,01.` },
      { term: msg`Tam kısım`, definition: msg`Ondalık gösterimde virgülün solundaki kısım.` },
      { term: msg`Ondalık kısım`, definition: msg`Ondalık gösterimde virgülün sağındaki kısım.` },
    ],
  },
  procedure: {
    goal: msg`Yüzlük tabloları boyayarak kesirleri ondalık gösterimle yazmak, okumak ve karşılaştırmak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Kareleri 1 cm olan 10 × 10 yüzlük tablo çıktısı`, quantity: msg`Her öğrenciye 4 tane` },
      { name: msg`Üç farklı renkte boya kalemi`, quantity: msg`Her öğrenciye 1 takım` },
      { name: msg`Kurşun kalem ve silgi`, quantity: msg`Her öğrenciye 1’er tane` },
      { name: msg`Üzerinde ondalık gösterimler yazılı kartlar (0,3; 0,07; 0,35; 0,5; 0,45; 0,9 gibi)`, quantity: msg`Her ikili gruba 6 tane` },
    ],
    safety: [
      msg`Boya kalemlerini ağzına alma; sivri kalemleri ucu aşağı bakacak biçimde taşı.`,
      msg`Kalem açarken talaşı çöpe dök ve kalemtıraşın bıçağına parmağını değdirme.`,
    ],
    steps: [
      msg`Birinci tablonun tamamını 1 bütün kabul et. Bir karenin yanına 1/100 = 0,01, bir sıranın yanına 1/10 = 0,1 yaz.`,
      msg`Birinci tabloda 3 tam sıra boya. Boyalı kısmı kesirle ve ondalık gösterimle yaz, okunuşunu söyle.`,
      msg`İkinci tabloda 3 sıra ile 5 tek kare boya. 35/100 = 0,35 yaz; 3’ün onda birler, 5’in yüzde birler basamağında olduğunu göster.`,
      msg`Üçüncü tabloda 0,5’i bir renkle, dördüncü tabloda 0,45’i başka bir renkle boya. Tabloları yan yana koyup hangisinin büyük olduğunu bul.`,
      msg`Arkadaşınla kartları sırayla çekin: biri kartı okur, diğeri tabloya boyar; sonra rolleri değiştirin.`,
      msg`3/4 ve 2/5 kesirlerini önce paydası 100 ya da 10 olacak biçimde genişlet, sonra tabloda göster ve ondalık gösterimle yaz.`,
    ],
    observations: [
      msg`0,3 ile 0,30 tabloda aynı büyüklüğü mü gösteriyor?`,
      msg`0,07 ile 0,7 arasındaki fark tabloda nasıl görünüyor?`,
      msg`0,5 ile 0,45’ten hangisi büyük? Bunu kare sayılarıyla nasıl açıklarsın?`,
    ],
    conclusion: msg`Bir sıra bütünün onda birini, bir kare yüzde birini gösterir. Ondalık gösterimde virgülden sonraki ilk basamak onda birleri, ikinci basamak yüzde birleri sayar. Ondalık gösterimleri karşılaştırırken basamak basamak bakarız; 0,5 = 0,50 olduğundan 0,45’ten büyüktür.`,
  },
  questions: [
    {
      id: 'seven-squares',
      prompt: msg`Yüzlük tabloda 7 kare boyalıdır. Boyalı kısmın ondalık gösterimi hangisidir?`,
      options: [msg`0,7`, msg`0,07`, msg`7,0`, msg`0,007`],
      correctIndex: 1,
      explanation: msg`Bir kare bütünün yüzde biridir. 7 kare 7/100 eder; bu da 0,07 diye yazılır: onda birler basamağında 0, yüzde birler basamağında 7 vardır.`,
      hints: [msg`Bir kare bütünün kaçta biridir?`, msg`7 kare tam bir sıra eder mi? Onda birler basamağına ne yazılır?`],
    },
    {
      id: 'three-fifths',
      prompt: msg`3/5 kesrinin ondalık gösterimi hangisidir?`,
      options: [msg`0,6`, msg`0,35`, msg`3,5`, msg`0,06`],
      correctIndex: 0,
      explanation: msg`3/5 kesrinin pay ve paydasını 2 ile genişletirsek 6/10 olur. 6/10 ondalık gösterimle 0,6 diye yazılır.`,
      hints: [msg`Paydayı 10 yapmak için 5’i kaç ile çarparsın?`, msg`Payı da aynı sayıyla çarp; kaç onda bir elde ettin?`],
    },
    {
      id: 'place-value',
      prompt: msg`4,52 sayısında 5 rakamının basamak değeri nedir?`,
      options: [msg`5`, msg`0,05`, msg`0,5`, msg`50`],
      correctIndex: 2,
      explanation: msg`5 rakamı virgülün sağındaki ilk basamakta, yani onda birler basamağındadır. Değeri 5 onda bir, yani 0,5’tir.`,
      hints: [msg`5 rakamı virgülün solunda mı, sağında mı?`, msg`Virgülün sağındaki ilk basamağın adı nedir?`],
    },
    {
      id: 'greatest',
      prompt: msg`Aşağıdakilerden hangisi en büyüktür?`,
      options: [msg`0,45`, msg`0,405`, msg`0,09`, msg`0,5`],
      correctIndex: 3,
      explanation: msg`Tam kısımların hepsi 0. Onda birler basamağına bakalım: 0,45’te 4, 0,405’te 4, 0,09’da 0, 0,5’te 5 var. En büyük onda birler basamağı 5 olduğu için 0,5 en büyüktür.`,
      hints: [msg`Önce tam kısımlara bak; hepsi aynı mı?`, msg`Şimdi virgülden sonraki ilk basamakları karşılaştır.`],
    },
    {
      id: 'longer-is-not-bigger',
      prompt: msg`Ece, “0,45 sayısı 0,5’ten büyüktür, çünkü 45 sayısı 5’ten büyüktür.” diyor. Haklı mı?`,
      options: [
        msg`Evet, çünkü 0,45’in daha çok basamağı var`,
        msg`Hayır, çünkü 0,5 = 0,50 ve 50 yüzde bir 45 yüzde birden fazladır`,
        msg`Evet, çünkü 45 yüzde bir 5 onda birden fazladır`,
      ],
      correctIndex: 1,
      explanation: msg`0,5 sayısının sonuna 0 yazınca değeri değişmez: 0,5 = 0,50. Yüzlük tabloda 0,50 için 50 kare, 0,45 için 45 kare boyanır. Bu yüzden 0,5 daha büyüktür; basamak sayısının çok olması sayının büyük olduğunu göstermez.`,
      hints: [msg`İki sayıyı yüzlük tabloda boyadığını düşün: kaçar kare boyarsın?`, msg`0,5’i yüzde birlerle yazarsan kaç yüzde bir eder?`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Yüzlük tablo`,
    instructions: msg`Karelere dokunarak ya da düğmelerle yüzlük tabloyu boya. Bir sıra 10 kare, yani bütünün onda biridir; bir kare yüzde biridir.`,
    manipulative: {
      type: 'hundred-grid',
      tasks: [
        { kind: 'shade', prompt: msg`Tablonun 0,3’ünü boya.`, hundredths: 30 },
        { kind: 'shade', prompt: msg`Tablonun 0,07’sini boya. Kaç kare boyaman gerektiğini düşün.`, hundredths: 7 },
        { kind: 'shade', prompt: msg`Tablonun 0,45’ini boya: 4 onda bir ve 5 yüzde bir.`, hundredths: 45 },
        {
          kind: 'read',
          prompt: msg`Tablonun boyalı kısmını gösteren ondalık gösterim hangisidir?`,
          shaded: 62,
          options: [msg`0,62`, msg`6,2`, msg`0,062`],
          correctIndex: 0,
        },
        {
          kind: 'read',
          prompt: msg`Boyalı kısım hangi ondalık gösterimle yazılır?`,
          shaded: 80,
          options: [msg`0,08`, msg`0,8`, msg`8,0`],
          correctIndex: 1,
        },
        { kind: 'shade', prompt: msg`Tablonun 3/4’ünü boya. Kesri paydası 100 olacak biçimde genişletmeyi düşün.`, hundredths: 75 },
      ],
    },
  },
  worksheet: {
    title: msg`Ondalık Gösterim Çalışma Sayfası`,
    instructions: msg`Yüzlük tablolarını kullanarak tabloyu doldur ve soruları cevapla.`,
    tasks: [
      { prompt: msg`0,6 ile 0,06’yı iki ayrı yüzlük tabloda göster. Aralarındaki farkı bir cümleyle açıkla.`, lines: 3 },
      { prompt: msg`7,38 sayısındaki her rakamın basamak adını ve basamak değerini yaz.`, lines: 3 },
      { prompt: msg`1/4, 2/5 ve 9/20 kesirlerini ondalık gösterimle yaz ve küçükten büyüğe sırala.`, lines: 3 },
    ],
    table: {
      caption: msg`Boyadığım tablolar`,
      columns: [msg`Boyalı kare sayısı`, msg`Kesir`, msg`Ondalık gösterim`, msg`Okunuşu`],
      rows: 5,
    },
  },
  story: {
    title: msg`Fındık’ın Pazar Tahtası`,
    paragraphs: [
      msg`Orman pazarında Kirpi Diken fındıklı kurabiye satıyordu. Tahtaya “Bir kurabiye: 0,5 lira” yazmıştı.`,
      msg`Tavşan Pamuk cebindeki paraya baktı: “Bende 0,45 lira var. 45, 5’ten büyük; demek ki param yeter, üstü bile kalır!”`,
      msg`Fındık tahtanın köşesindeki yüzlük tabloyu aldı. “Bir lira 100 kuruştur,” dedi, “her kare 1 kuruş olsun. 0,5 lira için 5 sıra, yani 50 kare boyarız. 0,45 lira için 4 sıra ve 5 kare, yani 45 kare.”`,
      msg`Pamuk iki tabloya baktı ve kulaklarını düşürdü: “Benim 5 karem eksik!” Diken gülümsedi: “O zaman yarın 5 kuruş daha getir, kurabiyen hazır olur.”`,
      msg`Pamuk o akşam kumbarasından 5 kuruş daha aldı ve ertesi gün kurabiyesini keyifle yedi.`,
    ],
    lesson: msg`Ondalık gösterimlerde basamak sayısı değil, basamak değerleri önemlidir: 0,5 = 0,50 olduğu için 0,45’ten büyüktür.`,
  },
};
