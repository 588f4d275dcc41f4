import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Masanın üstünü örtüyle, duvarı fayansla, yeri halıyla kaplarız. Bir yüzeyi kaplamak için ne kadar malzeme gerektiği, o yüzeyin alanına bağlıdır.`,
    sections: [
      {
        heading: msg`Alan nedir?`,
        paragraphs: [
          msg`Bir yüzeyin kapladığı yerin büyüklüğüne alan denir. Defterinin kapağı, sıranın üstü ve sınıfın tabanı birer yüzeydir.`,
          msg`Bir yüzeyin alanını ölçmek için onu aynı büyüklükteki parçalarla boşluk bırakmadan ve parçaları üst üste getirmeden kaplar, parçaları sayarız.`,
        ],
      },
      {
        heading: msg`Birim seçmek`,
        paragraphs: [
          msg`Kaplamada kullandığımız parçaya birim deriz: yapışkan not, oyun kartı, kare kâğıt… Aynı yüzey küçük birimlerle kaplanınca daha çok, büyük birimlerle kaplanınca daha az birim gerekir.`,
          msg`Bir sıranın üstü yaklaşık 100 yapışkan notla ya da 10 defterle kaplanabilir. Sayılar farklıdır ama yüzey aynıdır; fark, birimlerin büyüklüğündendir.`,
        ],
      },
      {
        heading: msg`Kareli kâğıtta alan`,
        paragraphs: [
          msg`Kareli kâğıttaki her kare aynı büyüklükte olduğu için alanı kareleri sayarak karşılaştırabiliriz. 3 sıra, her sırada 4 kare olan bir dikdörtgen 12 kare kaplar.`,
          msg`Aynı sayıda kareyle farklı biçimli şekiller yapabiliriz. 6 kareden yapılmış bütün şekillerin alanı eşittir.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Alan`, definition: msg`Bir yüzeyin kapladığı yerin büyüklüğü.` },
      { term: msg`Birim`, definition: msg`Ölçerken kullandığımız, hepsi aynı büyüklükteki parça.` },
      { term: msg`Kaplamak`, definition: msg`Bir yüzeyi boşluk bırakmadan ve parçaları üst üste getirmeden örtmek.` },
    ],
  },
  procedure: {
    goal: msg`Sınıftaki yüzeyleri farklı birimlerle kaplayarak alanlarını ölçmek ve birimin büyüklüğünün ölçüm sonucunu nasıl değiştirdiğini görmek.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Aynı büyüklükte yapışkan not kâğıdı`, quantity: msg`Her gruba 1 deste` },
      { name: msg`Aynı büyüklükte oyun kartı ya da kartondan kesilmiş dikdörtgen`, quantity: msg`Her gruba 20 tane` },
      { name: msg`Kareli kâğıt`, quantity: msg`Her öğrenciye 1 sayfa` },
      { name: msg`Defter ve ders kitabı`, quantity: msg`Her öğrenciye 1’er tane` },
    ],
    safety: [
      msg`Sıraların üstüne çıkma; yüksek yerleri ölçmek gerekirse öğretmenine haber ver.`,
      msg`Yapışkan notları işin bitince topla ve kâğıt geri dönüşüm kutusuna at.`,
    ],
    steps: [
      msg`Defterinin ve ders kitabının kapağına bakarak hangisinin alanının daha büyük olduğunu tahmin et.`,
      msg`Kapağı yapışkan notlarla boşluk bırakmadan ve notları üst üste getirmeden kapla. Kaç not kullandığını tabloya yaz. Kenarlardan taşan yarım notları “yarım” olarak ayrıca not et.`,
      msg`Aynı kapağı bu kez kartlarla kapla ve say. İki sayıyı karşılaştır.`,
      msg`Grubunla sıranın üstünü önce yapışkan notlarla, sonra kartlarla kaplayın ve sayın. Kartlar yetmezse koyduğunuz kartları sayıp kaldırın, kalan yeri kaplamaya devam edin.`,
      msg`Kareli kâğıda 6 kareden oluşan üç farklı şekil çiz ve boya.`,
    ],
    observations: [
      msg`Aynı kapak için yapışkan notlarla mı, kartlarla mı daha büyük bir sayı buldun? Neden?`,
      msg`Defterin mi, kitabın mı alanı daha büyüktü? Tahminin doğru muydu?`,
      msg`6 kareden yaptığın şekillerin biçimleri ve alanları hakkında ne söyleyebilirsin?`,
    ],
    conclusion: msg`Bir yüzeyin alanını, onu aynı büyüklükteki birimlerle boşluk bırakmadan kaplayıp birimleri sayarak ölçeriz. Birim küçüldükçe sayı büyür, birim büyüdükçe sayı küçülür; bu yüzden sonucu söylerken hangi birimi kullandığımızı da söyleriz. Aynı sayıda kareden oluşan şekillerin alanları eşittir.`,
  },
  questions: [
    {
      id: 'what-is-area',
      prompt: msg`Alan neyi gösterir?`,
      options: [msg`Bir yüzeyin kapladığı yerin büyüklüğünü`, msg`Bir şeklin kenarlarının toplam uzunluğunu`, msg`Bir şeklin köşe sayısını`],
      correctIndex: 0,
      explanation: msg`Alan, bir yüzeyin kapladığı yerin büyüklüğüdür. Kenarların toplam uzunluğu ise çevredir.`,
      hints: [msg`Kapağı yapışkan notlarla kaplarken neyi ölçtün?`, msg`Kenarların uzunluğuna ne ad veriyorduk? Alan o değil.`],
    },
    {
      id: 'different-units',
      prompt: msg`Ali masasını 10 defterle, Ece aynı masayı 20 kartla kapladı. Neden farklı sayılar buldular?`,
      options: [msg`Masa büyüdü.`, msg`Kullandıkları birimler farklı büyüklükteydi.`, msg`Ece yanlış saydı.`],
      correctIndex: 1,
      explanation: msg`Defter karttan büyük olduğu için aynı masayı daha az defter kaplar. Sayılar farklıdır ama masanın alanı aynıdır.`,
      hints: [msg`Masa değişti mi?`, msg`Bir defter mi büyüktür, bir kart mı?`],
    },
    {
      id: 'count-the-rectangle',
      prompt: msg`Kareli kâğıtta 3 sıra, her sırada 5 kare olan bir dikdörtgen var. Dikdörtgenin alanı kaç karedir?`,
      options: [msg`8`, msg`16`, msg`15`],
      correctIndex: 2,
      explanation: msg`3 sıranın her birinde 5 kare vardır: 5 + 5 + 5 = 15 kare.`,
      hints: [msg`Her sırada kaç kare var?`, msg`Sıralardaki kareleri topla.`],
    },
    {
      id: 'small-or-big-unit',
      prompt: msg`Aynı kapak büyük karelerle ve küçük karelerle kaplanıyor. Hangisinde daha büyük bir sayı bulunur?`,
      options: [msg`Küçük karelerle`, msg`Büyük karelerle`, msg`İkisinde de aynı sayı bulunur.`],
      correctIndex: 0,
      explanation: msg`Küçük kareler daha az yer kapladığı için aynı kapağı kaplamak için daha çok küçük kare gerekir.`,
      hints: [msg`Yapışkan notlarla ve kartlarla kaplarken hangisinden daha çok kullandın?`, msg`Birim küçülünce aynı yüzeye kaç tane sığar?`],
    },
    {
      id: 'same-area-shapes',
      prompt: msg`Elif ve Can kareli kâğıtta 6’şar kareden oluşan birer şekil çizdi. Hangisi kesinlikle doğrudur?`,
      options: [msg`İki şeklin alanı eşittir.`, msg`İki şeklin biçimi aynıdır.`, msg`Elif’in şeklinin alanı daha büyüktür.`],
      correctIndex: 0,
      explanation: msg`İki şekil de 6 kareden oluştuğu için alanları eşittir. Ama kareleri farklı dizdilerse biçimleri farklı olabilir.`,
      hints: [msg`Alanı bulmak için neyi sayıyorduk?`, msg`6 kareyi farklı biçimlerde dizebilir misin?`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Kareli zemin`,
    instructions: msg`Karelere dokunarak ya da ok tuşlarıyla gezip Boşluk tuşuyla boya. Kareler birbirine kenarlarıyla değmeli. İstenen şekli kurunca “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'grid-shape',
      columns: 7,
      rows: 5,
      tasks: [
        { prompt: msg`4 kareden oluşan bir şekil yap.`, area: 4 },
        { prompt: msg`Alanı 6 kare olan bir şekil yap.`, area: 6 },
        { prompt: msg`Alanı yine 6 kare olsun, ama bu kez çevresi 14 birim olsun.`, area: 6, perimeter: 14 },
        { prompt: msg`3 sıra, her sırada 4 kare olan bir dikdörtgen yap.`, area: 12, perimeter: 14, shape: 'rectangle' },
        { prompt: msg`Alanı 10 kare olan bir şekil yap.`, area: 10 },
      ],
    },
  },
  worksheet: {
    title: msg`Alan Ölçme Çalışma Sayfası`,
    instructions: msg`Kapladığın yüzeyleri ve kullandığın birimleri tabloya yaz.`,
    tasks: [
      { prompt: msg`Kareli kâğıda alanı 8 kare olan iki farklı şekil çiz.`, lines: 4 },
      { prompt: msg`Sınıfın tabanını ölçmek için yapışkan not mu, gazete sayfası mı daha uygundur? Neden?`, lines: 2 },
      { prompt: msg`4 sıra, her sırada 3 kare olan bir dikdörtgenin alanı kaç karedir?`, lines: 2 },
    ],
    table: {
      caption: msg`Kapladığım yüzeyler`,
      columns: [msg`Yüzey`, msg`Tahminim`, msg`Yapışkan not sayısı`, msg`Kart sayısı`],
      rows: 4,
    },
  },
  story: {
    title: msg`Fındık’ın Yaprak Halısı`,
    paragraphs: [
      msg`Kış yaklaşıyordu. Fındık, yuvasının tabanını yapraklarla kaplayıp sıcak bir halı yapmak istedi.`,
      msg`Önce küçük meşe yapraklarıyla başladı ve tam 40 yaprak kullandı. Kirpi Diken de kendi yuvasını kocaman çınar yapraklarıyla kapladı; ona yalnızca 10 yaprak yetti.`,
      msg`“Benim yuvam seninkinden dört kat büyük!” diye övündü Fındık. Diken başını salladı: “Yapraklarımız aynı büyüklükte değil ki.”`,
      msg`Sonra iki yuvayı da aynı çınar yapraklarıyla ölçtüler: Fındık’ın yuvasına 10, Diken’inkine de 10 yaprak sığdı. Yuvaların tabanları aynı büyüklükteydi!`,
      msg`Fındık güldü: “Karşılaştırmak için aynı birimi kullanmamız gerekiyormuş.”`,
    ],
    lesson: msg`Bir yüzeyin alanını ölçerken aynı büyüklükteki birimleri boşluksuz yerleştirip sayarız. Alanları karşılaştırırken aynı birimi kullanırız.`,
  },
};
