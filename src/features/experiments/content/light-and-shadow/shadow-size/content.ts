import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Güneşli bir günde yürürken gölgen hep yanındadır. Sabah uzun, öğlen kısa olur. Gölgeler ışığın nasıl yayıldığını anlamamız için harika bir ipucudur.`,
    sections: [
      {
        heading: msg`Işık doğrusal yayılır`,
        paragraphs: [
          msg`Bir ışık kaynağından çıkan ışık her yöne, doğrusal bir yol boyunca yayılır. Işığın izlediği yolu gösteren düz çizgilere ışın denir.`,
          msg`Tozlu bir odada pencereden giren güneş ışığının dümdüz çizgiler oluşturması bunu gösterir. Işık, bir engelin arkasına kendiliğinden dönemez.`,
        ],
      },
      {
        heading: msg`Maddeler ve ışık`,
        paragraphs: [
          msg`Işığın büyük bölümünü geçiren maddelere saydam madde denir: pencere camı, temiz su ve hava gibi. Arkalarındaki cisimler net görünür.`,
          msg`Işığın bir kısmını geçiren maddelere yarı saydam madde denir: buzlu cam, yağlı kâğıt ve tül perde gibi. Arkalarındaki cisimler bulanık görünür.`,
          msg`Işığı geçirmeyen maddelere opak madde denir: tahta, karton, metal ve vücudumuz gibi. Arkalarındaki cisimler görünmez.`,
        ],
      },
      {
        heading: msg`Tam gölge nasıl oluşur?`,
        paragraphs: [
          msg`Opak bir cisim ışığın yolunu keser. Işık doğrusal yayıldığı için cismin arkasında ışık almayan karanlık bir bölge kalır. Buna tam gölge denir.`,
          msg`Gölgenin şekli cismin şekline benzer, ama gölge cismin rengini taşımaz: kırmızı bir topun gölgesi de koyu renktedir.`,
        ],
      },
      {
        heading: msg`Gölgenin boyu neye bağlıdır?`,
        paragraphs: [
          msg`Işık kaynağı ile perde yerinde dururken cisim ışık kaynağına yaklaştırılırsa gölge büyür, perdeye yaklaştırılırsa gölge küçülür.`,
          msg`Cismin boyu büyürse gölgesi de büyür. Işık kaynağı ile cisim yerinde dururken perde uzaklaştırılırsa gölge yine büyür.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Işın`, definition: msg`Işığın izlediği yolu gösteren düz çizgi.` },
      { term: msg`Saydam madde`, definition: msg`Işığın büyük bölümünü geçiren madde; örneğin cam.` },
      { term: msg`Yarı saydam madde`, definition: msg`Işığın bir kısmını geçiren madde; örneğin buzlu cam.` },
      { term: msg`Opak madde`, definition: msg`Işığı geçirmeyen madde; örneğin tahta.` },
      { term: msg`Tam gölge`, definition: msg`Opak bir cismin arkasında, ışığın hiç ulaşmadığı karanlık bölge.` },
    ],
  },
  procedure: {
    goal: msg`Cisim ile ışık kaynağı arasındaki uzaklığın gölge boyunu nasıl değiştirdiğini ölçmek.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Pilli, küçük ampullü (noktasal) el feneri`, quantity: msg`1 tane` },
      { name: msg`Beyaz bristol karton perde (50 cm × 70 cm, uzun kenarı dik)`, quantity: msg`1 tane` },
      { name: msg`10 cm boyunda karton figür`, quantity: msg`1 tane` },
      { name: msg`Oyun hamuru (figürü dik tutmak için)`, quantity: msg`1 parça` },
      { name: msg`Şerit metre ya da 1 m’lik cetvel`, quantity: msg`1 tane` },
      { name: msg`Şeffaf plastik dosya ve yağlı kâğıt`, quantity: msg`1’er tane` },
    ],
    safety: [
      msg`El fenerini kimsenin gözüne doğrultma.`,
      msg`Güneş’e asla doğrudan bakma; gölge deneylerini el feneriyle yap.`,
      msg`Yalnızca pilli el feneri kullan; prize takılan lambalar ısınır ve tehlikelidir.`,
      msg`Oda karanlıkken yavaş hareket et, yerdeki eşyalara takılma.`,
    ],
    steps: [
      msg`Perdeyi bir masanın ucuna dik koy. El fenerini perdeden 100 cm uzağa, masanın üstüne yatır ve ışığını perdeye doğrult.`,
      msg`Odayı karart ve feneri yak. Fenerin ve perdenin yerini deney boyunca değiştirme.`,
      msg`Figürü hamurla dik tuttur ve fenerden 20 cm uzağa koy. Perdedeki gölgenin boyunu ölç ve tabloya yaz.`,
      msg`Figürü sırasıyla 40 cm, 60 cm ve 80 cm uzağa taşı. Her seferinde gölgenin boyunu ölçüp tabloya yaz.`,
      msg`Figürün yerine önce şeffaf plastik dosyayı, sonra yağlı kâğıdı koy. Perdede oluşanları karşılaştır.`,
    ],
    observations: [
      msg`Figür fenere yaklaştıkça gölgesi ne oldu?`,
      msg`Gölgenin şekli figürün şekline benziyor mu?`,
      msg`Şeffaf dosya ve yağlı kâğıt perdede nasıl bir iz bıraktı?`,
    ],
    conclusion: msg`Işık doğrusal yayıldığı için opak figürün arkasında tam gölge oluşur. Figür ışık kaynağına yaklaştıkça gölgesi büyür, perdeye yaklaştıkça küçülür. Saydam madde belirgin bir gölge oluşturmaz, yarı saydam madde soluk bir gölge oluşturur.`,
  },
  questions: [
    {
      id: 'straight-line',
      prompt: msg`Işık bir kaynaktan nasıl yayılır?`,
      options: [msg`Eğri çizgiler boyunca`, msg`Her yöne, doğrusal bir yol boyunca`, msg`Yalnızca yukarı doğru`, msg`Yalnızca karanlık yerlere doğru`],
      correctIndex: 1,
      explanation: msg`Işık kaynağından her yöne doğru, düz çizgiler hâlinde yayılır. Bu yüzden opak bir cismin arkasına ulaşamaz ve gölge oluşur.`,
      hints: [
        msg`Tozlu bir odada pencereden giren güneş ışığının nasıl göründüğünü hatırla.`,
        msg`Işık bir engelin arkasına kendiliğinden dönebilseydi gölge oluşur muydu?`,
        msg`Odanın ortasındaki bir ampul yalnızca bir tarafı mı aydınlatır, yoksa odanın her yanını mı?`,
      ],
    },
    {
      id: 'opaque',
      prompt: msg`Aşağıdakilerden hangisi opak bir maddedir?`,
      options: [msg`Pencere camı`, msg`Tahta kapı`, msg`Buzlu cam`, msg`Temiz su`],
      correctIndex: 1,
      explanation: msg`Tahta ışığı geçirmez, bu yüzden opaktır. Pencere camı ve temiz su saydam, buzlu cam yarı saydamdır.`,
      hints: [
        msg`Opak madde ışığı hiç geçirmez; arkasındaki cisimler görünmez.`,
        msg`Her seçeneğin arkasına yanan bir el feneri koyduğunu düşün: hangisinin öbür yanına hiç ışık geçmez?`,
      ],
    },
    {
      id: 'frosted-glass',
      prompt: msg`Banyo penceresindeki buzlu cam hangi gruba girer?`,
      options: [msg`Saydam`, msg`Yarı saydam`, msg`Opak`],
      correctIndex: 1,
      explanation: msg`Buzlu cam ışığın bir kısmını geçirir. Işık içeri girer ama arkadaki cisimler net görünmez; bu yarı saydam maddelerin özelliğidir.`,
      hints: [
        msg`Buzlu camdan ışık geçiyor mu? Banyo gündüz aydınlık mı, düşün.`,
        msg`Buzlu camın arkasındaki cisimler net mi görünür, bulanık mı?`,
        msg`Maddeler ışığı geçirme durumuna göre üç gruba ayrılır: çoğunu geçiren, bir kısmını geçiren, hiç geçirmeyen.`,
      ],
    },
    {
      id: 'closer-to-light',
      prompt: msg`Fener ve perde yerinde dururken figür fenere yaklaştırılırsa perdedeki gölgesi nasıl değişir?`,
      options: [msg`Büyür`, msg`Küçülür`, msg`Değişmez`, msg`Kaybolur`],
      correctIndex: 0,
      explanation: msg`Figür fenere yaklaşınca, figürün kenarlarından geçen ışınlar daha geniş bir açıyla açılır ve perdede daha büyük bir karanlık bölge bırakır.`,
      hints: [
        msg`Deneyde figür fenerden 20 cm ve 80 cm uzaktayken ölçtüğün gölge boylarını karşılaştır.`,
        msg`Figür fenere yaklaştıkça ışığın önünü daha çok mu kapatır, daha az mı?`,
        msg`Hikâyede Fındık fenerin hemen önüne geçince çarşafta nasıl bir gölge belirmişti?`,
      ],
    },
    {
      id: 'shadow-calc',
      prompt: msg`Fener ile perde arası 100 cm. 10 cm boyundaki figür fenerden 50 cm uzakta duruyor. Gölgenin boyu yaklaşık kaç cm olur?`,
      options: [msg`5 cm`, msg`10 cm`, msg`20 cm`, msg`50 cm`],
      correctIndex: 2,
      explanation: msg`Perde, figürden iki kat daha uzakta (100 ÷ 50 = 2). Işınlar doğrusal yayıldığı için gölge de figürün iki katı olur: 10 × 2 = 20 cm.`,
      hints: [
        msg`Işık doğrusal yayıldığı için gölge, figürle aynı oranda büyür.`,
        msg`Perde fenerden kaç cm, figür fenerden kaç cm uzakta? Perdenin uzaklığı figürün uzaklığının kaç katı?`,
        msg`Bulduğun katı figürün boyuyla çarp.`,
      ],
    },
    {
      id: 'shadow-colour',
      prompt: msg`Kırmızı bir topun tam gölgesi ne renktedir?`,
      options: [msg`Kırmızı`, msg`Koyu, cismin renginden bağımsız`, msg`Beyaz`],
      correctIndex: 1,
      explanation: msg`Gölge, ışığın ulaşamadığı bölgedir. Orada ışık olmadığı için topun rengi görünmez; gölge koyu renktedir.`,
      hints: [
        msg`Gölge, ışığın ulaşamadığı bölgedir.`,
        msg`Bir cismin rengini görebilmek için o cisimden gözümüze ne gelmelidir?`,
        msg`Deneyde karton figürün rengi perdedeki gölgede görünüyor muydu?`,
      ],
    },
  ],
  activity: {
    kind: 'simulation',
    title: msg`Gölge tezgâhı`,
    instructions: msg`Kaydırıcılarla figürün fenere uzaklığını ve boyunu değiştir. Perdedeki gölgenin boyunu izle ve gölgenin ne zaman büyüdüğünü bul.`,
    simulation: 'shadow-length',
  },
  worksheet: {
    title: msg`Gölge Boyu Çalışma Sayfası`,
    instructions: msg`Deneyi yaparken ölçümlerini tabloya yaz, sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`Saydam, yarı saydam ve opak maddelere ikişer örnek yaz.`, lines: 3 },
      { prompt: msg`Tam gölge neden oluşur? Işığın yayılmasını kullanarak açıkla.`, lines: 3 },
      { prompt: msg`Figür fenerden uzaklaştıkça gölgenin boyu nasıl değişti? Ölçümlerinle açıkla.`, lines: 2 },
    ],
    table: {
      caption: msg`Gölge boyu ölçümlerim (fener ile perde arası 100 cm)`,
      columns: [msg`Figürün fenere uzaklığı (cm)`, msg`Gölgenin boyu (cm)`, msg`Büyüdü mü, küçüldü mü?`],
      rows: 4,
    },
  },
  story: {
    title: msg`Fındık’ın Dev Gölgesi`,
    paragraphs: [
      msg`Sincap Fındık ve küçük kardeşi Çıtır, yaz kampında çadırlarının içinde gölge tiyatrosu oynuyordu. Çadırın bir ucunda pilli bir kamp feneri, öbür ucunda beyaz bir çarşaf vardı.`,
      msg`Fındık fenerin hemen önüne geçip pençelerini kaldırdı. Çarşafta kocaman, tüylü bir canavar belirdi! Çıtır korkuyla battaniyeye saklandı.`,
      msg`“Korkma,” dedi Fındık gülerek ve çarşafa doğru yürüdü. Canavar küçüldükçe küçüldü, sonunda sevimli bir sincap gölgesine dönüştü.`,
      msg`“Işık dümdüz ilerler,” diye açıkladı Fındık. “Ben fenere yaklaşınca ışığın önünü daha çok kapatırım, gölgem büyür. Perdeye yaklaşınca gölgem küçülür.”`,
      msg`Çıtır battaniyeden çıktı ve hemen denedi. O gece çadırda canavarlar, kuşlar ve tavşanlar dolaştı; hepsi de iki sincabın pençelerinden doğmuştu.`,
    ],
    lesson: msg`Işık doğrusal yayıldığı için opak cisimlerin arkasında tam gölge oluşur. Cisim ışık kaynağına yaklaştıkça gölgesi büyür, perdeye yaklaştıkça küçülür.`,
  },
};
