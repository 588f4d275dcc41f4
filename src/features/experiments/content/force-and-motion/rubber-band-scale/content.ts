import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Kuvveti göremeyiz ama etkisini ölçebiliriz. Kuvveti ölçen araca dinamometre denir. Laboratuvardaki dinamometrenin içinde bir yay vardır. Bu deneyde yayın yerine bir lastik bant kullanarak kendi dinamometremizi yapacağız.`,
    sections: [
      {
        heading: msg`Dinamometre nasıl çalışır?`,
        paragraphs: [
          msg`Esnek bir cisme kuvvet uygulanınca uzar; kuvvet kalkınca eski hâline döner. Kuvvet ne kadar büyükse esnek cisim o kadar çok uzar. Dinamometre bu özellikten yararlanır: Yayın ne kadar uzadığına bakarak kuvvetin büyüklüğünü okuruz.`,
          msg`Kuvvetin birimi newtondur ve N harfiyle gösterilir. Dünya’da yaklaşık 100 gramlık bir cismin ağırlığı yaklaşık 1 newtondur. 100 mL su da yaklaşık 100 gramdır.`,
          msg`Bir ölçme aracının çizgilerini büyüklüğü bilinen kuvvetlerle işaretlemeye ayarlama denir. Deneyde lastik bandımızı su dolu poşetlerle ayarlayacağız. Her dinamometrenin ölçebileceği en büyük bir kuvvet vardır; aşırı yük yay ya da lastiği bozar.`,
        ],
      },
      {
        heading: msg`Sürtünme kuvveti`,
        paragraphs: [
          msg`Birbirine değen iki yüzey arasında, harekete ters yönde etki eden kuvvete sürtünme kuvveti denir. Sürtünme kuvveti hareketi zorlaştırır ve yavaşlatır.`,
          msg`Sürtünme yüzeylerin cinsine bağlıdır. Pürüzlü yüzeylerde sürtünme genellikle daha büyük, düzgün ve kaygan yüzeylerde daha küçüktür. Bir kutuyu sabit hızla çekerken dinamometrenin gösterdiği değer, yaklaşık olarak sürtünme kuvvetinin büyüklüğünü verir.`,
        ],
      },
      {
        heading: msg`Sürtünme yararlı mı, zararlı mı?`,
        paragraphs: [
          msg`Sürtünme olmasaydı yürüyemez, kalemle yazamaz, frene basınca duramazdık. Kış lastikleri ve ayakkabıların girintili tabanları sürtünmeyi artırarak kaymamızı önler.`,
          msg`Sürtünme bazen de zararlıdır: Ayakkabı tabanlarını ve araba lastiklerini aşındırır, makinelerin parçalarını ısıtır ve yıpratır. Makinelerde yağ kullanmak sürtünmeyi azaltır.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Dinamometre`, definition: msg`Kuvvetin büyüklüğünü ölçen araç.` },
      { term: msg`Newton (N)`, definition: msg`Kuvvetin birimi.` },
      { term: msg`Ayarlama`, definition: msg`Bir ölçme aracının çizgilerini büyüklüğü bilinen değerlerle işaretleme.` },
      { term: msg`Sürtünme kuvveti`, definition: msg`Birbirine değen yüzeyler arasında harekete ters yönde etki eden kuvvet.` },
    ],
  },
  procedure: {
    goal: msg`Lastik banttan bir dinamometre yapıp newton çizgilerini işaretlemek ve onunla farklı yüzeylerdeki sürtünme kuvvetlerini karşılaştırmak.`,
    durationMinutes: 45,
    materials: [
      { name: msg`Kalın lastik bant`, quantity: msg`Her gruba 2 tane (biri yedek)` },
      { name: msg`Büyük ataş`, quantity: msg`Her gruba 3 tane` },
      { name: msg`30 cm uzunluğunda, 5 cm genişliğinde karton şerit ve bant`, quantity: msg`Her gruba 1 tane` },
      { name: msg`Kilitli küçük poşet ve ölçü kabı`, quantity: msg`Her gruba 3 poşet, 1 ölçü kabı` },
      { name: msg`Su`, quantity: msg`Her gruba 300 mL` },
      { name: msg`İçinde birkaç kalem olan hafif kalem kutusu (3 N’dan hafif) ve 30 cm ip`, quantity: msg`Her gruba 1’er tane` },
      { name: msg`Kumaş parçası, zımpara kâğıdı ve alüminyum folyo (A4 boyutunda)`, quantity: msg`Her gruba 1’er tane` },
    ],
    safety: [
      msg`Lastik bandı kimseye doğru gerip bırakma; kopan ya da fırlayan lastik gözüne çarpabilir. Lastiğe bakarken yüzünü yaklaştırma.`,
      msg`Dinamometreye 3 poşetten fazla yük asma; aşırı yük lastiği koparır.`,
      msg`Poşetlerin ağzını sıkıca kapat; dökülen suyu hemen sil.`,
      msg`Zımpara kâğıdını eline ya da koluna sürtme.`,
    ],
    steps: [
      msg`Karton şeridi dik tutup bir kitap rafının ya da masanın kenarına bantla. Bir ataşı açarak kanca yap ve şeridin üst ucuna bantla. Lastik bandı bu kancaya as.`,
      msg`İkinci ataşı lastiğin alt ucuna kanca olarak tak. Hiç yük yokken kancanın ucunun hizasını kartona çiz ve yanına “0” yaz.`,
      msg`Bir poşete 100 mL su koy, ağzını kapat ve kancaya as. Kancanın yeni hizasını çiz, yanına “1 N” yaz. İki poşetle “2 N”, üç poşetle “3 N” çizgisini işaretle.`,
      msg`Poşetleri çıkar. Kancanın yeniden “0” çizgisine dönüp dönmediğine bak. Sonra kalem kutusunu as ve ağırlığını newton olarak oku.`,
      msg`Karton şeridi söküp lastik bantla birlikte yere paralel tut. Kalem kutusuna ipi bağla, ipin öbür ucunu alttaki kancaya tak. Kalem kutusunu masanın üstünde yavaşça ve sabit hızla çek; kutu kayarken kancanın hangi çizgide olduğunu oku.`,
      msg`Aynı çekmeyi kumaş, zımpara kâğıdı ve folyo üstünde tekrarla. Her yüzeyde iki kez ölç ve tabloya yaz.`,
    ],
    observations: [
      msg`Poşet sayısı arttıkça lastik nasıl değişti?`,
      msg`Hangi yüzeyde kalem kutusunu çekmek en büyük kuvveti gerektirdi, hangisinde en küçük?`,
      msg`Aynı yüzeydeki iki ölçümün sonucu birbirine yakın mıydı?`,
    ],
    conclusion: msg`Lastik bant, asılan yük arttıkça daha çok uzadı; bu yüzden kuvveti ölçmek için kullanılabildi. Su dolu poşetlerle ayarlanan dinamometre kuvveti newton olarak gösterdi. Kalem kutusunu çekerken gereken kuvvet yüzeye göre değişti: Pürüzlü yüzeylerde sürtünme daha büyük, düzgün ve kaygan yüzeylerde daha küçüktü. Sürtünme kuvveti harekete ters yönde etki eder ve hareketi zorlaştırır.`,
  },
  questions: [
    {
      id: 'unit',
      prompt: msg`Kuvvetin birimi nedir?`,
      options: [msg`Kilogram`, msg`Newton`, msg`Metre`, msg`Litre`],
      correctIndex: 1,
      explanation: msg`Kuvvetin birimi newtondur ve N ile gösterilir. Kilogram kütlenin, metre uzunluğun, litre hacmin birimidir.`,
      hints: [msg`Dinamometrenin kartonuna hangi harfi yazdın?`, msg`Kilogram, metre ve litre neyi ölçer?`],
    },
    {
      id: 'why-100ml',
      prompt: msg`Dinamometreyi ayarlarken neden 100 mL’lik su poşetleri kullandık?`,
      options: [msg`100 mL suyun ağırlığı yaklaşık 1 newton olduğu için`, msg`Su renksiz olduğu için`, msg`Poşetler çok hafif olduğu için`],
      correctIndex: 0,
      explanation: msg`100 mL su yaklaşık 100 gramdır. Dünya’da 100 gramlık bir cismin ağırlığı yaklaşık 1 newtondur. Böylece her poşet yaklaşık 1 N’luk bir kuvvet uyguladı.`,
      hints: [msg`Çizgileri işaretlerken büyüklüğünü bildiğimiz bir kuvvete ihtiyacımız vardı.`, msg`100 gramlık bir cismin ağırlığı kaç newtondur?`],
    },
    {
      id: 'sandpaper',
      prompt: msg`Kalem kutusunu zımpara kâğıdı üzerinde çekerken dinamometre daha büyük bir değer gösterdi. Bu ne gösterir?`,
      options: [
        msg`Zımpara kalem kutusunu ileri iter.`,
        msg`Kalem kutusu zımparada hafifler.`,
        msg`Zımpara ile kalem kutusu arasındaki sürtünme kuvveti daha büyüktür.`,
      ],
      correctIndex: 2,
      explanation: msg`Kutuyu sabit hızla çekerken uyguladığımız kuvvet, sürtünme kuvvetini dengeler. Pürüzlü zımparada sürtünme daha büyük olduğu için daha büyük bir kuvvet gerekti.`,
      hints: [msg`Kalem kutusunun ağırlığı yüzeye göre değişir mi?`, msg`Pürüzlü yüzeyler hareketi nasıl etkiler?`],
    },
    {
      id: 'friction-direction',
      prompt: msg`Sürtünme kuvveti harekete nasıl etki eder?`,
      options: [
        msg`Cismi hareket yönünde iter.`,
        msg`Cismi havaya kaldırır.`,
        msg`Harekete hiç etki etmez.`,
        msg`Harekete ters yönde etki edip hareketi zorlaştırır.`,
      ],
      correctIndex: 3,
      explanation: msg`Sürtünme kuvveti, birbirine değen yüzeyler arasında harekete ters yönde etki eder. Bu yüzden hareketi zorlaştırır ve yavaşlatır.`,
      hints: [msg`Kalem kutusunu çekerken dinamometre neden bir değer gösterdi?`, msg`İtmeyi bıraktığın bir oyuncak araba neden sonunda durur?`],
    },
    {
      id: 'useful-friction',
      prompt: msg`Aşağıdakilerden hangisinde sürtünme işimize yarar?`,
      options: [msg`Kızağın karda zor kayması`, msg`Kış lastiklerinin buzlu yolda kaymayı önlemesi`, msg`Ayakkabı tabanlarının zamanla aşınması`],
      correctIndex: 1,
      explanation: msg`Kış lastiklerinin girintili yüzeyi sürtünmeyi artırır ve arabanın kaymasını önler. Kızağın zor kayması ve tabanların aşınması sürtünmenin istemediğimiz etkileridir.`,
      hints: [msg`Hangisi bizim güvenliğimizi sağlıyor?`, msg`Hangisinde sürtünmeyi bilerek artırmaya çalışırız?`],
    },
    {
      id: 'overload',
      prompt: msg`Lastik bant dinamometreye çok ağır bir yük asarsak ne olabilir?`,
      options: [msg`Lastik kopabilir ya da eski hâline dönmeyebilir; ölçümler bozulur.`, msg`Dinamometre daha doğru ölçer.`, msg`Lastik kısalır.`],
      correctIndex: 0,
      explanation: msg`Her dinamometrenin ölçebileceği en büyük bir kuvvet vardır. Aşırı yük lastiği koparabilir ya da kalıcı olarak uzatabilir; o zaman çizgiler artık doğru değeri göstermez.`,
      hints: [msg`Yükü kaldırınca kanca “0” çizgisine dönmezse ne olur?`, msg`Güvenlik kurallarında poşet sayısıyla ilgili ne yazıyordu?`],
    },
  ],
  activity: {
    kind: 'classify',
    title: msg`Sürtünme yararlı mı, zararlı mı?`,
    instructions: msg`Her durumda sürtünme kuvveti işimize mi yarıyor, yoksa istemediğimiz bir etki mi yapıyor? Doğru gruba yerleştir.`,
    categories: [
      { id: 'useful', label: msg`Yararlı` },
      { id: 'harmful', label: msg`Zararlı` },
    ],
    items: [
      {
        id: 'walking',
        label: msg`Yürürken ayağımızın kaymaması`,
        emoji: '🚶',
        categoryId: 'useful',
        explanation: msg`Ayakkabı ile yer arasındaki sürtünme kaymadan yürümemizi sağlar.`,
      },
      {
        id: 'brakes',
        label: msg`Bisikletin frenle durması`,
        emoji: '🚲',
        categoryId: 'useful',
        explanation: msg`Fren lastikleri tekerleğe sürtünerek bisikleti yavaşlatır.`,
      },
      {
        id: 'pencil',
        label: msg`Kurşun kalemin kâğıda iz bırakması`,
        emoji: '✏️',
        categoryId: 'useful',
        explanation: msg`Kalemin ucu kâğıda sürtünerek iz bırakır.`,
      },
      {
        id: 'sand-ice',
        label: msg`Buzlu kaldırıma kum serpilmesi`,
        emoji: '🧊',
        categoryId: 'useful',
        explanation: msg`Kum sürtünmeyi artırır, kaymamızı önler.`,
      },
      {
        id: 'worn-shoes',
        label: msg`Ayakkabı tabanlarının aşınması`,
        emoji: '👟',
        categoryId: 'harmful',
        explanation: msg`Yerle sürtünen taban zamanla aşınır.`,
      },
      {
        id: 'hot-machine',
        label: msg`Yağsız makine parçalarının ısınıp yıpranması`,
        emoji: '⚙️',
        categoryId: 'harmful',
        explanation: msg`Birbirine sürtünen parçalar ısınır ve aşınır; yağlamak sürtünmeyi azaltır.`,
      },
      {
        id: 'heavy-box',
        label: msg`Ağır bir dolabı halıda itmenin zor olması`,
        emoji: '📦',
        categoryId: 'harmful',
        explanation: msg`Dolap ile halı arasındaki büyük sürtünme itmeyi zorlaştırır.`,
      },
      {
        id: 'tyre',
        label: msg`Araba lastiklerinin zamanla incelmesi`,
        emoji: '🚗',
        categoryId: 'harmful',
        explanation: msg`Yolla sürtünen lastikler aşınır ve bir süre sonra değiştirilmesi gerekir.`,
      },
    ],
  },
  worksheet: {
    title: msg`Lastik Dinamometre Çalışma Sayfası`,
    instructions: msg`Her yüzeyde iki ölçüm yap ve tabloya yaz. Sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`Yaptığın dinamometreyi çiz ve parçalarını adlandır.`, lines: 4 },
      { prompt: msg`Lastik bant dinamometre, laboratuvardaki yaylı dinamometreden hangi yönlerden daha az güvenilir olabilir?`, lines: 3 },
      { prompt: msg`Sürtünmeyi artırmak ya da azaltmak için günlük yaşamda yapılan birer örnek yaz.`, lines: 2 },
    ],
    table: {
      caption: msg`Kalem kutusunu çekmek için gereken kuvvet (N)`,
      columns: [msg`Yüzey`, msg`1. ölçüm`, msg`2. ölçüm`],
      rows: 4,
    },
  },
  story: {
    title: msg`Fındık’ın Kızak Terazisi`,
    paragraphs: [
      msg`Kış gelmişti. Sincap Fındık ve arkadaşları kızak yarışına hazırlanıyordu. Kirpi Diken, “Benim kızağım en kolay kayan kızak!” diye övündü. Tavşan Pamuk itiraz etti: “Hayır, benimki!”`,
      msg`Fındık bir fikir buldu. Bir dala lastik bant bağladı, ucuna bir çengel taktı. Sonra kilerinden 100 gramlık fındık keselerini tek tek asıp lastiğin uzadığı yerleri ağaç kabuğuna çizdi: 1, 2, 3 newton.`,
      msg`Her kızağı bu lastikle karın üstünde yavaşça çektiler. Diken’in kızağının altı pürüzlü tahtaydı; lastik uzadıkça uzadı. Pamuk’un kızağının altı ise cilalıydı; lastik çok az uzadı.`,
      msg`“Demek ki kızağın altı ne kadar düzgünse sürtünme o kadar az,” dedi Fındık. Diken o akşam kızağının altını zımparalayıp cilaladı. Ertesi gün yarışı üçü de neşe içinde bitirdi.`,
    ],
    lesson: msg`Kuvveti esnek bir cismin uzamasıyla ölçebiliriz; birimi newtondur. Sürtünme yüzeylerin cinsine bağlıdır ve harekete ters yönde etki eder.`,
  },
};
