import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Binlerce tonluk bir gemi denizde yüzer, minicik bir taş ise hemen batar. Demek ki bir cismin batıp batmaması yalnızca ne kadar ağır olduğuna bağlı değil. Bunu anlamak için maddenin bir özelliğini, yoğunluğunu ölçmemiz gerekir.`,
    sections: [
      {
        heading: msg`Yoğunluk nedir?`,
        paragraphs: [
          msg`Bir maddenin birim hacminin, yani 1 cm³’ünün kütlesine yoğunluk denir. Yoğunluk, kütlenin hacme bölünmesiyle bulunur: yoğunluk = kütle ÷ hacim. Kütle gram (g), hacim santimetreküp (cm³) olarak ölçülürse yoğunluğun birimi g/cm³ olur. Sıvıların hacminde mililitre de kullanılır; 1 mL = 1 cm³.`,
          msg`Aynı maddeden yapılmış büyük ve küçük iki cismin kütlesi ve hacmi farklıdır ama yoğunluğu aynıdır. Büyük bir demir çubuğun da küçük bir çivinin de yoğunluğu yaklaşık 7,9 g/cm³’tür. Bu yüzden yoğunluk, bir maddeyi başka maddelerden ayırt etmemizi sağlayan bir özelliktir.`,
        ],
      },
      {
        heading: msg`Kütle ve hacim nasıl ölçülür?`,
        paragraphs: [
          msg`Kütle eşit kollu terazi ya da elektronik teraziyle ölçülür. Küp ya da dikdörtgen prizma gibi düzgün şekilli bir cismin hacmi kenar uzunlukları çarpılarak hesaplanır.`,
          msg`Taş gibi düzgün şekilli olmayan ve suda çözünmeyen bir cismin hacmi dereceli silindirle bulunur. Silindire bir miktar su konur ve seviyesi okunur. Cisim suya batırılınca su seviyesi yükselir. Son seviyeden ilk seviye çıkarılır; aradaki fark cismin hacmidir.`,
        ],
      },
      {
        heading: msg`Yüzme, batma ve canlılar`,
        paragraphs: [
          msg`Suyun yoğunluğu yaklaşık 1 g/cm³’tür. Yoğunluğu sudan küçük olan tahta, mantar ve zeytinyağı suyun üstünde kalır; yoğunluğu sudan büyük olan taş, demir ve cam suda batar. Birbirine karışmayan sıvılar bir kaba konduğunda yoğunluğu en büyük olan en alta, en küçük olan en üste yerleşir.`,
          msg`Buzun yoğunluğu suyunkinden küçüktür. Bu yüzden göllerde su yüzeyden donar ve buz üstte kalır. Buz tabakası alttaki suyu soğuktan korur; balıklar ve öbür su canlıları kışı buzun altındaki suda geçirir. Balıkların çoğu yüzme kesesindeki havayı değiştirerek suda yükselir ya da alçalır.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Yoğunluk`, definition: msg`Bir maddenin 1 cm³’ünün kütlesi; kütle ÷ hacim.` },
      { term: msg`Kütle`, definition: msg`Bir cisimdeki madde miktarı; terazi ile gram ya da kilogram olarak ölçülür.` },
      { term: msg`Hacim`, definition: msg`Bir cismin kapladığı yer; cm³ ya da mL olarak ölçülür.` },
      { term: msg`Dereceli silindir`, definition: msg`Üzerinde mililitre çizgileri bulunan, sıvı ve düzensiz katıların hacmini ölçmeye yarayan kap.` },
      { term: msg`Ayırt edici özellik`, definition: msg`Bir maddeyi başka maddelerden ayırmamızı sağlayan, miktara bağlı olmayan özellik.` },
    ],
  },
  procedure: {
    goal: msg`Birkaç katı cismin kütlesini ve hacmini ölçerek yoğunluklarını hesaplamak; karışmayan sıvılarla bir yoğunluk kulesi kurarak yüzme ve batmayı yoğunlukla açıklamak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Elektronik mutfak terazisi (1 g duyarlı) ya da eşit kollu terazi`, quantity: msg`her gruba 1 tane` },
      { name: msg`Plastik dereceli silindir (100 mL) ya da dereceli plastik ölçü kabı`, quantity: msg`her gruba 1 tane` },
      { name: msg`Silindire sığan küçük bir taş, bir cam misket, bir silgi ve aynı maddeden büyük ve küçük iki taş`, quantity: msg`her gruba 1’er tane` },
      { name: msg`Su (gıda boyasıyla renklendirilmiş), bal ve ayçiçek yağı`, quantity: msg`50’şer mL` },
      { name: msg`Dar ve uzun şeffaf bardak ya da kavanoz`, quantity: msg`1 tane` },
      { name: msg`Küçük bir mantar tıpa parçası, kürdan ve kâğıt havlu`, quantity: msg`1’er tane` },
    ],
    safety: [
      msg`Cam dereceli silindir kullanılıyorsa taşı ve misketi silindiri yana yatırıp kenarından yavaşça kaydırarak indir; yukarıdan atarsan cam kırılabilir. Plastik silindir varsa onu tercih et.`,
      msg`Deneyde kullanılan bal, yağ ve boyalı su yenmez ve tadına bakılmaz; bu malzemeler artık deney malzemesidir.`,
      msg`Yere dökülen yağ ve bal kaydırır; hemen kâğıt havluyla silin.`,
      msg`Misketleri yere düşürmeyin; üzerine basan kayıp düşebilir. Deneyden sonra elleri sabunla yıkayın.`,
    ],
    steps: [
      msg`Terazinin boşken sıfırı gösterdiğini kontrol et. Taşın, misketin ve silginin kütlelerini tek tek ölçüp tabloya yaz.`,
      msg`Dereceli silindire 50 mL su koy. Gözünü su seviyesiyle aynı hizaya getirerek seviyeyi oku ve yaz.`,
      msg`Silindiri biraz yatırıp taşı kenarından kaydırarak suya indir. Yeni seviyeyi oku. Son seviyeden ilk seviyeyi çıkar; taşın hacmini cm³ olarak yaz.`,
      msg`Aynı işlemi misket ve silgi için de yap. Silgi yüzerse onu bir kürdanın ucuyla yalnızca suyun altına bastır.`,
      msg`Her cisim için yoğunluğu hesapla: kütle ÷ hacim. Aynı maddeden büyük ve küçük iki taşın yoğunluklarını da karşılaştır.`,
      msg`Yoğunluk kulesi: bardağa önce balı, sonra boyalı suyu bardağın kenarından yavaşça, en son yağı dök. Birkaç dakika bekle.`,
      msg`Kuleye önce mantar parçasını, sonra bir misketi bırak. Her birinin hangi katmanda durduğunu yaz.`,
    ],
    observations: [
      msg`Hangi cismin yoğunluğu en büyük, hangisininki en küçük çıktı?`,
      msg`Aynı maddeden büyük ve küçük iki taşın yoğunlukları yakın mı?`,
      msg`Sıvı kulesinde sıvılar hangi sırayla dizildi?`,
      msg`Mantar ve misket kulede nerede durdu? Bunu yoğunlukla nasıl açıklarsın?`,
    ],
    conclusion: msg`Her cismin yoğunluğu kütlesinin hacmine bölünmesiyle bulunur. Aynı maddeden yapılmış cisimlerin büyüklükleri farklı olsa da yoğunlukları yaklaşık aynıdır; yoğunluk maddeyi tanıtan bir özelliktir. Karışmayan sıvılar yoğunluk sırasına göre dizilir: en yoğun bal en alta, en az yoğun yağ en üste yerleşir. Bir cisim, kendisinden daha yoğun bir sıvıda yüzer, daha az yoğun bir sıvıda batar.`,
  },
  questions: [
    {
      id: 'stone-density',
      prompt: msg`Kütlesi 84 g olan bir taş, dereceli silindirdeki suyun seviyesini 50 mL’den 80 mL’ye çıkarıyor. Taşın yoğunluğu kaç g/cm³’tür?`,
      options: [msg`2,8 g/cm³`, msg`1,68 g/cm³`, msg`1,05 g/cm³`, msg`114 g/cm³`],
      correctIndex: 0,
      explanation: msg`Taşın hacmi 80 mL − 50 mL = 30 mL, yani 30 cm³’tür. Yoğunluk = 84 g ÷ 30 cm³ = 2,8 g/cm³.`,
      hints: [
        msg`Önce taşın hacmini bul: su seviyesi ne kadar yükseldi?`,
        msg`Yoğunluk kütlenin hacme bölünmesiyle bulunur.`,
        msg`Kütleyi 80’e ya da 50’ye değil, seviyedeki farka böl.`,
      ],
    },
    {
      id: 'marble-volume',
      prompt: msg`Dereceli silindirde 60 mL su var. İçine bir misket bırakılınca seviye 68 mL oluyor. Misketin hacmi kaç cm³’tür?`,
      options: [msg`68 cm³`, msg`60 cm³`, msg`8 cm³`, msg`128 cm³`],
      correctIndex: 2,
      explanation: msg`Suyun yükselen kısmı misketin kapladığı yerdir: 68 mL − 60 mL = 8 mL. 1 mL = 1 cm³ olduğu için misketin hacmi 8 cm³’tür.`,
      hints: [msg`Misket suya girince su seviyesi neden yükseldi?`, msg`İlk ve son seviye arasındaki farkı düşün.`],
    },
    {
      id: 'same-material',
      prompt: msg`Bir demir çivinin yoğunluğu 7,9 g/cm³’tür. Aynı demirden yapılmış, çividen 10 kat büyük bir demir çubuğun yoğunluğu kaç g/cm³’tür?`,
      options: [msg`79 g/cm³`, msg`7,9 g/cm³`, msg`0,79 g/cm³`],
      correctIndex: 1,
      explanation: msg`Çubuğun kütlesi de hacmi de çivininkinden büyüktür ama ikisi aynı oranda büyüdüğü için bölümleri değişmez. Aynı maddeden yapılmış cisimlerin yoğunluğu aynıdır.`,
      hints: [msg`Cisim büyüyünce yalnızca kütlesi mi artar, hacmi de artar mı?`, msg`Yoğunluk maddeye mi bağlıdır, cismin büyüklüğüne mi?`],
    },
    {
      id: 'liquid-tower',
      prompt: msg`Bal (1,4 g/cm³), su (1 g/cm³) ve ayçiçek yağı (0,92 g/cm³) aynı bardağa dökülüyor. En altta hangisi bulunur?`,
      options: [msg`Ayçiçek yağı`, msg`Su`, msg`Üçü karışır, katman oluşmaz.`, msg`Bal`],
      correctIndex: 3,
      explanation: msg`Karışmayan sıvılarda yoğunluğu en büyük olan en alta yerleşir. Balın yoğunluğu en büyüktür, yağınki en küçüktür; bu yüzden sıra aşağıdan yukarı bal, su, yağ olur.`,
      hints: [msg`Üç sayıyı büyükten küçüğe sırala.`, msg`Yoğunluğu büyük olan sıvı, küçük olanın üstünde kalabilir mi?`],
    },
    {
      id: 'ice-lake',
      prompt: msg`Kışın göller neden yüzeyden donar ve bu durum su canlıları için neden önemlidir?`,
      options: [
        msg`Buz sudan daha yoğun olduğu için dibe çöker ve balıkları korur.`,
        msg`Buz sudan daha az yoğun olduğu için üstte kalır; altındaki su donmadan kalır ve canlılar orada yaşar.`,
        msg`Gölün dibi güneş aldığı için hiç soğumaz.`,
      ],
      correctIndex: 1,
      explanation: msg`Buzun yoğunluğu suyunkinden küçüktür, bu yüzden buz suyun üstünde yüzer. Yüzeydeki buz tabakası alttaki suyu soğuk havadan ayırır; su canlıları kışı buzun altındaki sıvı suda geçirir.`,
      hints: [msg`Bir bardak suya attığın buz küpü nerede durur?`, msg`Yüzen bir cismin yoğunluğu sıvınınkinden büyük müdür, küçük müdür?`],
    },
  ],
  activity: {
    kind: 'classify',
    title: msg`Suda yüzer mi, batar mı?`,
    instructions: msg`Her cisme dokun, sonra suya konduğunda ne olacağını gösteren kutuya dokun. Parantez içindeki yoğunlukları suyunkiyle (1 g/cm³) karşılaştır.`,
    categories: [
      { id: 'floats', label: msg`Suda yüzer (yoğunluğu sudan küçük)` },
      { id: 'sinks', label: msg`Suda batar (yoğunluğu sudan büyük)` },
    ],
    items: [
      {
        id: 'cork',
        label: msg`Mantar tıpa (0,24 g/cm³)`,
        emoji: '🍾',
        categoryId: 'floats',
        explanation: msg`Mantarın içinde çok sayıda hava boşluğu vardır; yoğunluğu çok küçüktür.`,
      },
      {
        id: 'ice',
        label: msg`Buz küpü (0,92 g/cm³)`,
        emoji: '🧊',
        categoryId: 'floats',
        explanation: msg`Buz sudan az yoğundur; küpün büyük kısmı suyun içinde kalsa da yüzer.`,
      },
      {
        id: 'wood',
        label: msg`Tahta cetvel (yaklaşık 0,6 g/cm³)`,
        emoji: '📏',
        categoryId: 'floats',
        explanation: msg`Kuru tahtanın yoğunluğu sudan küçüktür.`,
      },
      {
        id: 'oil',
        label: msg`Zeytinyağı damlası (0,92 g/cm³)`,
        emoji: '🫒',
        categoryId: 'floats',
        explanation: msg`Yağ sudan az yoğundur ve suyla karışmadığı için yüzeyde toplanır.`,
      },
      {
        id: 'stone',
        label: msg`Taş (yaklaşık 2,7 g/cm³)`,
        emoji: '🪨',
        categoryId: 'sinks',
        explanation: msg`Taşın yoğunluğu suyunkinin yaklaşık üç katıdır.`,
      },
      { id: 'nail', label: msg`Demir çivi (7,9 g/cm³)`, emoji: '🔩', categoryId: 'sinks', explanation: msg`Metallerin çoğunun yoğunluğu sudan çok büyüktür.` },
      { id: 'marble', label: msg`Cam misket (2,5 g/cm³)`, emoji: '🔮', categoryId: 'sinks', explanation: msg`Cam sudan yoğun olduğu için misket dibe iner.` },
      {
        id: 'honey',
        label: msg`Bal damlası (1,4 g/cm³)`,
        emoji: '🍯',
        categoryId: 'sinks',
        explanation: msg`Bal sudan yoğundur; suya damlatılınca dibe çöker.`,
      },
    ],
  },
  worksheet: {
    title: msg`Yoğunluk Çalışma Sayfası`,
    instructions: msg`Her cismin kütlesini ve hacmini ölçüp tabloya yaz, yoğunluğunu hesapla. Sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`Aynı maddeden büyük ve küçük iki taşın yoğunluklarını karşılaştır. Sonuç sana yoğunluk hakkında ne söylüyor?`, lines: 3 },
      { prompt: msg`Kütlesi 54 g, hacmi 20 cm³ olan bir cismin yoğunluğunu hesapla. Bu cisim suda yüzer mi, batar mı?`, lines: 3 },
      { prompt: msg`Sıvı kulesini aşağıdan yukarı çiz ve her katmanın adını yaz. Mantar ve misketin yerini göster.`, lines: 5 },
      { prompt: msg`Ölçümlerinde hata yapmış olabileceğin iki yeri yaz.`, lines: 3 },
    ],
    table: {
      caption: msg`Kütle, hacim ve yoğunluk`,
      columns: [msg`Cisim`, msg`Kütle (g)`, msg`İlk su seviyesi (mL)`, msg`Son su seviyesi (mL)`, msg`Hacim (cm³)`, msg`Yoğunluk (g/cm³)`],
      rows: 5,
    },
  },
  story: {
    title: msg`Fındık’ın Batan Salı`,
    paragraphs: [
      msg`Fındık, dere kenarında arkadaşlarıyla bir sal yapmaya karar verdi. Kirpi Diken düz, güzel taşlar getirdi: “Taş sağlamdır, salımız hiç kırılmaz!” Taşları birbirine bağlayıp suya bıraktılar. Sal bir anda “lop” diye battı.`,
      msg`Baykuş Nine dalından seslendi: “Taşın her küçük parçası, aynı büyüklükteki sudan daha ağırdır. Buna yoğunluk deriz. Taş sudan daha yoğun olduğu için batar.”`,
      msg`Fındık bu kez kuru dallar ve mantar meşesinin kabuklarını topladı. Kabuklar hafif ve süngerimsiydi. Sal suyun üstünde neşeyle süzüldü.`,
      msg`Akşam Fındık, bir bardağa bal, su ve yağ döküp arkadaşlarına gösterdi. Sıvılar üç ayrı kat oluşturdu. “Bakın,” dedi, “en yoğun bal en altta, en az yoğun yağ en üstte. Bizim salımız da sudan az yoğun olduğu için üstte kalıyor.”`,
      msg`Diken başını salladı: “Demek ki bir şeyin batıp batmamasına bakarken yalnızca ağırlığına değil, yoğunluğuna bakmak gerek.”`,
    ],
    lesson: msg`Yoğunluk, kütlenin hacme bölünmesiyle bulunur ve maddeyi tanıtan bir özelliktir. Bir cisim, kendisinden daha yoğun bir sıvıda yüzer, daha az yoğun bir sıvıda batar.`,
  },
};
