import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Ekmek hamuru mayalanınca kabarır. Hamurdaki maya, gözle göremediğimiz tek hücreli canlılardan oluşur ve uygun ortamda hızla çoğalır. Maya hücrelerinin çoğalmasını mikroskopta izleyerek üremenin çeşitlerini tanıyabiliriz.`,
    sections: [
      {
        heading: msg`Eşeysiz üreme`,
        paragraphs: [
          msg`Tek bir atanın, üreme hücreleri oluşturmadan yeni bireyler meydana getirmesine eşeysiz üreme denir. Yavrular mitozla oluşur ve kalıtsal olarak ataya benzer. Eşeysiz üreme hızlıdır ama yavrular arasında çeşitlilik azdır.`,
          msg`Bölünerek üremede tek hücreli bir canlı ikiye ayrılır; amip ve bakteriler böyle ürer. Tomurcuklanmada ana canlının üzerinde bir çıkıntı oluşur, büyür ve bir süre sonra ayrılabilir; maya ve hidra tomurcuklanarak ürer. Rejenerasyonda (yenilenme) bir parçadan canlının tamamı oluşabilir; deniz yıldızının kopan bir kolu, yeterince büyükse yeni bir deniz yıldızına dönüşebilir.`,
          msg`Bitkilerde gövde, yaprak ya da kök parçalarından yeni bitki oluşmasına vejetatif üreme denir: patates yumrusundaki gözlerden, çileğin yerde sürünen gövdelerinden yeni bitkiler çıkar. Küf mantarları ve eğrelti otları sporlarla ürer.`,
        ],
      },
      {
        heading: msg`Eşeyli üreme`,
        paragraphs: [
          msg`Dişi ve erkek bireylerin oluşturduğu üreme hücrelerinin (yumurta ve sperm) birleşmesiyle yeni birey oluşmasına eşeyli üreme denir. Yumurta ile spermin birleşmesine döllenme, oluşan ilk hücreye zigot denir. Yavru anneden ve babadan kalıtsal özellikler aldığı için ikisine de benzer ama hiçbirinin aynısı değildir; bu çeşitlilik sağlar.`,
          msg`Döllenme dişinin vücudunun içinde oluyorsa iç döllenme denir: memeliler, kuşlar ve sürüngenler. Döllenme vücudun dışında, genellikle suda oluyorsa dış döllenme denir: balıkların ve kurbağaların çoğu yumurtalarını suya bırakır. Dış döllenen canlılar çok sayıda yumurta bırakır, çünkü yumurtaların çoğu yok olur.`,
        ],
      },
      {
        heading: msg`Maya neden köpürür?`,
        paragraphs: [
          msg`Maya hücreleri şekeri besin olarak kullanır ve enerji elde ederken karbondioksit gazı çıkarır. Bu gaz hamuru kabartır, şekerli suyun yüzeyinde köpük oluşturur. Ilık ve şekerli ortamda maya hücreleri hızla tomurcuklanarak çoğalır.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Eşeysiz üreme`, definition: msg`Tek bir atadan, üreme hücresi oluşmadan, ataya benzeyen yavruların oluşması.` },
      { term: msg`Tomurcuklanma`, definition: msg`Ana canlının üzerinde oluşan bir çıkıntının büyüyerek yeni bir bireye dönüşmesi.` },
      { term: msg`Rejenerasyon`, definition: msg`Kopan ya da zarar gören bir parçanın yeniden oluşması; bazı canlılarda bir parçadan yeni birey oluşması.` },
      { term: msg`Eşeyli üreme`, definition: msg`Yumurta ve spermin birleşmesiyle yeni birey oluşması.` },
      { term: msg`İç döllenme`, definition: msg`Döllenmenin dişinin vücudu içinde gerçekleşmesi.` },
      { term: msg`Dış döllenme`, definition: msg`Döllenmenin vücut dışında, genellikle suda gerçekleşmesi.` },
    ],
  },
  procedure: {
    goal: msg`Uygun ortamdaki maya hücrelerinin çoğalmasını gözlemek ve mikroskopta tomurcuklanan hücreleri görerek eşeysiz üremeyi tanımak.`,
    durationMinutes: 45,
    materials: [
      { name: msg`Kuru ekmek mayası`, quantity: msg`1 çay kaşığı` },
      { name: msg`Toz şeker`, quantity: msg`1 tatlı kaşığı` },
      { name: msg`Ilık su (yaklaşık 35 °C, elin rahatça dayanabileceği sıcaklıkta)`, quantity: msg`150 mL` },
      { name: msg`Şeffaf bardak`, quantity: msg`2 tane` },
      { name: msg`Işık mikroskobu, lam, lamel ve damlalık`, quantity: msg`her gruba 1 mikroskop, 2’şer lam ve lamel` },
      { name: msg`Metilen mavisi boyası (isteğe bağlı, öğretmen damlatır)`, quantity: msg`1 damla` },
    ],
    safety: [
      msg`Suyu yalnızca öğretmen ısıtır ve döker. Su ılık olmalıdır; sıcak su hem eli yakar hem de maya hücrelerini öldürür.`,
      msg`Deneyde kullanılan maya karışımını tatma ve içme.`,
      msg`Lam ve lamel camdır, kenarları keskindir. Kırılırsa parçalara dokunma; öğretmenine haber ver.`,
      msg`Boya kullanılırsa yalnızca öğretmen damlatır; boya cilde ve giysiye bulaşır, gözden uzak tutulmalıdır. Eldiven giyilir.`,
      msg`Mikroskobun aynasını Güneş’e çevirme; lamba ya da gün ışığı kullan. Deneyden sonra ellerini sabunla yıka.`,
    ],
    steps: [
      msg`İki bardağa 75’er mL ılık su koy. Birinci bardağa şekeri ekleyip karıştır, ikinci bardağa şeker ekleme. İkisine de yarım çay kaşığı maya ekleyip karıştır.`,
      msg`Bardakları 20–30 dakika ılık bir yerde beklet. Bu sırada her 10 dakikada bir yüzeydeki köpüğü gözle ve tabloya yaz.`,
      msg`Şekerli bardaktan damlalıkla bir damla alıp lamın ortasına koy. Lameli bir kenarından yavaşça indirerek damlanın üstüne kapat.`,
      msg`Mikroskobu en küçük büyütmede odakla, sonra daha büyük büyütmeye geç. Öğretmenin isterse lamelin kenarına bir damla metilen mavisi koyabilir.`,
      msg`Küçük, yuvarlak ya da oval maya hücrelerini bul. Bazı hücrelerin yanında küçük bir çıkıntı olup olmadığına bak. Gördüğün hücreleri çiz.`,
      msg`Aynı gözlemi şekersiz bardaktan aldığın damlayla yap ve iki örneği karşılaştır.`,
    ],
    observations: [
      msg`Hangi bardakta daha çok köpük oluştu? Neden?`,
      msg`Mikroskopta tomurcuklanan, yani yanında küçük bir çıkıntı olan hücreler gördün mü?`,
      msg`Tomurcuk, ana hücreye göre nasıl görünüyordu?`,
      msg`Şekerli ve şekersiz örneklerde tomurcuklanan hücre sayısı farklı mıydı?`,
    ],
    conclusion: msg`Şekerli ılık suda maya hücreleri besin bulur, karbondioksit gazı çıkarır ve bu yüzden köpük oluşur. Mikroskopta bazı hücrelerin yanında küçük tomurcuklar görülür: her tomurcuk, ana hücreden oluşan ve ona benzeyen yeni bir hücredir. Bu, tek bir atadan yeni bireylerin oluştuğu eşeysiz üremedir. Eşeyli üremede ise iki farklı bireyin üreme hücreleri birleşir.`,
  },
  questions: [
    {
      id: 'budding',
      prompt: msg`Tomurcuklanarak üremeyle ilgili hangisi doğrudur?`,
      options: [
        msg`Yumurta ile spermin birleşmesiyle olur.`,
        msg`Ana canlının üzerinde oluşan bir çıkıntı büyüyerek yeni bireye dönüşür.`,
        msg`Yalnızca memelilerde görülür.`,
      ],
      correctIndex: 1,
      explanation: msg`Tomurcuklanma bir eşeysiz üreme çeşididir. Ana canlının üzerinde bir tomurcuk oluşur, büyür ve bir süre sonra ayrılabilir; maya ve hidra böyle ürer.`,
      hints: [msg`Mikroskopta maya hücrelerinin yanında ne görmüştün?`, msg`Tomurcuklanmada kaç ata vardır?`],
    },
    {
      id: 'asexual-feature',
      prompt: msg`Eşeysiz üremeyle oluşan yavrular için hangisi doğrudur?`,
      options: [
        msg`İki farklı atanın özelliklerini taşırlar.`,
        msg`Döllenme sonucu oluşurlar.`,
        msg`Aralarında çok büyük çeşitlilik vardır.`,
        msg`Tek bir atadan oluşur ve kalıtsal olarak ataya benzerler.`,
      ],
      correctIndex: 3,
      explanation: msg`Eşeysiz üremede üreme hücreleri ve döllenme yoktur; yavrular mitozla tek bir atadan oluşur ve kalıtsal olarak ona benzer.`,
      hints: [msg`Eşeysiz üremede üreme hücreleri birleşir mi?`, msg`Yavruların kalıtsal bilgisi kaç kaynaktan gelir?`],
    },
    {
      id: 'external-fertilisation',
      prompt: msg`Aşağıdaki canlılardan hangisinde döllenme genellikle vücut dışında, suda gerçekleşir?`,
      options: [msg`Kurbağa`, msg`Tavuk`, msg`Kedi`, msg`Yılan`],
      correctIndex: 0,
      explanation: msg`Kurbağaların çoğu yumurtalarını suya bırakır ve döllenme suda olur; bu dış döllenmedir. Tavuk, kedi ve yılanda döllenme dişinin vücudu içinde gerçekleşir.`,
      hints: [msg`Dış döllenme için yumurtaların kurumayacağı bir ortam gerekir.`, msg`Hangisi yumurtalarını göllere ve derelere bırakır?`],
    },
    {
      id: 'sugar-role',
      prompt: msg`Deneyde şekerli bardakta daha çok köpük oluşmasının nedeni nedir?`,
      options: [
        msg`Şeker suyu kaynatır.`,
        msg`Şeker köpük yapan bir deterjandır.`,
        msg`Maya hücreleri şekeri besin olarak kullanır ve karbondioksit gazı çıkarır.`,
      ],
      correctIndex: 2,
      explanation: msg`Maya canlıdır ve enerji için şekeri kullanır. Bu sırada çıkan karbondioksit gazı kabarcıklar ve köpük oluşturur. Besin bulan hücreler daha hızlı çoğalır.`,
      hints: [msg`Maya canlı mıdır?`, msg`Canlılar enerji elde etmek için neye ihtiyaç duyar?`],
    },
    {
      id: 'vegetative',
      prompt: msg`Bir patates yumrusunun gözlerinden yeni patates bitkilerinin çıkması hangi üreme çeşidine örnektir?`,
      options: [msg`İç döllenme`, msg`Vejetatif (eşeysiz) üreme`, msg`Dış döllenme`],
      correctIndex: 1,
      explanation: msg`Yumru bir gövde parçasıdır. Üreme hücreleri ve döllenme olmadan, bitkinin bir parçasından yeni bitki oluştuğu için bu vejetatif üremedir ve eşeysizdir.`,
      hints: [msg`Yeni bitki tohumdan mı, bitkinin bir parçasından mı çıkıyor?`, msg`Bu olayda yumurta ve sperm birleşiyor mu?`],
    },
  ],
  activity: {
    kind: 'classify',
    title: msg`Eşeyli mi, eşeysiz mi?`,
    instructions: msg`Her örneğe dokun, sonra hangi üreme çeşidine ait olduğunu gösteren kutuya dokun. İstersen örneği sürükleyip kutuya da bırakabilirsin.`,
    categories: [
      { id: 'asexual', label: msg`Eşeysiz üreme` },
      { id: 'sexual', label: msg`Eşeyli üreme` },
    ],
    items: [
      {
        id: 'yeast',
        label: msg`Maya hücresinin tomurcuklanması`,
        emoji: '🫧',
        categoryId: 'asexual',
        explanation: msg`Tek bir hücreden tomurcukla yeni hücre oluşur.`,
      },
      {
        id: 'amoeba',
        label: msg`Amibin ikiye bölünmesi`,
        emoji: '🦠',
        categoryId: 'asexual',
        explanation: msg`Tek hücreli amip mitozla ikiye ayrılarak çoğalır.`,
      },
      {
        id: 'starfish',
        label: msg`Deniz yıldızının kopan kolundan yeni birey oluşması`,
        emoji: '⭐',
        categoryId: 'asexual',
        explanation: msg`Rejenerasyonla tek bir atanın parçasından yeni birey oluşur.`,
      },
      {
        id: 'strawberry',
        label: msg`Çileğin sürünen gövdesinden yeni bitki çıkması`,
        emoji: '🍓',
        categoryId: 'asexual',
        explanation: msg`Bu, bir gövde parçasıyla vejetatif üremedir.`,
      },
      {
        id: 'mould',
        label: msg`Ekmek küfünün sporlarla çoğalması`,
        emoji: '🍞',
        categoryId: 'asexual',
        explanation: msg`Sporlar döllenme olmadan yeni küf oluşturur.`,
      },
      {
        id: 'chicken',
        label: msg`Tavuğun döllenmiş yumurtasından civciv çıkması`,
        emoji: '🐣',
        categoryId: 'sexual',
        explanation: msg`Döllenme tavuğun vücudunda olur; iç döllenmedir.`,
      },
      {
        id: 'fish',
        label: msg`Balıkların suya bıraktığı yumurtaların döllenmesi`,
        emoji: '🐟',
        categoryId: 'sexual',
        explanation: msg`Yumurta ve sperm suda birleşir; dış döllenmedir.`,
      },
      {
        id: 'kitten',
        label: msg`Kedinin yavru doğurması`,
        emoji: '🐱',
        categoryId: 'sexual',
        explanation: msg`Yavru, anne ve babadan gelen üreme hücrelerinin birleşmesiyle oluşur.`,
      },
      {
        id: 'seed',
        label: msg`Elma çekirdeğinden fidan çıkması`,
        emoji: '🍎',
        categoryId: 'sexual',
        explanation: msg`Tohum, çiçekte tozlaşma ve döllenme sonucunda oluşur.`,
      },
    ],
  },
  worksheet: {
    title: msg`Maya ve Üreme Çalışma Sayfası`,
    instructions: msg`Köpük gözlemlerini tabloya yaz, mikroskopta gördüğün hücreleri çiz ve soruları cevapla.`,
    tasks: [
      { prompt: msg`Mikroskopta gördüğün maya hücrelerini çiz. Tomurcuklanan bir hücreyi işaretle.`, lines: 5 },
      { prompt: msg`Şekerli ve şekersiz bardakları karşılaştır. Bu deneyde kontrol grubu hangisiydi?`, lines: 3 },
      { prompt: msg`Eşeyli ve eşeysiz üremeyi ata sayısı ve yavruların çeşitliliği bakımından karşılaştır.`, lines: 3 },
      { prompt: msg`Dış döllenme yapan canlılar neden çok sayıda yumurta bırakır?`, lines: 3 },
    ],
    table: {
      caption: msg`Bardaklardaki köpük`,
      columns: [msg`Zaman (dakika)`, msg`Şekerli bardak: köpük var mı, ne kadar?`, msg`Şekersiz bardak: köpük var mı, ne kadar?`],
      rows: 4,
    },
  },
  story: {
    title: msg`Fındık’ın Kabaran Hamuru`,
    paragraphs: [
      msg`Baykuş Nine kış için ekmek yapıyordu. Fındık hamurun yanına bıraktığı kaseye baktı: hamur bir saatte neredeyse iki katına çıkmıştı! “Hamurun içinde biri mi var?” diye fısıldadı.`,
      msg`Baykuş Nine güldü ve bir damla mayalı suyu kovuğundaki eski mikroskobun altına koydu. Fındık minicik, yuvarlak hücreler gördü. Bazılarının yanında küçük bir kabarcık gibi bir çıkıntı vardı.`,
      msg`“Bu çıkıntılar yeni maya hücreleri,” dedi Baykuş Nine. “Her biri tek bir ana hücreden tomurcuk gibi çıkıyor. Buna eşeysiz üreme diyoruz. Şekeri yiyip gaz çıkarıyorlar, hamur da o gazla kabarıyor.”`,
      msg`Fındık düşündü: “Peki ben nasıl oluştum?” Baykuş Nine kanadıyla onun başını okşadı: “Sen annenden ve babandan gelen hücrelerin birleşmesiyle oluştun. Bu yüzden ikisine de biraz benziyorsun ama tıpatıp ikisi gibi değilsin.”`,
    ],
    lesson: msg`Eşeysiz üremede tek bir ata, kendine benzeyen yavrular oluşturur; eşeyli üremede iki atanın üreme hücreleri birleşir ve yavrular çeşitlilik gösterir.`,
  },
};
