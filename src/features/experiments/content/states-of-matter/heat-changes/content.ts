import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Güneşte kalan dondurma erir, buzluğa konan su donar, ıslak çamaşır ipte kurur. Bütün bu değişimlerin arkasında ısı vardır. Maddeler ısı aldığında ya da ısı verdiğinde hâl değiştirebilir.`,
    sections: [
      {
        heading: msg`Isı alınca erime ve buharlaşma`,
        paragraphs: [
          msg`Katı bir madde ısı alınca sıvı hâle geçebilir. Buna erime denir. Buz ılık suda, tereyağı sıcak tavada, çikolata avucumuzda erir. Her madde aynı sıcaklıkta erimez; bu yüzden bazı maddeler ötekilerden önce erir.`,
          msg`Sıvı bir madde ısı alınca gaz hâline geçebilir. Buna buharlaşma denir. Islak çamaşırlar kururken, yağmurdan sonra su birikintileri kaybolurken su buharlaşır. Güneşte, rüzgârda ve sıcakta buharlaşma daha hızlı olur.`,
        ],
      },
      {
        heading: msg`Isı verince donma`,
        paragraphs: [
          msg`Sıvı bir madde ısı verince katı hâle geçebilir. Buna donma denir. Buzluğa konan su ısı vererek buza dönüşür. Kışın göllerin yüzeyi buz tutar.`,
          msg`Eriyen çikolata da soğuk bir yere konunca ısı verir ve yeniden katılaşır. Çikolata ve tereyağı gibi maddeler ısınınca yumuşar, soğuyunca yeniden sertleşir.`,
        ],
      },
      {
        heading: msg`Hâl değişimi maddeyi değiştirmez`,
        paragraphs: [
          msg`Buz eriyince su olur, su donunca yeniden buz olur. Buz, su ve su buharı aynı maddedir; yalnızca hâli değişmiştir. Eriyip yeniden katılaşan çikolata da hâlâ çikolatadır.`,
          msg`Hâl değişimleri günlük yaşamda işimize yarar: Dondurma yapmak, çamaşır kurutmak, buzla içecek soğutmak hep hâl değişimine dayanır.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Isı`, definition: msg`Sıcak maddeden soğuk maddeye geçen enerji.` },
      { term: msg`Erime`, definition: msg`Katı bir maddenin ısı alarak sıvı hâle geçmesi.` },
      { term: msg`Donma`, definition: msg`Sıvı bir maddenin ısı vererek katı hâle geçmesi.` },
      { term: msg`Buharlaşma`, definition: msg`Sıvı bir maddenin ısı alarak gaz hâline geçmesi.` },
      { term: msg`Hâl değişimi`, definition: msg`Bir maddenin katı, sıvı ya da gaz hâlinden başka bir hâle geçmesi.` },
    ],
  },
  procedure: {
    goal: msg`Maddelerin ısı alınca eridiğini ya da buharlaştığını, ısı verince donduğunu ve farklı maddelerin farklı sürelerde eridiğini gözlemek.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Kilitli küçük buzdolabı poşeti`, quantity: msg`Her gruba 4 tane` },
      { name: msg`Buz küpü, fındık büyüklüğünde tereyağı ve bir kare sütlü çikolata`, quantity: msg`Her gruba 1’er tane` },
      { name: msg`Öğretmenin musluktan doldurduğu ılık su (elin rahatça girebileceği kadar)`, quantity: msg`Her gruba 1 kâse` },
      { name: msg`İçinde buzlu soğuk su olan kâse`, quantity: msg`Her gruba 1 kâse` },
      { name: msg`Kâğıt peçete ve su dolu küçük bardak`, quantity: msg`Her gruba 2 peçete, 1 bardak` },
      { name: msg`Saat ve çalışma sayfası`, quantity: msg`Her gruba 1’er tane` },
    ],
    safety: [
      msg`Kâselere yalnızca öğretmenin musluktan doldurduğu ılık su konur; su ısıtıcısı, ocak ya da kaynar su kullanılmaz.`,
      msg`Deneydeki tereyağını ve çikolatayı yeme; laboratuvarda kullanılan yiyecekler yenmez. Çikolata ya da süt alerjin varsa öğretmenine söyle.`,
      msg`Poşetlerin ağzını sıkıca kapat; dökülen su masayı ve yeri kaygan yapar, hemen sil.`,
      msg`Peçeteleri kurutmak için kalorifer peteğini ya da sobayı kullanma; güneşli pencere önü yeterlidir.`,
    ],
    steps: [
      msg`Buzu, tereyağını ve çikolatayı ayrı poşetlere koy, poşetlerin ağzını sıkıca kapat. Her birinin katı mı, sıvı mı olduğunu tabloya yaz.`,
      msg`Üç poşeti aynı anda ılık su kâsesine bırak. Her iki dakikada bir poşetlere dışarıdan bak. Hangisinin önce erimeye başladığını ve tamamen eridiğini saatiyle tabloya yaz.`,
      msg`Eriyen çikolatanın poşetini ılık sudan çıkarıp buzlu su kâsesine koy. Beş dakika sonra poşete dokun. Çikolataya ne oldu?`,
      msg`İki peçeteyi aynı miktar suyla ıslat. Birini güneş alan pencerenin önüne, ötekini gölgeye koy. Yirmi dakika sonra ikisine de dokun ve hangisinin daha çok kuruduğunu yaz.`,
      msg`Son poşete biraz su koy, ağzını kapat ve öğretmeninle birlikte buzluğa bırak. Ertesi gün suya ne olduğunu gözle.`,
    ],
    observations: [
      msg`Ilık suda en önce hangi madde eridi? En son hangisi?`,
      msg`Buzlu suya konan erimiş çikolataya ne oldu?`,
      msg`Güneşteki ve gölgedeki peçetelerden hangisi daha çabuk kurudu?`,
    ],
    conclusion: msg`Buz, tereyağı ve çikolata ılık sudan ısı aldı ve eridi; her biri farklı sürede eridi. Eriyen çikolata buzlu suya ısı verdi ve yeniden katılaştı. Güneşteki ıslak peçete daha çok ısı aldığı için suyu daha hızlı buharlaştı. Buzluğa konan su ısı vererek dondu. Maddeler ısı alınca erir ya da buharlaşır, ısı verince donar; bu değişimlerde madde değişmez, yalnızca hâli değişir.`,
  },
  questions: [
    {
      id: 'warm-bowl',
      prompt: msg`Ilık suya bırakılan poşetlerdeki buz, tereyağı ve çikolataya ne oldu?`,
      options: [msg`Erimeye başladılar.`, msg`Dondular.`, msg`Hiç değişmediler.`],
      correctIndex: 0,
      explanation: msg`Ilık su, poşetlerdeki soğuk maddelere ısı verdi. Isı alan katı maddeler sıvı hâle geçmeye, yani erimeye başladı.`,
      hints: [msg`Su mu daha sıcaktı, poşetteki maddeler mi?`, msg`Katı bir madde ısı alınca hangi hâle geçer?`],
    },
    {
      id: 'melting-heat',
      prompt: msg`Bir madde erirken ısı alır mı, verir mi?`,
      options: [msg`Isı verir.`, msg`Isı alır.`, msg`Isı alışverişi olmaz.`],
      correctIndex: 1,
      explanation: msg`Erime için ısı gerekir. Buz, çevresindeki ılık sudan ya da havadan ısı alarak erir.`,
      hints: [msg`Buzu buzluktan çıkarınca mı erir, buzluğa koyunca mı?`, msg`Buzun çevresindeki hava ve su, buza göre sıcak mı, soğuk mu?`],
    },
    {
      id: 'sunny-napkin',
      prompt: msg`Güneşteki ıslak peçete gölgedekinden önce kurudu. Bunun nedeni nedir?`,
      options: [
        msg`Gölgedeki peçeteye daha az su konduğu için`,
        msg`Güneş, suyu peçetenin içine çektiği için`,
        msg`Güneşteki peçete daha çok ısı aldığı için su daha hızlı buharlaştı`,
      ],
      correctIndex: 2,
      explanation: msg`İki peçete de aynı miktar suyla ıslatıldı. Güneşteki peçete daha çok ısı aldı; ısı alan su daha hızlı buharlaştı ve peçete daha çabuk kurudu.`,
      hints: [msg`İki peçeteye konan su miktarı aynı mıydı?`, msg`Sıvı bir madde ısı alınca neye dönüşür?`],
    },
    {
      id: 'frozen-lake',
      prompt: msg`Kışın göllerin yüzeyinin buz tutması hangi hâl değişimidir?`,
      options: [msg`Erime`, msg`Buharlaşma`, msg`Kaynama`, msg`Donma`],
      correctIndex: 3,
      explanation: msg`Gölün suyu soğuk havaya ısı verir ve sıvı hâlden katı hâle geçer. Buna donma denir.`,
      hints: [msg`Su sıvı hâlden hangi hâle geçti?`, msg`Buzluğa koyduğun suya ne oldu?`],
    },
    {
      id: 'chocolate-again',
      prompt: msg`Eriyen çikolatayı buzlu suya koyunca ne oldu?`,
      options: [msg`Buharlaştı.`, msg`Yeniden katılaştı.`, msg`Daha çok eridi.`],
      correctIndex: 1,
      explanation: msg`Eriyen çikolata buzlu suya ısı verdi ve yeniden katı hâle geçti. Hâli değişti ama hâlâ çikolatadır.`,
      hints: [msg`Buzlu su çikolatadan sıcak mı, soğuk mu?`, msg`Isı veren sıvı bir madde hangi hâle geçer?`],
    },
  ],
  activity: {
    kind: 'classify',
    title: msg`Isı alarak mı, ısı vererek mi?`,
    instructions: msg`Her olayda madde ısı mı alıyor, ısı mı veriyor? Olayları doğru gruba yerleştir.`,
    categories: [
      { id: 'gains', label: msg`Madde ısı alıyor` },
      { id: 'loses', label: msg`Madde ısı veriyor` },
    ],
    items: [
      {
        id: 'ice-cream',
        label: msg`Güneşte kalan dondurmanın erimesi`,
        emoji: '🍦',
        categoryId: 'gains',
        explanation: msg`Dondurma güneşten ve sıcak havadan ısı alarak erir.`,
      },
      {
        id: 'butter-pan',
        label: msg`Tavadaki tereyağının erimesi`,
        emoji: '🧈',
        categoryId: 'gains',
        explanation: msg`Tereyağı sıcak tavadan ısı alarak erir.`,
      },
      {
        id: 'laundry',
        label: msg`İpteki ıslak çamaşırların kuruması`,
        emoji: '👕',
        categoryId: 'gains',
        explanation: msg`Çamaşırdaki su, havadan ve güneşten ısı alarak buharlaşır.`,
      },
      {
        id: 'puddle',
        label: msg`Yağmurdan sonra su birikintisinin kaybolması`,
        emoji: '☀️',
        categoryId: 'gains',
        explanation: msg`Birikintideki su ısı alarak buharlaşır.`,
      },
      {
        id: 'ice-tray',
        label: msg`Buzluktaki suyun buza dönüşmesi`,
        emoji: '🧊',
        categoryId: 'loses',
        explanation: msg`Su, buzluğun soğuk havasına ısı vererek donar.`,
      },
      {
        id: 'lake',
        label: msg`Kışın gölün yüzeyinin buz tutması`,
        emoji: '⛸️',
        categoryId: 'loses',
        explanation: msg`Gölün suyu soğuk havaya ısı vererek donar.`,
      },
      {
        id: 'chocolate-fridge',
        label: msg`Erimiş çikolatanın buzdolabında sertleşmesi`,
        emoji: '🍫',
        categoryId: 'loses',
        explanation: msg`Erimiş çikolata buzdolabının soğuk havasına ısı vererek katılaşır.`,
      },
      {
        id: 'soup',
        label: msg`Sıcak çorbanın masada soğuması`,
        emoji: '🍲',
        categoryId: 'loses',
        explanation: msg`Sıcak çorba çevresindeki havaya ısı verir ve soğur.`,
      },
    ],
  },
  worksheet: {
    title: msg`Erime Yarışı Çalışma Sayfası`,
    instructions: msg`Her maddenin ne zaman eridiğini tabloya yaz. Sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`Maddeleri ılık suda eriyiş sırasına göre yaz. Neden farklı sürelerde eridiler?`, lines: 3 },
      { prompt: msg`Eriyip yeniden katılaşan çikolata hâlâ çikolata mı? Neden?`, lines: 2 },
      { prompt: msg`Evinde gördüğün bir erime, bir donma ve bir buharlaşma örneği yaz.`, lines: 3 },
    ],
    table: {
      caption: msg`Ilık sudaki erime yarışı`,
      columns: [msg`Madde`, msg`Başta hâli`, msg`Erimeye başladığı dakika`, msg`Tamamen eridiği dakika`],
      rows: 3,
    },
  },
  story: {
    title: msg`Fındık’ın Eriyen Hazinesi`,
    paragraphs: [
      msg`Sincap Fındık, Ayıcık Bal’ın doğum günü için bir çikolata ve bir kavanoz bal saklamıştı. Çikolatayı güneşli bir taşın üstüne koydu ve oyuna daldı.`,
      msg`Döndüğünde çikolata taşın üstüne yayılmış, yumuşacık olmuştu. “Hazinem eriyip gitti!” diye üzüldü Fındık. Baykuş Nine güldü: “Gitmedi, yalnızca hâl değiştirdi. Çikolata güneşten ısı aldı ve eridi.”`,
      msg`Baykuş Nine, eriyen çikolatayı bir yaprağa aktarıp derenin serin suyunun kenarına, gölgeye koydu. Bir süre sonra çikolata yeniden sertleşmişti. “Soğuk suya ve havaya ısı verdi, yeniden katılaştı,” dedi.`,
      msg`Çikolata artık yaprak şeklindeydi. Ayıcık Bal, yaprak biçimli çikolatayı görünce çok sevindi. Fındık o günden sonra yiyeceklerini güneşte değil, serin kilerde saklamaya karar verdi.`,
    ],
    lesson: msg`Maddeler ısı alınca erir ya da buharlaşır, ısı verince donar. Hâl değişiminde madde değişmez, yalnızca hâli değişir.`,
  },
};
