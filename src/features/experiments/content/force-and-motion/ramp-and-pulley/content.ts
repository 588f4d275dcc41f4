import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Ağır bir bidonu kamyonetin kasasına kaldırmak zordur ama bir tahtadan yuvarlayarak çıkarmak kolaydır. İnşaatlarda yükler iplerle ve makaralarla yukarı çekilir. Bu araçlar işimizi nasıl kolaylaştırır?`,
    sections: [
      {
        heading: msg`Basit makineler`,
        paragraphs: [
          msg`Kuvvetin yönünü ya da büyüklüğünü değiştirerek iş yapmayı kolaylaştıran araçlara basit makine denir. Kaldıraç, eğik düzlem, makara, çıkrık, dişli ve vida basit makinelerdir. Kama ve vida, eğik düzlemin farklı biçimleridir.`,
          msg`Basit makineler ya kuvvetten ya yoldan ya da yönden kazanç sağlar. Kuvvetten kazanç sağlayan bir makinede yoldan kayıp olur: daha az kuvvet uygularız ama daha uzun yol boyunca uygularız. Bu yüzden basit makineler işten kazanç sağlamaz; sürtünme yüzünden yapılan iş biraz artar bile.`,
        ],
      },
      {
        heading: msg`Eğik düzlem`,
        paragraphs: [
          msg`Bir yükü belirli bir yüksekliğe çıkarmak için kullanılan eğimli yüzeye eğik düzlem denir: rampa, merdiven, dağ yolları. Yükü doğrudan kaldırmak yerine eğik düzlemde çekersek daha az kuvvet gerekir.`,
          msg`Sürtünme olmasaydı, yükün ağırlığı ile yüksekliğin çarpımı, uyguladığımız kuvvet ile rampanın uzunluğunun çarpımına eşit olurdu. Rampa uzadıkça (eğim azaldıkça) gereken kuvvet azalır. Örneğin 10 N’luk bir yükü 0,5 m yüksekliğe 2 m’lik sürtünmesiz bir rampadan çıkarmak için 10 × 0,5 ÷ 2 = 2,5 N yeter.`,
        ],
      },
      {
        heading: msg`Makaralar`,
        paragraphs: [
          msg`Sabit makara bir yere sabitlenmiştir ve yükle birlikte hareket etmez. Kuvvetten kazanç sağlamaz, yalnızca kuvvetin yönünü değiştirir: ipi aşağı çekerek yükü yukarı kaldırırız. Bayrak direklerinde ve kuyularda kullanılır.`,
          msg`Hareketli makara yükle birlikte hareket eder. Yük iki ip parçasıyla taşındığı için, makaranın ağırlığı ve sürtünme ihmal edilirse yükün ağırlığının yarısı kadar kuvvet yeter; ama ipi yükün çıktığı yüksekliğin iki katı kadar çekmemiz gerekir. Sabit ve hareketli makaraların birlikte kullanıldığı düzeneklere palanga denir; vinçler böyle çalışır.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Basit makine`, definition: msg`Kuvvetin yönünü ya da büyüklüğünü değiştirerek işi kolaylaştıran araç.` },
      { term: msg`Eğik düzlem`, definition: msg`Yükü daha az kuvvetle bir yüksekliğe çıkarmaya yarayan eğimli yüzey.` },
      { term: msg`Sabit makara`, definition: msg`Yerinde dönen, kuvvetin yalnızca yönünü değiştiren makara.` },
      { term: msg`Hareketli makara`, definition: msg`Yükle birlikte hareket eden, kuvvetten kazanç sağlayan makara.` },
      { term: msg`Kuvvet kazancı`, definition: msg`Yükün ağırlığının, onu dengelemek için uygulanan kuvvete oranı.` },
      { term: msg`Palanga`, definition: msg`Sabit ve hareketli makaraların birlikte kullanıldığı düzenek.` },
    ],
  },
  procedure: {
    goal: msg`Bir yükü doğrudan ve farklı uzunluktaki rampalardan aynı yüksekliğe çekerek ve makaralarla kaldırarak gereken kuvvetleri ölçmek ve karşılaştırmak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Ölçme aralığı 0–10 N olan dinamometre`, quantity: msg`her gruba 1 tane` },
      {
        name: msg`Tekerlekleri rahat dönen, ip bağlanabilen oyuncak araba (içine hamur ya da bozuk para konarak yaklaşık 300–500 g yapılmış)`,
        quantity: msg`her gruba 1 tane`,
      },
      { name: msg`Düz tahta ya da sert karton rampa (40 cm ve 80 cm)`, quantity: msg`her uzunluktan 1 tane` },
      { name: msg`Rampayı yükseltmek için üst üste konan kitaplar (20 cm)`, quantity: msg`birkaç tane` },
      { name: msg`Laboratuvar makarası, sağlam ip ve çengelli ağırlık ya da kum torbası (yaklaşık 4 N)`, quantity: msg`2 makara, 1 m ip, 1 yük` },
      { name: msg`Cetvel ya da şerit metre`, quantity: msg`1 tane` },
    ],
    safety: [
      msg`Dinamometrenin ölçme aralığını aşma; 10 N’a yaklaşırsan çekmeyi bırak.`,
      msg`Rampayı kitapların üstüne sağlam yerleştir; kaymaması için alt ucunu bantla. Araba rampadan düşerse yakalanacak biçimde bir arkadaşın yanında beklesin.`,
      msg`Makara düzeneğini yalnızca öğretmenin sabitlediği bir çubuğa ya da sehpaya as. Yükün altında elini ya da ayağını tutma; yükü alçakta çalıştır.`,
      msg`İpi parmağına dolama; ip gerilince parmağını sıkıştırabilir.`,
    ],
    steps: [
      msg`Arabayı dinamometreye as ve ağırlığını oku. Sonra masadan 20 cm yukarıya yavaşça ve sabit süratle kaldırırken dinamometrenin gösterdiği kuvveti yaz.`,
      msg`40 cm’lik rampayı kitapların üstüne yaslayarak üst ucunu 20 cm yüksekliğe getir. Arabayı rampaya paralel tuttuğun dinamometreyle alttan üste yavaş ve sabit süratle çek; kuvveti oku.`,
      msg`Aynı işlemi aynı yükseklikteki 80 cm’lik rampayla tekrarla.`,
      msg`Her durum için kuvvet × yol çarpımını hesapla: dik kaldırmada yol 0,2 m, rampalarda rampanın uzunluğu.`,
      msg`Sabit makara: Makarayı sabitlenmiş çubuğa as, ipin bir ucuna yükü bağla, öbür ucunu dinamometreyle aşağı doğru çek. Kuvveti ve yönünü yaz.`,
      msg`Hareketli makara: İpin bir ucunu çubuğa bağla, ipi yükü taşıyan makaranın altından geçir ve öbür ucunu dinamometreyle yukarı çek. Kuvveti yaz; yükü 10 cm kaldırmak için ipi ne kadar çektiğini ölç.`,
    ],
    observations: [
      msg`Arabayı dik kaldırmak için mi, rampadan çekmek için mi daha çok kuvvet gerekti?`,
      msg`Rampa uzayınca gereken kuvvet nasıl değişti? Çekilen yol nasıl değişti?`,
      msg`Kuvvet × yol çarpımları birbirine yakın mı çıktı?`,
      msg`Sabit makara ve hareketli makara kuvvetin yönünü ve büyüklüğünü nasıl değiştirdi?`,
    ],
    conclusion: msg`Arabayı rampadan çekmek dik kaldırmaktan daha az kuvvet ister ve rampa uzadıkça kuvvet azalır; ama arabayı daha uzun yol boyunca çekeriz. Kuvvet × yol çarpımları birbirine yakındır, sürtünme yüzünden rampalarda biraz büyüktür: basit makineler kuvvetten kazandırırken yoldan kaybettirir, işten kazanç sağlamaz. Sabit makara kuvvetin yalnızca yönünü değiştirir; hareketli makara kuvveti yaklaşık yarıya indirir ama ipi iki kat çekmemiz gerekir.`,
  },
  questions: [
    {
      id: 'ramp-force',
      prompt: msg`Ağırlığı 10 N olan bir kutu, 2 m uzunluğundaki sürtünmesiz bir rampadan 0,5 m yüksekliğe çekiliyor. Rampaya paralel uygulanması gereken kuvvet kaç N’dur?`,
      options: [msg`20 N`, msg`5 N`, msg`2,5 N`, msg`10 N`],
      correctIndex: 2,
      explanation: msg`Sürtünme yoksa ağırlık × yükseklik = kuvvet × rampa uzunluğu: 10 × 0,5 = F × 2, yani F = 5 ÷ 2 = 2,5 N.`,
      hints: [
        msg`Kutuyu doğrudan kaldırmak için yapılan iş kaç joule’dür?`,
        msg`Aynı iş rampanın uzunluğu boyunca yapılıyor; kuvveti bulmak için neye bölmelisin?`,
      ],
    },
    {
      id: 'no-work-gain',
      prompt: msg`Basit makineler için hangisi doğrudur?`,
      options: [
        msg`Hem kuvvetten hem yoldan kazanç sağlarlar.`,
        msg`İşten kazanç sağlarlar.`,
        msg`Kuvvetten kazanç sağlıyorlarsa yoldan kaybettirirler; işten kazanç sağlamazlar.`,
      ],
      correctIndex: 2,
      explanation: msg`Kuvvet azaldıkça yol uzar; kuvvet × yol, yani iş, sürtünmesiz durumda değişmez. Sürtünme varsa yapılan iş biraz artar. Basit makineler işi daha kolay yapmamızı sağlar ama daha az iş yaptırmaz.`,
      hints: [msg`Rampada kuvvet azalırken çektiğin yol ne oldu?`, msg`Kuvvet × yol çarpımlarını karşılaştır.`],
    },
    {
      id: 'fixed-pulley',
      prompt: msg`Bir bayrak direğinin tepesindeki sabit makara ne işe yarar?`,
      options: [
        msg`Bayrağı kaldırmak için gereken kuvveti yarıya indirir.`,
        msg`İpi aşağı çekerek bayrağı yukarı çıkarmamızı, yani kuvvetin yönünü değiştirmeyi sağlar.`,
        msg`Bayrağın ağırlığını azaltır.`,
      ],
      correctIndex: 1,
      explanation: msg`Sabit makara kuvvetten kazanç sağlamaz; uyguladığımız kuvvet yükün ağırlığına eşittir. Ama yönü değiştirdiği için direğe tırmanmadan, aşağıdan çekerek bayrağı yükseltebiliriz.`,
      hints: [msg`Deneyde sabit makarayla dinamometre yükün ağırlığından az mı gösterdi?`, msg`İpi hangi yöne çektin, yük hangi yöne gitti?`],
    },
    {
      id: 'movable-pulley',
      prompt: msg`Ağırlığı 40 N olan bir yük tek bir hareketli makarayla kaldırılıyor. Makaranın ağırlığı ve sürtünme önemsenmezse ipin ucuna kaç N’luk kuvvet uygulanmalıdır?`,
      options: [msg`20 N`, msg`40 N`, msg`80 N`, msg`10 N`],
      correctIndex: 0,
      explanation: msg`Hareketli makarada yük iki ip parçasıyla taşınır; her biri ağırlığın yarısını taşır. 40 ÷ 2 = 20 N yeter, ama yükü 1 m kaldırmak için ipi 2 m çekmek gerekir.`,
      hints: [msg`Hareketli makarada yükü kaç ip parçası taşır?`, msg`Yük bu ip parçaları arasında nasıl paylaşılır?`],
    },
    {
      id: 'screw',
      prompt: msg`Vida hangi basit makinenin farklı bir biçimi olarak kabul edilir?`,
      options: [msg`Makara`, msg`Dişli`, msg`Çıkrık`, msg`Eğik düzlem`],
      correctIndex: 3,
      explanation: msg`Vidanın dişleri, bir silindirin çevresine sarılmış bir eğik düzlemdir. Vidayı döndürürken uzun bir yol boyunca küçük bir kuvvet uygularız ve vida tahtaya kolayca girer.`,
      hints: [msg`Bir kâğıt üçgeni kalemin çevresine sararsan kenarı nasıl bir şekil oluşturur?`, msg`Dağ yolları neden dağın çevresinde kıvrılarak çıkar?`],
    },
  ],
  activity: {
    kind: 'classify',
    title: msg`Hangi basit makine?`,
    instructions: msg`Her araca dokun, sonra içindeki temel basit makinenin kutusuna dokun. İstersen aracı sürükleyip kutuya da bırakabilirsin.`,
    categories: [
      { id: 'lever', label: msg`Kaldıraç` },
      { id: 'incline', label: msg`Eğik düzlem` },
      { id: 'pulley', label: msg`Makara` },
      { id: 'wheel-axle', label: msg`Çıkrık` },
      { id: 'gear', label: msg`Dişli` },
    ],
    items: [
      { id: 'scissors', label: msg`Makas`, emoji: '✂️', categoryId: 'lever', explanation: msg`İki kaldıracın birleşimidir; destek noktası vidadır.` },
      {
        id: 'wheelbarrow',
        label: msg`El arabası`,
        emoji: '🛒',
        categoryId: 'lever',
        explanation: msg`Destek tekerlekte, yük ortada, kuvvet kollarda olan bir kaldıraçtır.`,
      },
      {
        id: 'wheelchair-ramp',
        label: msg`Tekerlekli sandalye rampası`,
        emoji: '♿',
        categoryId: 'incline',
        explanation: msg`Uzun, az eğimli yüzey yükseğe çıkmayı kolaylaştırır.`,
      },
      { id: 'screw', label: msg`Vida`, emoji: '🔩', categoryId: 'incline', explanation: msg`Dişleri silindire sarılmış bir eğik düzlemdir.` },
      { id: 'flagpole', label: msg`Bayrak direği`, emoji: '🚩', categoryId: 'pulley', explanation: msg`Tepedeki sabit makara kuvvetin yönünü değiştirir.` },
      { id: 'crane', label: msg`İnşaat vinci`, emoji: '🏗️', categoryId: 'pulley', explanation: msg`Makara sistemleri ağır yükleri az kuvvetle kaldırır.` },
      {
        id: 'well',
        label: msg`Kuyu çıkrığı`,
        emoji: '🪣',
        categoryId: 'wheel-axle',
        explanation: msg`Büyük kolu çevirerek küçük silindire sarılan ipi kolayca çekeriz.`,
      },
      { id: 'door-handle', label: msg`Kapı kolu`, emoji: '🚪', categoryId: 'wheel-axle', explanation: msg`Uzun kol, kilidin küçük milini kolayca döndürür.` },
      {
        id: 'bicycle',
        label: msg`Bisikletin zincir dişlileri`,
        emoji: '🚲',
        categoryId: 'gear',
        explanation: msg`Pedaldaki dişli, zincirle arka tekerleğin dişlisini döndürür.`,
      },
      {
        id: 'clock',
        label: msg`Mekanik saatin iç düzeneği`,
        emoji: '🕰️',
        categoryId: 'gear',
        explanation: msg`Farklı büyüklükteki dişliler akrep ve yelkovanı farklı hızlarda döndürür.`,
      },
    ],
  },
  worksheet: {
    title: msg`Eğik Düzlem ve Makara Çalışma Sayfası`,
    instructions: msg`Ölçtüğün kuvvetleri ve yolları tabloya yaz, kuvvet × yol çarpımlarını hesapla ve soruları cevapla.`,
    tasks: [
      { prompt: msg`Dik kaldırma ve iki rampa için kuvvet × yol çarpımlarını karşılaştır. Neden tam olarak eşit çıkmadı?`, lines: 3 },
      { prompt: msg`Ağırlığı 60 N olan bir yük 3 m uzunluğundaki sürtünmesiz bir rampadan 1 m yüksekliğe çıkarılıyor. Gereken kuvveti hesapla.`, lines: 3 },
      { prompt: msg`Sabit ve hareketli makarayı kuvvetin yönü ve büyüklüğü bakımından karşılaştır.`, lines: 3 },
      {
        prompt: msg`Okulunda ya da evinde ağır bir şeyi taşımayı kolaylaştıracak bir düzenek tasarla; çiz ve hangi basit makineleri kullandığını yaz.`,
        lines: 5,
      },
    ],
    table: {
      caption: msg`Kuvvet ve yol ölçümleri`,
      columns: [msg`Durum`, msg`Kuvvet (N)`, msg`Yol (m)`, msg`Kuvvet × yol (J)`],
      rows: 5,
    },
  },
  story: {
    title: msg`Fındık’ın Kış Erzakı`,
    paragraphs: [
      msg`Fındık kış için topladığı ağır ceviz çuvalını ağacın ikinci dalındaki kilerine çıkarmak istiyordu. Çuvalı kucaklayıp tırmanmayı denedi ama çuval çok ağırdı.`,
      msg`Kirpi Diken uzun bir tahta getirip dala yasladı: “Çuvalı bu rampadan yuvarla.” Fındık çuvalı tahtadan itti; daha uzun bir yol gitti ama çok daha az zorlandı.`,
      msg`Ertesi gün Baykuş Nine dala bir makara astı, ipi makaradan geçirdi ve ucuna ceviz dolu bir sepet bağladı. Fındık ipi aşağı çektikçe sepet yukarı çıktı. “Yukarı tırmanmama gerek kalmadı!” diye sevindi. Baykuş Nine ikinci, hareketli bir makara ekleyince sepet daha da hafif geldi; ama Fındık ipi iki kat fazla çekmek zorunda kaldı.`,
      msg`Akşam Fındık defterine yazdı: “Rampa ve makara işimi kolaylaştırdı ama azaltmadı. Daha az kuvvet uyguladım, daha uzun yol çektim.”`,
    ],
    lesson: msg`Basit makineler kuvvetin yönünü ya da büyüklüğünü değiştirerek işimizi kolaylaştırır. Kuvvetten kazanç sağlayan bir makine yoldan kaybettirir; basit makineler işten kazanç sağlamaz.`,
  },
};
