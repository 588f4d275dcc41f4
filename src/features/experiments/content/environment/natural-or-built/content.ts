import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Evimiz, okulumuz, sokağımız ve parkımız bizim çevremizdir. Çevremizde canlılar ve cansızlar birlikte bulunur. Bazı yerleri doğa kendiliğinden oluşturmuştur, bazı yerleri ise insanlar yapmıştır.`,
    sections: [
      {
        heading: msg`Çevremizde neler var?`,
        paragraphs: [
          msg`Çevre, canlıların ve cansızların birlikte bulunduğu ortamdır. Okul bahçesinde ağaçlar, çimenler, kuşlar, karıncalar ve biz canlılarız. Taşlar, toprak, su, hava, banklar ve binalar ise cansızdır.`,
          msg`Yaşadığımız çevreyi tanımak işimizi kolaylaştırır. Nerede oynayabileceğimizi, nerenin tehlikeli olduğunu ve neleri korumamız gerektiğini öğreniriz.`,
        ],
      },
      {
        heading: msg`Doğal çevre ve yapay çevre`,
        paragraphs: [
          msg`İnsanlar yapmadan, kendiliğinden oluşmuş çevreye doğal çevre denir. Ormanlar, dağlar, göller, denizler, akarsular, mağaralar ve şelaleler doğal çevredir. Kapadokya’daki peri bacalarını da yağmur, rüzgâr ve akarsular çok uzun yıllar boyunca aşındırarak oluşturmuştur.`,
          msg`İnsanların yaptığı ya da düzenlediği çevreye yapay çevre denir. Evler, okullar, yollar, köprüler, barajlar, oyun parkları ve düzenlenmiş bahçeler yapay çevredir. Bir parkta ağaçlar doğal varlıklardır; ama parkı insanlar planlayıp düzenlediği için park yapay bir çevredir.`,
        ],
      },
      {
        heading: msg`Çevremizi koruyalım`,
        paragraphs: [
          msg`Yere atılan çöpler çevreyi kirletir, hayvanlara zarar verir. Çöplerimizi çöp kutusuna atmalı, geri dönüşebilen atıkları ayrı kutulara koymalıyız.`,
          msg`Doğal çevre bir kez bozulursa eski hâline gelmesi çok uzun sürer. Bu yüzden ağaçlara, çiçeklere ve hayvanlara zarar vermemeli, piknikten sonra çöplerimizi toplamalıyız. Ülkemizdeki millî parklar doğal çevreyi korumak için ayrılmış yerlerdir.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Çevre`, definition: msg`Canlıların ve cansızların birlikte bulunduğu ortam.` },
      { term: msg`Doğal çevre`, definition: msg`İnsanlar yapmadan, kendiliğinden oluşmuş çevre.` },
      { term: msg`Yapay çevre`, definition: msg`İnsanların yaptığı ya da düzenlediği çevre.` },
      { term: msg`Millî park`, definition: msg`Doğal güzellikleri, bitkileri ve hayvanları korunmak için ayrılmış alan.` },
    ],
  },
  procedure: {
    goal: msg`Okul bahçesini gözlemleyerek çevremizdeki varlıkları tanımak, doğal ve yapay olanları ayırmak ve çevreyi korumak için bir plan yapmak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Altlıklı çalışma sayfası ve kalem`, quantity: msg`Her öğrenciye 1’er tane` },
      { name: msg`Büyüteç`, quantity: msg`Her gruba 1 tane` },
      { name: msg`Kullan-at eldiven`, quantity: msg`Her öğrenciye 1 çift` },
      { name: msg`Çöp poşeti`, quantity: msg`Her gruba 1 tane` },
      { name: msg`Şapka (güneşli havada)`, quantity: msg`Her öğrenciye 1 tane` },
    ],
    safety: [
      msg`Grubundan ve öğretmeninden ayrılma; okul bahçesinin dışına çıkma.`,
      msg`Kırık cam, iğne, şırınga, pil ya da keskin bir şey görürsen dokunma, hemen öğretmenine haber ver.`,
      msg`Çöpleri yalnızca eldivenle topla. Eldivenini çıkardıktan sonra ellerini sabunla yıka.`,
      msg`Arılara, böceklere ve sokak hayvanlarına dokunma, onları rahatsız etme. Arı alerjin varsa öğretmenin bilsin.`,
      msg`Bitkileri koparma ve ağzına hiçbir şey alma.`,
    ],
    steps: [
      msg`Sınıfta çalışma sayfasındaki tabloya bak. Bahçede neler görebileceğini tahmin et.`,
      msg`Öğretmeninle bahçeye çık. Gördüğün varlıkları tablonun ilk sütununa yaz. En az on varlık bul: ağaç, taş, bank, kuş, çeşme gibi.`,
      msg`Büyüteçle bir yaprağa, bir taşa ve toprağa yakından bak. Gördüklerini kısaca not et.`,
      msg`Her varlığın yanına canlı mı, cansız mı olduğunu yaz.`,
      msg`Her varlığın yanına doğal mı, yoksa insanlar tarafından mı yapıldığını yaz.`,
      msg`Eldivenlerini tak ve grubunla birlikte, öğretmeninin gösterdiği alandaki çöpleri topla. Keskin şeylere dokunma.`,
      msg`Sınıfa dönünce grubunla bahçeyi temiz ve yeşil tutmak için üç öneri yazın ve sınıfa sunun.`,
    ],
    observations: [
      msg`Bahçede doğal varlıklar mı, insan yapımı varlıklar mı daha çoktu?`,
      msg`Büyüteçle baktığında yaprakta, taşta ve toprakta neler gördün?`,
      msg`Topladığınız çöplerin çoğu neydi? Bu çöpler bahçeye nasıl gelmiş olabilir?`,
    ],
    conclusion: msg`Çevremizde canlı ve cansız birçok varlık vardır. Ormanlar, dağlar ve göller gibi kendiliğinden oluşan yerler doğal çevre; evler, okullar, yollar ve parklar gibi insanların yaptığı yerler yapay çevredir. Okul bahçemiz insanlar tarafından düzenlendiği için yapay bir çevredir, ama içinde ağaç, toprak ve kuş gibi doğal varlıklar bulunur. Çevremizi temiz tutmak hepimizin görevidir.`,
  },
  questions: [
    {
      id: 'natural-example',
      prompt: msg`Aşağıdakilerden hangisi doğal çevreye örnektir?`,
      options: [msg`Okul bahçesi`, msg`Köprü`, msg`Orman`, msg`Alışveriş merkezi`],
      correctIndex: 2,
      explanation: msg`Orman, insanlar yapmadan kendiliğinden oluşmuştur; doğal çevredir. Okul bahçesi, köprü ve alışveriş merkezini insanlar yapmıştır.`,
      hints: [msg`Hangisini insanlar yapmamış?`, msg`Hangisi insanlar yokken de var olabilirdi?`],
    },
    {
      id: 'built-meaning',
      prompt: msg`Yapay çevre ne demektir?`,
      options: [msg`İnsanların yaptığı ya da düzenlediği çevre`, msg`Kendiliğinden oluşmuş çevre`, msg`Yalnızca hayvanların yaşadığı çevre`],
      correctIndex: 0,
      explanation: msg`Evler, okullar, yollar ve parklar gibi insanların yaptığı ya da düzenlediği yerlere yapay çevre denir.`,
      hints: [msg`“Yapay” sözcüğü “yapmak” sözcüğünden gelir.`, msg`Okulunu kim yaptı?`],
    },
    {
      id: 'fairy-chimneys',
      prompt: msg`Kapadokya’daki peri bacaları nasıl oluşmuştur?`,
      options: [
        msg`İnsanlar taşları üst üste koyarak yapmıştır.`,
        msg`Yağmur, rüzgâr ve akarsular çok uzun yıllar boyunca aşındırarak oluşturmuştur.`,
        msg`Bir mimar çizip işçiler inşa etmiştir.`,
      ],
      correctIndex: 1,
      explanation: msg`Peri bacalarını insanlar yapmamıştır. Yağmur, rüzgâr ve akarsular yumuşak kayaları çok uzun yıllar boyunca aşındırarak bu şekilleri oluşturmuştur. Bu yüzden doğal çevrenin bir parçasıdır.`,
      hints: [msg`Peri bacaları doğal çevre mi, yapay çevre mi? Konu anlatımına bak.`, msg`Doğal çevreyi kim oluşturur?`],
    },
    {
      id: 'broken-glass',
      prompt: msg`Bahçe gezisinde yerde kırık bir cam şişe gördün. Ne yapmalısın?`,
      options: [msg`Eldivenle hemen toplamalıyım.`, msg`Ayağımla kenara itmeliyim.`, msg`Dokunmadan öğretmenime haber vermeliyim.`],
      correctIndex: 2,
      explanation: msg`Kırık cam eldiveni de delip elini kesebilir. Ayağınla itersen parçalar dağılabilir. Keskin şeylere dokunmadan öğretmenine haber vermelisin.`,
      hints: [msg`Kırık camın kenarları nasıldır?`, msg`Kullan-at eldiven keskin bir cama karşı elini korur mu?`],
    },
    {
      id: 'keep-clean',
      prompt: msg`Çevreyi temiz tutmak için hangisi doğru bir davranıştır?`,
      options: [
        msg`Çöpü ağacın dibine bırakmak`,
        msg`Pet şişeyi dereye atmak`,
        msg`Meyve kabuğunu yola atmak`,
        msg`Piknikten sonra çöplerimizi toplayıp çöp kutusuna atmak`,
      ],
      correctIndex: 3,
      explanation: msg`Çöpler çöp kutusuna, geri dönüşebilenler geri dönüşüm kutusuna atılmalıdır. Yere, dereye ya da ağaç dibine bırakılan çöpler çevreyi kirletir ve hayvanlara zarar verir.`,
      hints: [msg`Hangisi doğaya bir şey bırakmıyor?`, msg`Çöpler nereye atılmalı?`],
    },
  ],
  activity: {
    kind: 'classify',
    title: msg`Doğal çevre mi, yapay çevre mi?`,
    instructions: msg`Her yeri düşün. Doğa kendiliğinden mi oluşturmuş, yoksa insanlar mı yapmış? Doğru gruba yerleştir.`,
    categories: [
      { id: 'natural', label: msg`Doğal çevre` },
      { id: 'built', label: msg`Yapay çevre` },
    ],
    items: [
      {
        id: 'forest',
        label: msg`Orman`,
        emoji: '🌲',
        categoryId: 'natural',
        explanation: msg`Ormandaki ağaçlar kendiliğinden büyümüştür.`,
      },
      {
        id: 'lake',
        label: msg`Dağ gölü`,
        emoji: '🏔️',
        categoryId: 'natural',
        explanation: msg`Dağ gölünü doğa kendiliğinden oluşturmuştur.`,
      },
      {
        id: 'cave',
        label: msg`Mağara`,
        emoji: '🦇',
        categoryId: 'natural',
        explanation: msg`Mağaralar, suyun kayaları çok uzun bir sürede eritip aşındırmasıyla oluşur.`,
      },
      {
        id: 'waterfall',
        label: msg`Şelale`,
        emoji: '💦',
        categoryId: 'natural',
        explanation: msg`Şelale, akarsuyun yüksek bir yerden kendiliğinden dökülmesidir.`,
      },
      {
        id: 'sea',
        label: msg`Deniz kıyısındaki kayalıklar`,
        emoji: '🌊',
        categoryId: 'natural',
        explanation: msg`Kayalıkları dalgalar ve rüzgâr şekillendirmiştir.`,
      },
      {
        id: 'school',
        label: msg`Okul binası`,
        emoji: '🏫',
        categoryId: 'built',
        explanation: msg`Okulu insanlar yapmıştır.`,
      },
      {
        id: 'bridge',
        label: msg`Köprü`,
        emoji: '🌉',
        categoryId: 'built',
        explanation: msg`Köprüyü insanlar bir yerden bir yere geçmek için yapmıştır.`,
      },
      {
        id: 'dam',
        label: msg`Baraj`,
        emoji: '🚧',
        categoryId: 'built',
        explanation: msg`Barajı insanlar suyu biriktirmek için yapmıştır.`,
      },
      {
        id: 'playground',
        label: msg`Oyun parkı`,
        emoji: '🛝',
        categoryId: 'built',
        explanation: msg`Oyun parkını insanlar planlayıp kurmuştur.`,
      },
      {
        id: 'road',
        label: msg`Asfalt yol`,
        emoji: '🛣️',
        categoryId: 'built',
        explanation: msg`Yolları insanlar yapmıştır.`,
      },
    ],
  },
  worksheet: {
    title: msg`Bahçe Keşfi Çalışma Sayfası`,
    instructions: msg`Bahçede gördüğün her varlığı tabloya yaz ve yanındaki sütunları doldur. Sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`Okul bahçen doğal çevre mi, yapay çevre mi? Neden?`, lines: 2 },
      { prompt: msg`Evinin yakınındaki bir doğal çevreyi ve bir yapay çevreyi yaz.`, lines: 2 },
      { prompt: msg`Bahçeyi temiz ve yeşil tutmak için grubunun üç önerisini yaz.`, lines: 3 },
    ],
    table: {
      caption: msg`Bahçede gördüğüm varlıklar`,
      columns: [msg`Varlık`, msg`Canlı mı, cansız mı?`, msg`Doğal mı, insan yapımı mı?`],
      rows: 10,
    },
  },
  story: {
    title: msg`Fındık ve Piknik Yeri`,
    paragraphs: [
      msg`Sincap Fındık’ın yaşadığı ormanın kenarına yeni bir piknik yeri yapılmıştı. İnsanlar masalar, banklar ve bir oyun parkı kurmuştu. Fındık merakla dalların arasından baktı.`,
      msg`“Burası artık ormandan farklı,” dedi Baykuş Nine’ye. “Ağaçlar aynı ama masaları, yolu ve kaydırağı insanlar yaptı.” Baykuş Nine başını salladı: “Orman doğal çevre. Piknik yeri ise insanların düzenlediği yapay bir çevre.”`,
      msg`Hafta sonu piknikçiler gidince Fındık ortalıkta pet şişeler ve poşetler gördü. Bir kirpi poşete takılmıştı! Fındık ve arkadaşları kirpiyi kurtardı, sonra bütün çöpleri toplayıp çöp kutusuna taşıdılar.`,
      msg`Ertesi hafta gelen çocuklar piknik yerini tertemiz buldu. Fındık ağaca bir levha astı: “Doğal ya da yapay, çevre hepimizin. Çöpünü yanında götür!”`,
    ],
    lesson: msg`Doğal çevreyi doğa, yapay çevreyi insanlar oluşturur. Hangisinde olursak olalım, çevremizi temiz tutmak ve canlılara zarar vermemek hepimizin görevidir.`,
  },
};
