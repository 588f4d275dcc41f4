import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Bir satranç taşını ileri sürdüğünde ya da aynaya baktığında bir dönüşüm görürsün: şekil yer değiştirir ama biçimi ve boyutu aynı kalır. Öteleme ve yansıma, şekli bozmadan taşımanın iki yoludur.`,
    sections: [
      {
        heading: msg`Öteleme`,
        paragraphs: [
          msg`Ötelemede şeklin her noktası aynı yönde ve aynı uzaklıkta kaydırılır. Şekil dönmez, ters çevrilmez; yalnız konumu değişir. Kareli kâğıtta “4 birim sağa, 2 birim yukarı” gibi iki adımla anlatılır.`,
          msg`Koordinat düzleminde a birim sağa ve b birim yukarı ötelemede (x, y) noktası (x + a, y + b) noktasına gider. Sola ya da aşağı öteleme için ilgili sayı çıkarılır: B(−1, 4) noktası 5 birim sağa, 3 birim aşağı ötelenince B′(4, 1) olur.`,
        ],
      },
      {
        heading: msg`Yansıma`,
        paragraphs: [
          msg`Yansımada her nokta, yansıma doğrusuna (simetri doğrusuna) dik olarak doğrunun öbür yanına ve doğruya aynı uzaklığa taşınır. Görüntü, şeklin aynadaki hâli gibi ters çevrilmiştir: doğruya en yakın nokta görüntüde de doğruya en yakındır.`,
          msg`x eksenine göre yansımada (x, y) noktası (x, −y) olur; y eksenine göre yansımada (−x, y) olur. A(3, 2) noktasının x eksenine göre görüntüsü A′(3, −2)’dir.`,
        ],
      },
      {
        heading: msg`Neler korunur, ardışık dönüşümler`,
        paragraphs: [
          msg`Öteleme ve yansımada kenar uzunlukları, açı ölçüleri ve alan değişmez; şekil ile görüntüsü eştir. Değişen yalnız konum ve yansımada yöndür.`,
          msg`Bir şekle art arda birden fazla dönüşüm uygulanabilir. Önce yansıtıp sonra ötelemek için her adımın görüntüsünü bir sonraki adımın başlangıcı yaparız.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Öteleme`, definition: msg`Şeklin her noktasının aynı yönde ve aynı uzaklıkta kaydırılması.` },
      { term: msg`Yansıma`, definition: msg`Şeklin her noktasının bir doğruya göre, doğruya dik ve eşit uzaklıkta öbür yana taşınması.` },
      { term: msg`Simetri doğrusu`, definition: msg`Yansımanın yapıldığı doğru; şekil ile görüntüsü bu doğruya göre simetriktir.` },
      { term: msg`Görüntü`, definition: msg`Bir dönüşüm sonunda şeklin aldığı yeni hâl; köşeleri A′, B′ gibi adlandırılır.` },
    ],
  },
  procedure: {
    goal: msg`Kartondan kesilmiş çokgenleri kareli kâğıtta ve koordinat düzleminde öteleyip yansıtmak, görüntülerin köşe koordinatlarını bulmak ve korunan özellikleri belirlemek.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Kareli kâğıt (üzerine −8 ile 8 arasında eksenler çizilmiş)`, quantity: msg`Her öğrenciye 2 sayfa` },
      { name: msg`Kartondan kesilmiş küçük çokgenler (L biçimli altıgen, dik üçgen)`, quantity: msg`Her gruba 2 tane` },
      { name: msg`Aydınger kâğıdı`, quantity: msg`Her öğrenciye 1 yaprak` },
      { name: msg`Kırılmaz plastik ayna (MİRA ya da plastik el aynası)`, quantity: msg`Her gruba 1 tane` },
      { name: msg`Cetvel ve kurşun kalem`, quantity: msg`Her öğrenciye 1’er tane` },
    ],
    safety: [
      msg`Cam ayna kullanma; kırılmaz plastik ayna kullan ve kenarlarını kontrol et.`,
      msg`Kartonları öğretmenin kestiği hazır parçalardan al; makas gerekiyorsa kapalı ve ucu aşağıda taşı.`,
      msg`Aynayla güneşi ya da lamba ışığını kimsenin gözüne yansıtma.`,
    ],
    steps: [
      msg`Kartondan L biçimli şekli kareli kâğıdın 2. bölgesine yerleştir, kenarlarını çiz ve köşelerini A, B, C, … diye adlandır. Köşelerin koordinatlarını yaz.`,
      msg`Şekli kâğıttan kaldırmadan 5 birim sağa ve 2 birim aşağı kaydır, yeni yerini çiz ve köşeleri A′, B′, C′, … diye adlandır. Her köşenin koordinatının nasıl değiştiğini tabloya yaz.`,
      msg`İlk şekli y ekseniyle birlikte aydınger kâğıdına kopyala. Aydıngeri, kopyaladığın eksen kâğıttaki y ekseninin üstünde kalacak biçimde ters çevir; şeklin y eksenine göre görüntüsünü kalemle bastırarak kâğıda geçir. Köşe koordinatlarını karşılaştır.`,
      msg`Plastik aynayı x ekseni üzerine dik tut; şeklin aynadaki görüntüsünün nereye düştüğünü gözle ve x eksenine göre görüntüyü çiz.`,
      msg`Dik üçgeni önce x eksenine göre yansıt, sonra görüntüsünü 3 birim sola ötele. Her adımın köşe koordinatlarını yaz.`,
      msg`Şekil ile her görüntüsünün kenar uzunluklarını cetvelle, açılarını gözle ya da açıölçerle karşılaştır.`,
    ],
    observations: [
      msg`Ötelemede köşelerin x ve y koordinatları nasıl değişti? Bütün köşelerde aynı mı değişti?`,
      msg`y eksenine göre yansımada hangi koordinat işaret değiştirdi? x eksenine göre yansımada hangisi?`,
      msg`Görüntülerin kenar uzunlukları ve açıları ilk şekle göre değişti mi? Yansımada şeklin yönü için ne söyleyebilirsin?`,
    ],
    conclusion: msg`Ötelemede şeklin bütün noktaları aynı yönde aynı miktarda kayar; koordinatlara aynı sayılar eklenir ya da çıkarılır. Yansımada noktalar simetri doğrusuna dik ve eşit uzaklıkta öbür yana geçer; x eksenine göre y koordinatı, y eksenine göre x koordinatı işaret değiştirir. İki dönüşümde de uzunluklar, açılar ve alan korunur; şekil ile görüntüsü eştir.`,
  },
  questions: [
    {
      id: 'reflect-x-axis',
      prompt: msg`A(3, 2) noktasının x eksenine göre yansıması hangi noktadır?`,
      options: [msg`(−3, 2)`, msg`(3, −2)`, msg`(−3, −2)`, msg`(2, 3)`],
      correctIndex: 1,
      explanation: msg`x eksenine göre yansımada nokta eksenin öbür yanına, eksene aynı uzaklığa geçer: x koordinatı aynı kalır, y koordinatı işaret değiştirir. Görüntü (3, −2)’dir.`,
      hints: [msg`Nokta x ekseninin hangi yanında, eksene kaç birim uzaklıkta?`, msg`Yansımada eksene olan uzaklık aynı kalır, yalnız taraf değişir.`],
    },
    {
      id: 'translate-point',
      prompt: msg`B(−1, 4) noktası 5 birim sağa ve 3 birim aşağı ötelenirse görüntüsü hangi noktadır?`,
      options: [msg`(−6, 7)`, msg`(4, 7)`, msg`(−6, 1)`, msg`(4, 1)`],
      correctIndex: 3,
      explanation: msg`Sağa öteleme x koordinatını artırır: −1 + 5 = 4. Aşağı öteleme y koordinatını azaltır: 4 − 3 = 1. Görüntü (4, 1)’dir.`,
      hints: [msg`Sağa ya da sola öteleme hangi koordinatı değiştirir?`, msg`Aşağı ötelemede y koordinatından çıkarma yapılır.`],
    },
    {
      id: 'what-changes',
      prompt: msg`Bir çokgen ötelendiğinde aşağıdakilerden hangisi değişir?`,
      options: [msg`Çokgenin konumu`, msg`Kenar uzunlukları`, msg`Açı ölçüleri`, msg`Alanı`],
      correctIndex: 0,
      explanation: msg`Ötelemede her nokta aynı yönde aynı miktarda kaydığı için kenar uzunlukları, açılar ve alan korunur; değişen yalnız şeklin yeridir.`,
      hints: [msg`Ötelemede şekil büyür, küçülür ya da döner mi?`, msg`Kartondan şekli kaydırdığında kartonun kendisinde ne değişti?`],
    },
    {
      id: 'reflect-y-axis',
      prompt: msg`Bir noktanın y eksenine göre yansımasında koordinatlarından hangisi işaret değiştirir?`,
      options: [msg`İkisi de`, msg`y koordinatı`, msg`x koordinatı`, msg`Hiçbiri`],
      correctIndex: 2,
      explanation: msg`y eksenine göre yansımada nokta eksenin sağından soluna (ya da tersine) geçer; yatay konumu gösteren x koordinatı işaret değiştirir, y koordinatı aynı kalır: (x, y) → (−x, y).`,
      hints: [msg`y ekseni dikey bir doğrudur. Yansımada nokta hangi yönde hareket eder?`, msg`Sağa–sola konumu hangi koordinat gösterir?`],
    },
    {
      id: 'two-steps',
      prompt: msg`C(2, 5) noktası önce y eksenine göre yansıtılıyor, sonra görüntüsü 4 birim aşağı ötelenirse son görüntü hangi noktadır?`,
      options: [msg`(2, 1)`, msg`(−2, 1)`, msg`(−2, 9)`, msg`(−6, 5)`],
      correctIndex: 1,
      explanation: msg`y eksenine göre yansıma: (2, 5) → (−2, 5). 4 birim aşağı öteleme: (−2, 5 − 4) = (−2, 1).`,
      hints: [msg`Önce yalnız yansımanın görüntüsünü bul.`, msg`Sonra o noktayı aşağı ötele: hangi koordinat değişir?`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Dönüşüm zemini`,
    instructions: msg`Öteleme görevlerinde dolu A′ kopyasını ok düğmeleriyle kaydır. Yansıma görevlerinde kesikli çizgi ayna doğrusudur: görüntünün karelerine dokunarak ya da ok tuşları ve Boşluk ile boya. Sonra “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'transformation-grid',
      columns: 10,
      rows: 8,
      tasks: [
        {
          kind: 'translate',
          prompt: msg`L biçimli şekli 4 birim sağa ötele.`,
          shape: [
            [1, 2],
            [1, 3],
            [1, 4],
            [2, 4],
          ],
          dx: 4,
          dy: 0,
        },
        {
          kind: 'translate',
          prompt: msg`Şekli 3 birim sola ve 2 birim aşağı ötele.`,
          shape: [
            [6, 1],
            [7, 1],
            [6, 2],
          ],
          dx: -3,
          dy: -2,
        },
        {
          kind: 'reflect',
          prompt: msg`Şeklin dikey ayna doğrusuna göre yansımasını boya.`,
          shape: [
            [2, 1],
            [3, 1],
            [3, 2],
            [3, 3],
          ],
          mirror: { axis: 'vertical', at: 5 },
        },
        {
          kind: 'reflect',
          prompt: msg`Şeklin yatay ayna doğrusuna göre yansımasını boya.`,
          shape: [
            [1, 1],
            [2, 1],
            [3, 1],
            [1, 2],
          ],
          mirror: { axis: 'horizontal', at: 4 },
        },
        {
          kind: 'reflect',
          prompt: msg`Ok şeklinin yarısı çizildi. Simetri doğrusuna göre öbür yarısını boyayarak şekli tamamla.`,
          shape: [
            [4, 1],
            [3, 2],
            [4, 2],
            [2, 3],
            [3, 3],
            [4, 3],
            [4, 4],
            [4, 5],
          ],
          mirror: { axis: 'vertical', at: 5 },
        },
      ],
    },
  },
  worksheet: {
    title: msg`Öteleme ve Yansıma Çalışma Sayfası`,
    instructions: msg`Şeklin ve görüntülerinin köşe koordinatlarını tabloya yaz; koordinatların nasıl değiştiğini incele.`,
    tasks: [
      { prompt: msg`Köşeleri K(1, 1), L(4, 1), M(4, 3) olan üçgeni 2 birim sola ve 5 birim yukarı ötele; görüntünün köşelerini yaz.`, lines: 3 },
      { prompt: msg`Aynı üçgenin x eksenine göre yansımasının köşelerini yaz ve kareli kâğıda çiz.`, lines: 3 },
      {
        prompt: msg`Bir şeklin önce y eksenine göre yansıması, sonra 3 birim aşağı ötelenmesiyle bulunan görüntü, işlemlerin sırası değişirse değişir mi? Bir örnekle dene ve açıkla.`,
        lines: 4,
      },
    ],
    table: {
      caption: msg`Köşe koordinatları`,
      columns: [msg`Köşe`, msg`Şekil (x, y)`, msg`Ötelenmiş görüntü`, msg`x eksenine göre yansıma`, msg`y eksenine göre yansıma`],
      rows: 5,
    },
  },
  story: {
    title: msg`Fındık’ın Uçurtması`,
    paragraphs: [
      msg`Fındık bir uçurtma yapmak istiyordu. Kareli bir yaprağa uçurtmanın yalnız sol yarısını çizdi ve kardeşi Çıtır’dan öbür yarısını tamamlamasını istedi.`,
      msg`Çıtır yarım şekli kopyalayıp sağa kaydırdı. Ortaya eğri büğrü bir şey çıktı: sağ yarının sivri ucu ortaya bakıyordu!`,
      msg`Baykuş Nine güldü: “Kaydırmak öteleme olur, şekil aynı yöne bakar. Uçurtmanın iki yarısı birbirinin aynadaki görüntüsü olmalı. Her noktayı orta çizgiye dik ve aynı uzaklıkta öbür yana taşı.”`,
      msg`Çıtır bu kez her köşeyi orta çizgiye olan uzaklığını sayarak yansıttı. Uçurtma kusursuz oldu; iki yarısı tam örtüşüyordu.`,
      msg`Uçurtmayı gökyüzüne saldıklarında rüzgâr onu sağa sola sürükledi ama iki yarısı hep birbirinin eşi kaldı. Fındık: “Öteleme de yansıma da şekli bozmaz; yalnız yerini ya da yönünü değiştirir,” dedi.`,
    ],
    lesson: msg`Ötelemede şekil aynı yöne bakarak kayar, yansımada simetri doğrusuna göre ters çevrilir; ikisinde de biçim ve boyut korunur.`,
  },
};
