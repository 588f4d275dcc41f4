import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Bahçede bir kedi, bir ağaç ve bir taş görürsün. Kedi ve ağaç büyür, taş büyümez. Çevremizdeki varlıkların bazıları canlı, bazıları cansızdır. Küçücük bir tohum da canlıdır!`,
    sections: [
      {
        heading: msg`Canlı mı, cansız mı?`,
        paragraphs: [
          msg`Canlılar beslenir, büyür, solunum yapar, çoğalır, hareket eder, boşaltım yapar ve çevrelerine tepki verir. Bunlara canlıların ortak özellikleri denir.`,
          msg`İnsanlar, hayvanlar ve bitkiler canlıdır. Taş, su, hava, masa ve oyuncak cansızdır. Oyuncak bir robot pille hareket edebilir. Ama beslenmez, büyümez ve çoğalmaz. Bu yüzden robot cansızdır.`,
        ],
      },
      {
        heading: msg`Bitkiler de canlıdır`,
        paragraphs: [
          msg`Bitkiler yer değiştirmez, ama büyür ve çoğalır. Yaprakları ışığa doğru döner. Kökleriyle topraktan su alırlar.`,
          msg`Bitkiler kendi besinlerini yapar. Bunun için ışığa, suya ve havaya ihtiyaç duyarlar. Işık almayan bir bitki solar ve sararır.`,
        ],
      },
      {
        heading: msg`Bir bitkinin yaşam döngüsü`,
        paragraphs: [
          msg`Bir bitkinin yaşamı tohumla başlar. Tohum su alınca şişer ve kabuğu çatlar. Önce kökçük çıkar, sonra yukarı doğru bir filiz uzanır. Tohumun filizlenmesine çimlenme denir.`,
          msg`Filiz büyüyüp yaprak açınca fide olur. Fide büyür, çiçek açar. Çiçekten meyve ve yeni tohumlar oluşur. Yeni tohumlar toprağa düşünce döngü yeniden başlar.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Canlı`, definition: msg`Beslenen, büyüyen, solunum yapan ve çoğalan varlık.` },
      { term: msg`Cansız`, definition: msg`Beslenmeyen, büyümeyen ve çoğalmayan varlık; örneğin taş.` },
      { term: msg`Tohum`, definition: msg`İçinde yavru bitkiyi ve onun ilk besinini taşıyan yapı.` },
      { term: msg`Çimlenme`, definition: msg`Tohumun su alıp şişmesi ve kökçük ile filiz çıkarması.` },
      { term: msg`Fide`, definition: msg`Tohumdan yeni çıkmış, birkaç yapraklı genç bitki.` },
      { term: msg`Yaşam döngüsü`, definition: msg`Bir canlının doğup büyümesi, çoğalması ve yeni canlıların aynı yolu izlemesi.` },
    ],
  },
  procedure: {
    goal: msg`Fasulye tohumunun çimlenmesi ve fidenin büyümesi için suyun ve ışığın gerekli olup olmadığını gözlemek.`,
    durationMinutes: 30,
    materials: [
      { name: msg`Kuru fasulye tanesi`, quantity: msg`9 tane` },
      { name: msg`Şeffaf plastik bardak`, quantity: msg`3 tane` },
      { name: msg`Pamuk ya da kâğıt havlu`, quantity: msg`3 avuç` },
      { name: msg`Su ve küçük bir sürahi`, quantity: msg`1 tane` },
      { name: msg`Etiket ve kalem`, quantity: msg`3 etiket` },
      { name: msg`Cetvel`, quantity: msg`1 tane` },
    ],
    safety: [
      msg`Fasulye tanelerini ağzına, burnuna ya da kulağına sokma. Çiğ fasulye yenmez.`,
      msg`Cam kavanoz yerine plastik bardak kullan; cam kırılıp elini kesebilir.`,
      msg`Tohumlara ve pamuğa dokunduktan sonra ellerini sabunla yıka.`,
      msg`Islak pamukta küf (tüylü, renkli lekeler) görürsen bardağı koklama, açma; öğretmenine göster. Küflenen bardağı öğretmenin atsın.`,
      msg`Dökülen suyu hemen sil; ıslak zeminde kayabilirsin.`,
    ],
    steps: [
      msg`Üç bardağın dibine pamuk koy. Bardakları 1, 2 ve 3 diye etiketle.`,
      msg`Her bardağa üç fasulye tanesi koy. Taneler pamuğun üstünde, bardağın kenarından görünsün.`,
      msg`1. ve 3. bardaktaki pamuğu ıslat. Su pamuğu nemlendirsin ama tohumları örtmesin. 2. bardağa hiç su koyma.`,
      msg`1. ve 2. bardağı aydınlık bir pencere kenarına koy. 3. bardağı karanlık bir dolaba koy.`,
      msg`Her gün aynı saatte bardaklara bak. 1. ve 3. bardaktaki pamuk kurudukça biraz su ekle.`,
      msg`Gördüklerini her iki günde bir tabloya yaz. Filizlerin boyunu cetvelle ölç.`,
      msg`İki hafta sonra üç bardağı yan yana koy ve karşılaştır.`,
    ],
    observations: [
      msg`Hangi bardaktaki tohumlar şişti ve kabuğu çatladı?`,
      msg`Önce kökçük mü çıktı, yoksa filiz mi?`,
      msg`Aydınlıktaki ve karanlıktaki filizlerin rengi ve boyu nasıl?`,
      msg`Kuru pamuktaki tohumlar iki haftada değişti mi?`,
    ],
    conclusion: msg`Islak pamuktaki tohumlar su alıp şişti ve çimlendi. Kuru pamuktaki tohumlar hiç değişmedi; çimlenmek için suya ihtiyaç vardır. Karanlıktaki tohumlar da çimlendi; filizleri uzadı ama soluk sarı, ince ve cılız kaldı. Aydınlıktaki filizler yeşil ve güçlü oldu. Bitkinin sağlıklı büyümesi için ışık gerekir.`,
  },
  questions: [
    {
      id: 'which-living',
      prompt: msg`Aşağıdakilerden hangisi canlıdır?`,
      options: [msg`Taş`, msg`Papatya`, msg`Bisiklet`],
      correctIndex: 1,
      explanation: msg`Papatya beslenir, büyür ve tohumlarıyla çoğalır. Taş ve bisiklet büyümez, çoğalmaz; onlar cansızdır.`,
      hints: [msg`Canlıların ortak özelliklerini hatırla.`, msg`Hangisi zamanla büyür ve çoğalır?`],
    },
    {
      id: 'toy-robot',
      prompt: msg`Oyuncak robot pille yürüyor ve ses çıkarıyor. Robot için ne söyleriz?`,
      options: [msg`Canlıdır, çünkü hareket ediyor`, msg`Canlıdır, çünkü ses çıkarıyor`, msg`Cansızdır, çünkü beslenmez, büyümez ve çoğalmaz`],
      correctIndex: 2,
      explanation: msg`Hareket etmek tek başına canlılık demek değildir. Robot beslenmez, büyümez, çoğalmaz; pili bitince durur. Bu yüzden cansızdır.`,
      hints: [msg`Bir varlığın canlı olması için tek bir özellik yetmez.`, msg`Robot yemek yer mi, zamanla büyür mü, yavru robot yapar mı?`],
    },
    {
      id: 'dry-cotton',
      prompt: msg`Deneyde kuru pamuğa konan fasulyelere iki hafta sonunda ne olur?`,
      options: [msg`Çimlenmez, olduğu gibi kalır`, msg`Hepsinden hızlı çimlenir`, msg`Çiçek açar`],
      correctIndex: 0,
      explanation: msg`Tohumun çimlenmesi için suya ihtiyaç vardır. Su alamayan tohum şişmez, kabuğu çatlamaz ve filiz çıkarmaz.`,
      hints: [msg`İki bardak arasındaki tek fark neydi?`, msg`Tohumlar çimlenmeden önce ne alıp şişiyordu?`],
    },
    {
      id: 'dark-cupboard',
      prompt: msg`Karanlık dolaptaki ıslak pamukta çimlenen fasulyenin filizi nasıl görünür?`,
      options: [msg`Koyu yeşil ve güçlü`, msg`Kırmızı ve kalın`, msg`Soluk sarı ve cılız`],
      correctIndex: 2,
      explanation: msg`Tohum karanlıkta da çimlenebilir, çünkü ilk besini kendi içindedir. Ama filiz ışık alamadığı için yeşillenemez; boyu uzasa bile soluk, ince ve cılız kalır.`,
      hints: [msg`Bitkilerin kendi besinini yapmak için neye ihtiyaç duyduğunu düşün.`, msg`Uzun süre ışık görmeyen bir çimenin rengi ne olur?`],
    },
    {
      id: 'life-cycle',
      prompt: msg`Bir fasulye bitkisinin yaşam döngüsünde çimlenmeden hemen sonra ne gelir?`,
      options: [msg`Meyve verir`, msg`Fide olur`, msg`Tohuma döner`],
      correctIndex: 1,
      explanation: msg`Tohum çimlenince filiz çıkar. Filiz yaprak açarak fide olur. Fide büyüyüp çiçek açar, çiçekten meyve ve tohum oluşur.`,
      hints: [msg`Döngüyü tohumdan başlayarak sırayla say.`, msg`Filiz ilk yapraklarını açınca ona ne ad veririz?`],
    },
  ],
  activity: {
    kind: 'classify',
    title: msg`Canlı mı, cansız mı?`,
    instructions: msg`Her varlığı doğru gruba taşı. Karar verirken kendine sor: Beslenir mi, büyür mü, çoğalır mı?`,
    categories: [
      { id: 'living', label: msg`Canlı` },
      { id: 'non-living', label: msg`Cansız` },
    ],
    items: [
      { id: 'cat', label: msg`Kedi`, emoji: '🐈', categoryId: 'living', explanation: msg`Kedi beslenir, büyür ve yavru yapar.` },
      { id: 'tree', label: msg`Ağaç`, emoji: '🌳', categoryId: 'living', explanation: msg`Ağaç büyür, yaprak açar ve tohumlarıyla çoğalır.` },
      { id: 'ant', label: msg`Karınca`, emoji: '🐜', categoryId: 'living', explanation: msg`Karınca küçücüktür ama beslenir, solunum yapar ve çoğalır.` },
      {
        id: 'bean',
        label: msg`Fasulye tohumu`,
        emoji: '🫘',
        categoryId: 'living',
        explanation: msg`Tohum canlıdır; uygun koşullarda çimlenip bitkiye dönüşür.`,
      },
      {
        id: 'mushroom',
        label: msg`Şapkalı mantar`,
        emoji: '🍄',
        categoryId: 'living',
        explanation: msg`Mantar beslenir, büyür ve çoğalır; o da bir canlıdır.`,
      },
      { id: 'stone', label: msg`Taş`, emoji: '🪨', categoryId: 'non-living', explanation: msg`Taş beslenmez, büyümez ve çoğalmaz.` },
      {
        id: 'robot',
        label: msg`Oyuncak robot`,
        emoji: '🤖',
        categoryId: 'non-living',
        explanation: msg`Robot pille hareket eder ama beslenmez, büyümez, çoğalmaz.`,
      },
      { id: 'water', label: msg`Su`, emoji: '💧', categoryId: 'non-living', explanation: msg`Su canlılar için gereklidir ama kendisi cansızdır.` },
      {
        id: 'bicycle',
        label: msg`Bisiklet`,
        emoji: '🚲',
        categoryId: 'non-living',
        explanation: msg`Bisiklet ancak biz pedal çevirince hareket eder; cansızdır.`,
      },
    ],
  },
  worksheet: {
    title: msg`Fasulye Gözlem Defterim`,
    instructions: msg`Her iki günde bir üç bardağa bak. Gördüklerini tabloya kısa sözcüklerle yaz, sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`Üç canlı ve üç cansız varlık yaz.`, lines: 2 },
      { prompt: msg`Hangi bardaktaki tohumlar çimlendi? Neden?`, lines: 3 },
      { prompt: msg`Aydınlıktaki ve karanlıktaki filizler arasında ne fark gördün?`, lines: 2 },
      { prompt: msg`Fasulyenin yaşam döngüsünü tohumdan başlayarak resimle çiz.`, lines: 4 },
    ],
    table: {
      caption: msg`Fasulyelerim ne durumda? (şişti, kökçük çıktı, filiz çıktı, filizin boyu, rengi)`,
      columns: [msg`Gün`, msg`1. bardak (ıslak, aydınlık)`, msg`2. bardak (kuru, aydınlık)`, msg`3. bardak (ıslak, karanlık)`],
      rows: 7,
    },
  },
  story: {
    title: msg`Fındık’ın Unuttuğu Fındık`,
    paragraphs: [
      msg`Sonbaharda sincap Fındık, kış için fındık topladı. Fındıkları ormanın dört bir yanına, toprağın içine gömdü.`,
      msg`Kış boyunca gömdüğü fındıkları buldu ve yedi. Ama birini unuttu. O fındık, çınar ağacının yanında, toprağın altında bekledi.`,
      msg`İlkbaharda yağmurlar yağdı. Toprak ıslandı ve ısındı. Unutulan fındık su aldı, şişti ve kabuğu çatladı. Önce aşağıya küçük bir kök, sonra yukarıya yeşil bir filiz uzandı.`,
      msg`Fındık filizi görünce şaşırdı: “Bu benim fındığım! Canlıymış!” Kardeşi Çıtır güldü: “Sen bir ağaç ektin abi!”`,
      msg`Fındık her gün filize baktı. Güneş ışığında filiz yeşillendi, yaprak açtı ve küçük bir fide oldu. Fındık sevinçle söyledi: “Yıllar sonra bu fide büyüyecek, o da fındık verecek.”`,
    ],
    lesson: msg`Tohum bir canlıdır. Su ve uygun sıcaklık bulunca çimlenir; filiz ışık alarak büyür, bitki olur ve yeni tohumlar verir.`,
  },
};
