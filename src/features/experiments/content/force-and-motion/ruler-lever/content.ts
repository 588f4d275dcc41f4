import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Ağır bir taşı bir sopayla yerinden oynatmak, kuyudan su çekmek, bir rampadan yük taşımak… İnsanlar binlerce yıldır iş yaparken basit makinelerden yararlanıyor. Peki basit makineler bize gerçekten ne kazandırır?`,
    sections: [
      {
        heading: msg`Basit makine nedir?`,
        paragraphs: [
          msg`Az sayıda parçadan oluşan ve bir işi yapmamızı kolaylaştıran araçlara basit makine denir. Basit makineler kuvvetin büyüklüğünü ya da yönünü değiştirerek, bazen de işin daha hızlı yapılmasını sağlayarak kolaylık sağlar.`,
          msg`Basit makinelerin en önemli kuralı şudur: işten kazanç yoktur. Kuvvetten kazanç sağlayan bir basit makinede kuvveti daha uzun bir yol boyunca uygularız; kuvvetten kazanılan, yoldan kaybedilir. Sürtünme yüzünden gerçekte yaptığımız iş, makinesiz yapacağımız işten biraz daha fazladır.`,
        ],
      },
      {
        heading: msg`Kaldıraçlar`,
        paragraphs: [
          msg`Kaldıraç, bir destek noktası etrafında dönebilen sert bir çubuktur. Uyguladığımız kuvvetin destek noktasına uzaklığına kuvvet kolu, yükün destek noktasına uzaklığına yük kolu denir.`,
          msg`Kuvvet kolu yük kolundan uzunsa yükü daha küçük bir kuvvetle dengeleriz: kuvvetten kazanç vardır. Kuvvet kolu yük kolundan kısaysa daha büyük bir kuvvet gerekir, ama yük daha uzun bir yol alır: kuvvetten kayıp, yoldan kazanç vardır. İki kol eşitse kuvvet yüke eşittir.`,
          msg`Tahterevalli, makas, pense, gazoz açacağı, el arabası, kürek ve cımbız birer kaldıraçtır.`,
        ],
      },
      {
        heading: msg`Makaralar, palanga ve çıkrık`,
        paragraphs: [
          msg`Makara, çevresinden ip geçen ve bir eksen etrafında dönebilen tekerdir. Sabit makara bir yere asılıdır, yükle birlikte hareket etmez. Kuvvetten kazanç sağlamaz ama kuvvetin yönünü değiştirir: bayrak direğindeki makara sayesinde ipi aşağı çekerek bayrağı yukarı çıkarırız.`,
          msg`Hareketli makara yükle birlikte yükselir. Yük iki ip parçasına asılı olduğu için, makaranın ağırlığı ve sürtünme önemsenmezse yükün yaklaşık yarısı kadar bir kuvvet yeter; ama ipi, yükün yükseldiği yolun iki katı kadar çekmek gerekir. Sabit ve hareketli makaraların birlikte kullanıldığı düzeneğe palanga denir; inşaat vinçleri palangayla çalışır.`,
          msg`Çıkrık, birbirine bağlı büyük bir kol ile küçük bir milden oluşur. Kuyudan kova çekerken büyük bir çember çizen kolu çevirmek, mile sarılan ipi çekmeyi kolaylaştırır. Kapı kolu ve tornavida da çıkrık gibi çalışır.`,
        ],
      },
      {
        heading: msg`Eğik düzlem`,
        paragraphs: [
          msg`Eğik düzlem, bir yükü yüksek bir yere doğrudan kaldırmak yerine eğimli bir yüzey boyunca çekmemizi ya da itmemizi sağlar. Rampa ne kadar uzun ve az eğimliyse yükü çıkarmak için gereken kuvvet o kadar küçük olur, ama alınan yol uzar.`,
          msg`Tekerlekli sandalye rampaları, dağlara kıvrılarak çıkan yollar ve kamyonlara yük yüklerken kullanılan rampalar eğik düzlemdir. Dişli çarklar, vida ve kasnaklar da birer basit makinedir; vidayı bir silindirin çevresine sarılmış bir eğik düzlem gibi düşünebilirsin.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Basit makine`, definition: msg`Az parçadan oluşan, kuvvetin büyüklüğünü ya da yönünü değiştirerek işi kolaylaştıran araç.` },
      { term: msg`Destek noktası`, definition: msg`Kaldıracın etrafında döndüğü nokta.` },
      { term: msg`Kuvvet kolu`, definition: msg`Uygulanan kuvvetin destek noktasına uzaklığı.` },
      { term: msg`Yük kolu`, definition: msg`Yükün destek noktasına uzaklığı.` },
      { term: msg`Sabit makara`, definition: msg`Bir yere asılı duran, yükle hareket etmeyen makara; kuvvetin yönünü değiştirir.` },
      { term: msg`Hareketli makara`, definition: msg`Yükle birlikte hareket eden makara; kuvvetten kazanç sağlar, yoldan kaybettirir.` },
      { term: msg`Eğik düzlem`, definition: msg`Yükü yüksek bir yere daha küçük bir kuvvetle, daha uzun bir yoldan çıkarmayı sağlayan eğimli yüzey.` },
    ],
  },
  procedure: {
    goal: msg`Bir kaldıraçta kuvvet kolunun uzunluğunun yükü dengelemek için gereken kuvveti nasıl değiştirdiğini ölçmek ve eğik düzlemin sağladığı kolaylığı görmek.`,
    durationMinutes: 45,
    materials: [
      { name: msg`30 cm’lik düz cetvel`, quantity: msg`1 tane` },
      { name: msg`Altıgen kurşun kalem (destek noktası)`, quantity: msg`1 tane` },
      { name: msg`Aynı türden madeni para (örneğin 1 TL)`, quantity: msg`12 tane` },
      { name: msg`Bant`, quantity: msg`1 rulo` },
      { name: msg`Dinamometre (0–10 N)`, quantity: msg`1 tane` },
      { name: msg`İçine hamur konarak ağırlaştırılmış oyuncak kamyon (300–500 g)`, quantity: msg`1 tane` },
      { name: msg`Rampa için yaklaşık 60 cm uzunluğunda düz tahta ve birkaç kalın kitap`, quantity: msg`1 tahta, 4–5 kitap` },
    ],
    safety: [
      msg`Madeni paraları ağzına alma; deneyden sonra ellerini yıka.`,
      msg`Kitapları devrilmeyecek şekilde masanın ortasına düzgünce diz; rampadan kayan kamyonun masadan düşmesine izin verme.`,
      msg`Dinamometreye ölçeğinde yazan en büyük değerden ağır bir yük asma ve yayı birden bırakma.`,
    ],
    steps: [
      msg`Kalemi bantla masaya sabitle. Cetveli 15 cm çizgisi kalemin tam üstüne gelecek şekilde yerleştir; cetvel yatay durmuyorsa biraz kaydırarak dengele. Bu nokta destek noktasıdır, deney boyunca yerini değiştirme.`,
      msg`Yük olarak 6 parayı üst üste diz ve destek noktasının 4 cm soluna (11 cm çizgisine) koy. Yük kolu 4 cm’dir.`,
      msg`Tahmin et: yükü dengelemek için destek noktasının 4 cm sağına kaç para koymalısın? Paraları 19 cm çizgisine tek tek üst üste koy. Cetvel yeniden yatay olunca para sayısını tabloya yaz.`,
      msg`Sağdaki paraları kaldır. Aynı yükü bu kez 8 cm sağa (23 cm çizgisi), sonra 12 cm sağa (27 cm çizgisi) koyduğun paralarla dengele. Her seferinde gereken para sayısını yaz.`,
      msg`Yükü 2 paraya indir ve destek noktasının 12 cm soluna (3 cm çizgisi) taşı. Bu kez paraları destek noktasının 4 cm sağına koyarak dengele. Kuvvet kolu yük kolundan kısayken kaç para gerekti?`,
      msg`6 paralık yükü yeniden 4 cm sola koy. Cetvelin sağ ucuna parmağınla yavaşça bastırarak yükü kaldır. Parmağının ve yükün ne kadar yol aldığını karşılaştır.`,
      msg`Kamyonu dinamometreye asıp ağırlığını ölç. Sonra tahtayı kitaplara dayayarak bir rampa yap ve kamyonu, dinamometreyi rampaya paralel tutarak yavaşça yukarı çek. Rampayı daha az eğimli yapıp ölçümü tekrarla.`,
    ],
    observations: [
      msg`Kuvvet kolu uzadıkça yükü dengelemek için gereken para sayısı nasıl değişti?`,
      msg`Kuvvet kolu yük kolundan kısayken kuvvet yükten büyük müydü, küçük müydü?`,
      msg`Yükü kaldırırken parmağın mı, yük mü daha uzun yol aldı?`,
      msg`Kamyonu rampada çekmek için gereken kuvvet, kamyonun ağırlığından küçük müydü? Eğim azalınca ne oldu?`,
    ],
    conclusion: msg`Kaldıraçta kuvvet kolu yük kolundan uzun olduğunda yük daha küçük bir kuvvetle dengelenir; ölçümlerinde kuvvet kolu iki katına çıkınca gereken para sayısının yarıya indiğini görürsün. Kuvvet kolu yük kolundan kısaysa daha büyük bir kuvvet gerekir. Kuvvetten kazanç sağlanırken kuvvet daha uzun bir yol boyunca uygulanır; basit makinelerde işten kazanç yoktur. Eğik düzlem de yükü doğrudan kaldırmaktan daha küçük bir kuvvetle yükseltmemizi sağlar: eğim azaldıkça gereken kuvvet küçülür, alınan yol uzar.`,
  },
  questions: [
    {
      id: 'longer-arm',
      prompt: msg`Deneyde 6 paralık yük destek noktasının 4 cm solundaydı. Dengelemek için 4 cm sağa 6 para, 8 cm sağa 3 para gerekti. Paralar 12 cm sağa konursa kaç para gerekir?`,
      options: [msg`1 para`, msg`2 para`, msg`4 para`, msg`6 para`],
      correctIndex: 1,
      explanation: msg`Kuvvet kolu uzadıkça gereken kuvvet azalır. Kuvvet kolu 4 cm’den 12 cm’ye, yani 3 katına çıkınca gereken para sayısı da 6’nın üçte birine, 2’ye iner.`,
      hints: [
        msg`Verilen iki ölçümü karşılaştır: kuvvet kolu iki katına çıkınca para sayısı ne oldu?`,
        msg`12 cm, 4 cm’nin kaç katıdır? Para sayısı da aynı oranda azalır.`,
      ],
    },
    {
      id: 'no-work-gain',
      prompt: msg`Basit makineler için aşağıdakilerden hangisi doğrudur?`,
      options: [msg`İşten kazanç sağlarlar.`, msg`Her zaman hem kuvvetten hem yoldan kazanç sağlarlar.`, msg`Kuvvetten kazanç sağlanırsa yoldan kaybedilir.`],
      correctIndex: 2,
      explanation: msg`Basit makineler işi azaltmaz, kolaylaştırır. Daha küçük bir kuvvet uyguladığımızda bu kuvveti daha uzun bir yol boyunca uygulamamız gerekir; işten kazanç yoktur.`,
      hints: [
        msg`Deneyde yükü cetvelin ucundan kaldırırken parmağının aldığı yolu yükün aldığı yolla karşılaştır.`,
        msg`Basit makinelerin en önemli kuralını Konu Anlatımı’nda hatırla: iş konusunda ne söyleniyordu?`,
      ],
    },
    {
      id: 'fixed-pulley',
      prompt: msg`Bayrak direğindeki sabit makara bize hangi kolaylığı sağlar?`,
      options: [
        msg`Bayrağı yarı kuvvetle kaldırmamızı sağlar.`,
        msg`Bayrağın ağırlığını azaltır.`,
        msg`Kuvvetin yönünü değiştirir; ipi aşağı çekerek bayrağı yukarı çıkarırız.`,
      ],
      correctIndex: 2,
      explanation: msg`Sabit makara yükle birlikte hareket etmez ve kuvvetten kazanç sağlamaz. Uyguladığımız kuvvetin yönünü değiştirir: ipi aşağı çektiğimizde bayrak yukarı çıkar. Aşağı doğru çekmek çoğu zaman daha rahattır.`,
      hints: [
        msg`Sabit makara yükle birlikte hareket eder mi? Kuvvetten kazanç hangi makarada vardı?`,
        msg`Bayrağı çekerken ipi hangi yöne çekiyorsun, bayrak hangi yöne gidiyor?`,
      ],
    },
    {
      id: 'inclined-plane',
      prompt: msg`Aynı yük, aynı yüksekliğe uzunlukları farklı iki rampayla çıkarılacak. Sürtünme önemsenmezse hangisi doğrudur?`,
      options: [
        msg`Uzun ve az eğimli rampada daha küçük kuvvet gerekir, ama yol uzar.`,
        msg`Kısa ve dik rampada daha küçük kuvvet gerekir.`,
        msg`İki rampada da aynı kuvvet gerekir.`,
      ],
      correctIndex: 0,
      explanation: msg`Eğik düzlemin eğimi azaldıkça yükü çıkarmak için gereken kuvvet küçülür. Buna karşılık yük daha uzun bir yol boyunca çekilir; işten kazanç olmaz.`,
      hints: [
        msg`Deneyde rampayı daha az eğimli yaptığında dinamometrenin gösterdiği değer ne oldu?`,
        msg`Dağ yolları neden tepeye dümdüz çıkmak yerine kıvrıla kıvrıla çıkar?`,
      ],
    },
    {
      id: 'not-a-lever',
      prompt: msg`Aşağıdakilerden hangisi bir kaldıraç örneği değildir?`,
      options: [msg`Tahterevalli`, msg`Bayrak direğindeki makara`, msg`Gazoz açacağı`, msg`El arabası`],
      correctIndex: 1,
      explanation: msg`Tahterevalli, gazoz açacağı ve el arabası bir destek noktası etrafında dönen sert bir çubuk gibi çalışır; bunlar kaldıraçtır. Bayrak direğindeki ise bir makaradır.`,
      hints: [
        msg`Kaldıracın tanımını hatırla: bir destek noktası etrafında dönebilen sert bir çubuk.`,
        msg`Her seçenekte destek noktasını ve dönen çubuğu bulmaya çalış. Hangisinde bunları bulamıyorsun?`,
      ],
    },
    {
      id: 'tweezers',
      prompt: msg`Cımbızla bir kıymık çıkarırken parmaklarımız destek noktasına, cımbızın uçlarından daha yakındır. Cımbız için ne söylenebilir?`,
      options: [
        msg`Kuvvetten kayıp vardır ama uçlar parmaklardan daha uzun yol alır.`,
        msg`Kuvvetten kazanç sağlar.`,
        msg`Kuvvet ve yol bakımından hiçbir fark yaratmaz.`,
      ],
      correctIndex: 0,
      explanation: msg`Cımbızda kuvvet kolu yük kolundan kısadır. Bu yüzden uçların kıymığa uyguladığı kuvvet, parmaklarımızın uyguladığından küçüktür (kuvvetten kayıp); ama uçlar parmaklardan daha uzun yol alır. Bu da ince ve hassas işlerde kolaylık sağlar.`,
      hints: [
        msg`Cımbızda destek noktası, iki kolun birleştiği uçtur. Parmaklarının ve kıymığın bu noktaya uzaklığını karşılaştır.`,
        msg`Deneyde kuvvet kolu yük kolundan kısayken yükü dengelemek için daha çok mu, daha az mı para gerekmişti?`,
      ],
    },
  ],
  activity: {
    kind: 'classify',
    title: msg`Hangi basit makine?`,
    instructions: msg`Her aracı hangi basit makine gibi çalıştığına göre doğru gruba yerleştir.`,
    categories: [
      { id: 'lever', label: msg`Kaldıraç` },
      { id: 'pulley', label: msg`Makara ya da palanga` },
      { id: 'incline', label: msg`Eğik düzlem` },
      { id: 'wheel', label: msg`Çıkrık` },
    ],
    items: [
      {
        id: 'scissors',
        label: msg`Makas`,
        emoji: '✂️',
        categoryId: 'lever',
        explanation: msg`Makasın iki kolu, ortadaki vida etrafında dönen birer kaldıraçtır.`,
      },
      {
        id: 'opener',
        label: msg`Gazoz açacağı`,
        emoji: '🍾',
        categoryId: 'lever',
        explanation: msg`Açacak kapağın kenarına dayanır ve kapağı bir kaldıraç gibi kaldırır.`,
      },
      {
        id: 'seesaw',
        label: msg`Tahterevalli`,
        emoji: '⚖️',
        categoryId: 'lever',
        explanation: msg`Tahterevalli, ortadaki destek noktası etrafında dönen uzun bir kaldıraçtır.`,
      },
      {
        id: 'flagpole',
        label: msg`Bayrak direğindeki makara`,
        emoji: '🚩',
        categoryId: 'pulley',
        explanation: msg`İpi aşağı çekince bayrak yukarı çıkar: sabit makara kuvvetin yönünü değiştirir.`,
      },
      {
        id: 'crane',
        label: msg`İnşaat vinci`,
        emoji: '🏗️',
        categoryId: 'pulley',
        explanation: msg`Vinçler ağır yükleri sabit ve hareketli makaralardan oluşan palangalarla kaldırır.`,
      },
      {
        id: 'ramp',
        label: msg`Tekerlekli sandalye rampası`,
        emoji: '♿',
        categoryId: 'incline',
        explanation: msg`Rampa, yüksek bir yere daha küçük bir kuvvetle, daha uzun bir yoldan çıkmayı sağlar.`,
      },
      {
        id: 'mountain-road',
        label: msg`Kıvrılarak tırmanan dağ yolu`,
        emoji: '⛰️',
        categoryId: 'incline',
        explanation: msg`Kıvrıla kıvrıla çıkan yol, dik bir yokuşu uzun ve az eğimli bir eğik düzleme çevirir.`,
      },
      {
        id: 'well',
        label: msg`Kuyu çıkrığı`,
        emoji: '🪣',
        categoryId: 'wheel',
        explanation: msg`Büyük kol çevrilince küçük mile sarılan ip kovayı kolayca yukarı çeker.`,
      },
      {
        id: 'door-handle',
        label: msg`Kapı kolu`,
        emoji: '🚪',
        categoryId: 'wheel',
        explanation: msg`Kapı kolu, kilidin içindeki küçük mili çeviren büyük bir kol gibi çalışır.`,
      },
      {
        id: 'screwdriver',
        label: msg`Tornavida`,
        emoji: '🪛',
        categoryId: 'wheel',
        explanation: msg`Tornavidanın kalın sapı çıkrığın kolu, ince ucu mili gibidir; vidayı kolayca döndürür.`,
      },
    ],
  },
  worksheet: {
    title: msg`Kaldıraç ve Basit Makineler Çalışma Sayfası`,
    instructions: msg`Cetvel kaldıracındaki ölçümlerini tabloya yaz, sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`Kuvvet kolu uzadıkça yükü dengelemek için gereken para sayısı nasıl değişti? Tablondaki sayılarla açıkla.`, lines: 3 },
      {
        prompt: msg`Yükü kaldırırken parmağının aldığı yol ile yükün aldığı yolu karşılaştır. Bu gözlem “işten kazanç yoktur” kuralıyla nasıl ilişkilidir?`,
        lines: 3,
      },
      { prompt: msg`Sabit makara ile hareketli makara arasındaki farkı yaz.`, lines: 2 },
      {
        prompt: msg`Evde ya da okulda bir işi kolaylaştıracak, en az bir basit makine kullanan bir düzenek tasarla. Çizimini yap ve nasıl çalıştığını açıkla.`,
        lines: 6,
      },
    ],
    table: {
      caption: msg`Cetvel kaldıracı ölçümlerim`,
      columns: [msg`Yük (para sayısı)`, msg`Yük kolu (cm)`, msg`Kuvvet kolu (cm)`, msg`Dengeleyen para sayısı`, msg`Kuvvetten kazanç mı, kayıp mı?`],
      rows: 5,
    },
  },
  story: {
    title: msg`Fındık ile Kunduzun Sihirli Dalı`,
    paragraphs: [
      msg`Fırtınalı bir geceden sonra Sincap Fındık’ın yuvasının önüne kocaman bir taş yuvarlanmıştı. Fındık itti, çekti; taş kıpırdamadı bile.`,
      msg`Kunduz Tombi uzun, sağlam bir dal getirdi. Dalın ucunu taşın altına soktu, taşa çok yakın bir yere de küçük bir kütük yerleştirdi. “Kütük destek noktamız,” dedi. “Sen de dalın öbür ucuna, en uzak yerden bastır.”`,
      msg`Fındık dalın ucuna bastırınca taş yavaşça kalktı ve yuvarlanıp gitti. “Bu kadar kolay olacağını düşünmemiştim!” dedi. Tombi güldü: “Ama fark ettin mi? Sen dalın ucunu kocaman bir yay çizerek indirdin, taş ise yalnızca birkaç parmak kalktı. Kuvvetten kazandık, yoldan kaybettik.”`,
      msg`Sonra palamut sepetini ağacın tepesindeki yuvaya çıkarmak gerekti. Fındık bir dala makara astı, ipi makaradan geçirdi ve aşağı çekti. Sepet yukarı süzüldü. “Makara kuvvetimi azaltmadı ama yönünü değiştirdi,” dedi Fındık. “Aşağı çekmek, yukarı kaldırmaktan çok daha rahat!”`,
      msg`O akşam Fındık defterine bir çizim yaptı: dal, kütük, makara ve ip. Altına şunu yazdı: “Basit makineler işimi azaltmaz, ama kolaylaştırır.”`,
    ],
    lesson: msg`Basit makineler kuvvetin büyüklüğünü ya da yönünü değiştirerek işimizi kolaylaştırır; kuvvetten kazanılan yoldan kaybedilir, işten kazanç yoktur.`,
  },
};
