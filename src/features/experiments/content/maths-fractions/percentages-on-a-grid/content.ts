import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Mağazalarda “%20 indirim”, meyve suyu kutularında “%100 meyve suyu” yazısını görürsün. Yüzde, bir bütünü 100 eş parçaya bölüp bu parçalardan kaçını aldığımızı söyler.`,
    sections: [
      {
        heading: msg`Yüzde nedir?`,
        paragraphs: [
          msg`Paydası 100 olan bir kesir yüzde sembolüyle de yazılabilir: 35/100 = %35. %35 “yüzde otuz beş” diye okunur. Türkçede yüzde sembolü sayının önüne yazılır.`,
          msg`Yüzlük tabloda her kare bütünün %1’idir; tablonun tamamı %100’dür. Bir sıra 10 kare olduğundan %10 eder.`,
        ],
      },
      {
        heading: msg`Kesir, ondalık gösterim ve yüzde`,
        paragraphs: [
          msg`Aynı büyüklüğü üç biçimde yazabiliriz: 1/4 = 25/100 = 0,25 = %25. 1/2 = 50/100 = 0,5 = %50. 1/5 = 20/100 = 0,2 = %20.`,
          msg`Bir kesri yüzdeye çevirmek için paydasını 100 yapacak biçimde genişletiriz: 3/4 = 75/100 = %75.`,
        ],
      },
      {
        heading: msg`Bir çokluğun yüzdesi`,
        paragraphs: [
          msg`20 öğrencinin %25’i kaç öğrencidir? %25 = 1/4 olduğundan 20’nin 1/4’ünü buluruz: 20 ÷ 4 = 5 öğrenci.`,
          msg`Başka bir yol: 20’nin %1’i 20/100’dür; %25’i bunun 25 katıdır: 20 × 25 ÷ 100 = 5. İki yol da aynı sonucu verir.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Yüzde`, definition: msg`Bir bütünün 100 eş parçasından kaçının alındığını gösteren ifade; paydası 100 olan kesir.` },
      { term: msg`Yüzde sembolü`, definition: msg`% işareti; Türkçede sayının önüne yazılır: %40.` },
      { term: msg`Yüzde yüz`, definition: msg`Bütünün tamamı: %100 = 100/100 = 1.` },
    ],
  },
  procedure: {
    goal: msg`Yüzlük tablolarla yüzdeleri modellemek, kesir ve ondalık gösterimle eşleştirmek ve bir çokluğun yüzdesini bulmak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Kareleri 1 cm olan 10 × 10 yüzlük tablo çıktısı`, quantity: msg`Her öğrenciye 4 tane` },
      { name: msg`Boya kalemi`, quantity: msg`Her öğrenciye 3 farklı renk` },
      { name: msg`İndirim yüzdeleri yazılı market broşürü sayfası`, quantity: msg`Her ikili gruba 1 tane` },
      { name: msg`Kurşun kalem ve silgi`, quantity: msg`Her öğrenciye 1’er tane` },
    ],
    safety: [
      msg`Boya kalemlerini ağzına alma; sivri kalemleri ucu aşağı bakacak biçimde taşı.`,
      msg`Broşür kâğıdının kenarı parmağını kesebilir; sayfaları kenarından hızla çekme.`,
    ],
    steps: [
      msg`Birinci tablonun altına “100 kare = 1 bütün = %100” yaz. Bir karenin yanına %1, bir sıranın yanına %10 yaz.`,
      msg`Birinci tabloda %30’u boya. Boyalı kısmı kesir, ondalık gösterim ve yüzde olarak üç biçimde yaz.`,
      msg`İkinci tabloda 1/2’yi, üçüncüsünde 1/4’ü, dördüncüsünde 1/5’i boya. Her birinin yüzde karşılığını boyalı kareleri sayarak bul.`,
      msg`Broşürdeki bir indirimi seç (ör. %20). İndirimi tabloya boya ve “100 liralık üründe kaç lira indirim yapılır?” sorusunu cevapla.`,
      msg`20 öğrencilik bir sınıfın %25’inin kaç öğrenci olduğunu önce 1/4’ü bularak, sonra %1’ini bularak hesapla; iki sonucu karşılaştır.`,
    ],
    observations: [
      msg`%50 ile 1/2 tabloda aynı sayıda kareyi mi kaplıyor?`,
      msg`Bir sıra boyadığında yüzde kaçı boyamış oluyorsun?`,
      msg`%25 ile 0,25’i nasıl eşleştirdin?`,
    ],
    conclusion: msg`Yüzde, 100 eş parçanın kaç parçasının alındığını söyler. Aynı büyüklük kesir, ondalık gösterim ve yüzde olarak yazılabilir: 1/4 = 0,25 = %25. Bir çokluğun yüzdesini bulmak için yüzdeyi bir kesir gibi kullanırız.`,
  },
  questions: [
    {
      id: 'read-percent',
      prompt: msg`Yüzlük tabloda 100 karenin 35 tanesi boyalıdır. Boyalı kısım nasıl yazılır ve okunur?`,
      options: [msg`%35, “yüzde otuz beş”`, msg`35%, “otuz beş yüzde”`, msg`%3,5, “yüzde üç virgül beş”`, msg`%65, “yüzde altmış beş”`],
      correctIndex: 0,
      explanation: msg`100 karenin 35’i 35/100’dür. Türkçede yüzde sembolü sayının önüne yazılır: %35; “yüzde otuz beş” diye okunur. %65 boyalı olmayan kısımdır.`,
      hints: [msg`Boyalı kısmı önce paydası 100 olan bir kesirle yaz.`, msg`Türkçede % işareti sayının önüne mi arkasına mı yazılır?`],
    },
    {
      id: 'quarter',
      prompt: msg`1/4 aşağıdakilerden hangisine eşittir?`,
      options: [msg`%14`, msg`%40`, msg`%25`, msg`%4`],
      correctIndex: 2,
      explanation: msg`1/4 kesrinin pay ve paydasını 25 ile genişletirsek 25/100 olur; bu da %25’tir.`,
      hints: [msg`Paydayı 100 yapmak için 4’ü kaç ile çarparsın?`, msg`Payı da aynı sayıyla çarp.`],
    },
    {
      id: 'decimal-to-percent',
      prompt: msg`0,6 sayısı yüzde kaçtır?`,
      options: [msg`%6`, msg`%60`, msg`%16`, msg`%0,6`],
      correctIndex: 1,
      explanation: msg`0,6 = 6/10 = 60/100 = %60. Yüzlük tabloda 6 tam sıra, yani 60 kare boyanır.`,
      hints: [msg`0,6 kaç onda birdir? Tabloda kaç sıra boyarsın?`, msg`Bir sıra 10 karedir; boyalı kare sayısını bul.`],
    },
    {
      id: 'percent-of-amount',
      prompt: msg`20 kişilik bir sınıftaki öğrencilerin %25’i gözlüklüdür. Kaç öğrenci gözlüklüdür?`,
      options: [msg`4`, msg`25`, msg`20`, msg`5`],
      correctIndex: 3,
      explanation: msg`%25 = 1/4’tür. 20’nin 1/4’ü 20 ÷ 4 = 5’tir. Yani 5 öğrenci gözlüklüdür.`,
      hints: [msg`%25 hangi basit kesre eşittir?`, msg`Sınıfı 4 eş gruba ayırırsan bir grupta kaç öğrenci olur?`],
    },
    {
      id: 'the-rest',
      prompt: msg`Bir bahçenin %40’ına domates ekildi, kalanına biber ekildi. Bahçenin yüzde kaçına biber ekildi?`,
      options: [msg`%40`, msg`%60`, msg`%140`],
      correctIndex: 1,
      explanation: msg`Bahçenin tamamı %100’dür. %100 − %40 = %60’ına biber ekilmiştir.`,
      hints: [msg`Bahçenin tamamı yüzde kaçtır?`, msg`Tamamından domates ekilen kısmı çıkar.`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Yüzlük tablo`,
    instructions: msg`Karelere dokunarak ya da düğmelerle yüzlük tabloyu boya. Her kare tablonun %1’i, her sıra %10’udur.`,
    manipulative: {
      type: 'hundred-grid',
      tasks: [
        { kind: 'shade', prompt: msg`Tablonun %30’unu boya.`, hundredths: 30 },
        { kind: 'shade', prompt: msg`Tablonun %5’ini boya.`, hundredths: 5 },
        {
          kind: 'read',
          prompt: msg`Tablonun yüzde kaçı boyalı?`,
          shaded: 35,
          options: [msg`%35`, msg`%3,5`, msg`%65`],
          correctIndex: 0,
        },
        { kind: 'shade', prompt: msg`Tablonun 1/4’ünü boya. Boyadığın kısım yüzde kaç eder?`, hundredths: 25 },
        {
          kind: 'read',
          prompt: msg`Boyalı kısmı gösteren kesir hangisidir?`,
          shaded: 60,
          options: [msg`6/100`, msg`3/5`, msg`1/60`],
          correctIndex: 1,
        },
        { kind: 'shade', prompt: msg`Tablonun 0,75’ini boya. Bu, yüzde kaçtır?`, hundredths: 75 },
      ],
    },
  },
  worksheet: {
    title: msg`Yüzdeler Çalışma Sayfası`,
    instructions: msg`Yüzlük tablolarını kullanarak tabloyu doldur ve soruları cevapla.`,
    tasks: [
      { prompt: msg`1/2, 1/5 ve 3/4 kesirlerini yüzde olarak yaz. Birini yüzlük tabloda göster.`, lines: 3 },
      { prompt: msg`40 cevizin %10’u kaç cevizdir? Nasıl bulduğunu yaz.`, lines: 2 },
      { prompt: msg`Bir ayakkabıya %20 indirim yapıldı. 100 liralık ayakkabı kaç liraya satılır?`, lines: 2 },
    ],
    table: {
      caption: msg`Aynı büyüklüğün üç yazılışı`,
      columns: [msg`Boyalı kare sayısı`, msg`Kesir`, msg`Ondalık gösterim`, msg`Yüzde`],
      rows: 5,
    },
  },
  story: {
    title: msg`Fındık’ın Kış Hazırlığı`,
    paragraphs: [
      msg`Fındık kış için 20 fındık toplamıştı. Arkadaşı Tavşan Pamuk hastalanınca ona fındıklarının %25’ini vermeye karar verdi.`,
      msg`“Yüzde yirmi beş… Yani 25 fındık mı?” diye düşündü ama elinde yalnızca 20 fındık vardı. Kafası karıştı.`,
      msg`Kirpi Diken yardıma geldi: “%25, 100 parçanın 25 parçası demek; bu da dörtte bir. Fındıklarını 4 eş gruba ayır.”`,
      msg`Fındık fındıklarını 4 gruba ayırdı; her grupta 5 fındık vardı. Bir grubu Pamuk’a götürdü, 15 fındık da kendine kaldı.`,
      msg`Pamuk fındıkları alınca gülümsedi: “Tam dörtte biri! Teşekkürler, Fındık.”`,
    ],
    lesson: msg`Yüzde tek başına bir miktar değil, bütünün 100 eş parçasından kaçının alındığıdır: 20’nin %25’i 25 değil, 20’nin dörtte biri olan 5’tir.`,
  },
};
