import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Sabah saç kurutma makinesi, öğlen çamaşır makinesi, akşam televizyon ve lambalar… Evimizde gün boyu elektrik enerjisi kullanırız ve ay sonunda bunun faturası gelir. Elektrik enerjisi cihazlarda hangi enerjilere dönüşür, hangi cihaz ne kadar harcar?`,
    sections: [
      {
        heading: msg`Elektrik enerjisinin dönüşümü`,
        paragraphs: [
          msg`Elektrik enerjisi cihazlarda başka enerji türlerine dönüşür. Ütü, su ısıtıcısı, tost makinesi ve elektrikli sobada direnci büyük teller ısınır: elektrik enerjisi ısı enerjisine dönüşür. Lambalarda ışık enerjisine, elektrik motoru olan vantilatör, mikser ve çamaşır makinesinde hareket enerjisine, zil ve hoparlörde ses enerjisine dönüşür.`,
          msg`Dönüşüm hiçbir zaman tek bir enerjiye olmaz. Eski tip akkor ampullerde elektrik enerjisinin büyük kısmı ısıya, küçük bir kısmı ışığa dönüşür; bu yüzden akkor ampul çok ısınır. LED lambalar aynı ışığı çok daha az enerjiyle verir.`,
        ],
      },
      {
        heading: msg`Güç ve harcanan enerji`,
        paragraphs: [
          msg`Bir cihazın bir saniyede harcadığı enerjiye güç denir; birimi vattır (W). 1000 W = 1 kilovat (kW). Cihazların güç değeri üzerlerindeki etikette yazar.`,
          msg`Harcanan elektrik enerjisi, güç ile kullanım süresinin çarpımıdır. Faturalarda birim olarak kilovatsaat (kWh) kullanılır: 1 kW gücündeki bir cihaz 1 saat çalışırsa 1 kWh enerji harcar. Örneğin 2000 W’lık bir su ısıtıcısı 15 dakika (0,25 saat) çalışırsa 2 kW × 0,25 h = 0,5 kWh harcar.`,
          msg`Aynı ışığı veren 60 W’lık bir akkor ampul yerine 9 W’lık bir LED kullanmak, her saatte 51 Wh tasarruf sağlar. Beyaz eşyalardaki enerji etiketleri de cihazın ne kadar verimli olduğunu gösterir.`,
        ],
      },
      {
        heading: msg`Güvenli ve tasarruflu kullanım`,
        paragraphs: [
          msg`Ev elektriği öldürücü olabilir: prize hiçbir cisim sokulmaz, ıslak elle fiş ve anahtara dokunulmaz, kablosu hasarlı cihaz kullanılmaz, bir prize çok sayıda güçlü cihaz takılmaz. Evlerdeki sigortalar ve kaçak akım rölesi, aşırı akım ya da elektrik kaçağında devreyi keserek bizi korur.`,
          msg`Boş odalardaki lambaları kapatmak, cihazları bekleme konumunda bırakmayıp kapatmak, çamaşır ve bulaşık makinesini tam dolu çalıştırmak ve verimli cihazlar seçmek enerji tasarrufu sağlar. Tasarruf hem aile bütçesine hem de ülke ekonomisine katkıdır; elektrik üretirken çevreye verilen zararı da azaltır.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Elektrik enerjisi`, definition: msg`Elektrik akımının taşıdığı, başka enerji türlerine dönüşebilen enerji.` },
      { term: msg`Güç`, definition: msg`Bir cihazın bir saniyede harcadığı enerji; birimi vat (W).` },
      { term: msg`Kilovatsaat (kWh)`, definition: msg`1 kW gücündeki bir cihazın 1 saatte harcadığı enerji; faturalarda kullanılan birim.` },
      { term: msg`Enerji etiketi`, definition: msg`Cihazların enerji verimliliğini harf ve renklerle gösteren etiket.` },
      { term: msg`Sigorta`, definition: msg`Devreden fazla akım geçtiğinde devreyi keserek koruyan güvenlik elemanı.` },
    ],
  },
  procedure: {
    goal: msg`Pille çalışan devrelerde elektrik enerjisinin hangi enerjilere dönüştüğünü gözlemek ve evdeki cihazların güç etiketlerinden harcadıkları enerjiyi hesaplamak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`1,5 V’luk kalem pil ve iki pillik pil yatağı`, quantity: msg`her gruba 2 pil, 1 yatak` },
      { name: msg`Küçük oyuncak motoru ve miline takılan kâğıt pervane`, quantity: msg`her gruba 1 tane` },
      { name: msg`Duylu küçük ampul (2,5 V) ve 3 V’luk küçük buzzer (zil)`, quantity: msg`1’er tane` },
      { name: msg`Timsah kıskaçlı bağlantı kablosu`, quantity: msg`her gruba 2 tane` },
      { name: msg`Evden getirilen ya da sınıftaki cihazların etiket bilgileri (fotoğrafı ya da yazılı listesi)`, quantity: msg`en az 5 cihaz` },
      { name: msg`Hesap makinesi`, quantity: msg`1 tane` },
    ],
    safety: [
      msg`Sınıftaki bütün devreler yalnızca pille kurulur. Prize, ev kablolarına ve cihazların içine asla dokunma.`,
      msg`Cihazların etiketini yalnızca cihaz kapalıyken ve fişi bir yetişkin tarafından çekilmişken oku. Cihazın kapağını açma, fişi ıslak elle tutma.`,
      msg`Ampul bir süre yanınca ısınır; ısıyı hissetmek için elini ampulün birkaç santimetre yakınına tut, cama dokunma.`,
      msg`Dönen pervaneye parmağını ve saçını yaklaştırma. Buzzer’ı kulağına dayama.`,
      msg`Pilin iki ucunu bir kabloyla doğrudan birleştirme (kısa devre).`,
    ],
    steps: [
      msg`Motoru pile bağla ve pervanenin dönmesini gözle. Elektrik enerjisinin hangi enerjiye dönüştüğünü tabloya yaz.`,
      msg`Ampulü pile bağla. Işığı gözle; bir dakika sonra elini ampulün yakınına tutarak ısınıp ısınmadığını hisset. Gözlemini yaz.`,
      msg`Buzzer’ı pile bağla ve sesi dinle. Gözlemini yaz. Her deneyden sonra devreyi aç.`,
      msg`Evden getirdiğin cihaz etiketlerinden her cihazın gücünü (W) tabloya yaz. Ailenle konuşarak her cihazın günde yaklaşık kaç saat çalıştığını da yaz.`,
      msg`Her cihaz için günlük enerjiyi hesapla: güç (kW) × süre (saat) = enerji (kWh).`,
      msg`Cihazları günlük enerji tüketimine göre sırala. En çok tüketen cihaz için bir tasarruf önerisi yaz.`,
    ],
    observations: [
      msg`Motor, ampul ve buzzerda elektrik enerjisi hangi enerjilere dönüştü?`,
      msg`Ampul yalnızca ışık mı verdi, yoksa ısındı mı?`,
      msg`Listedeki cihazlardan hangisinin gücü en büyük? Günde en çok enerjiyi o mu harcıyor?`,
      msg`Gücü küçük ama uzun süre çalışan bir cihaz var mı? Günlük tüketimi ne kadar?`,
    ],
    conclusion: msg`Elektrik enerjisi motorda hareket, ampulde ışık ve ısı, buzzerda ses enerjisine dönüşür; dönüşümde enerjinin bir kısmı her zaman ısıya gider. Bir cihazın harcadığı enerji hem gücüne hem de çalışma süresine bağlıdır: gücü büyük ama kısa çalışan bir su ısıtıcısı, gücü küçük ama bütün gün çalışan bir buzdolabından daha az enerji harcayabilir. Verimli cihazlar seçmek ve gereksiz kullanımdan kaçınmak enerji tasarrufu sağlar.`,
  },
  questions: [
    {
      id: 'iron',
      prompt: msg`Ütüde elektrik enerjisi en çok hangi enerjiye dönüşür?`,
      options: [msg`Işık enerjisine`, msg`Ses enerjisine`, msg`Isı enerjisine`, msg`Hareket enerjisine`],
      correctIndex: 2,
      explanation: msg`Ütünün içindeki direnci büyük tel akım geçince ısınır; elektrik enerjisi ısı enerjisine dönüşür ve kumaşı düzeltir.`,
      hints: [msg`Ütünün görevi nedir?`, msg`Ütünün tabanına dokunulmamasının nedeni ne?`],
    },
    {
      id: 'kettle',
      prompt: msg`Gücü 2000 W olan bir su ısıtıcısı 15 dakika çalışıyor. Harcanan elektrik enerjisi kaç kWh’tir?`,
      options: [msg`30 kWh`, msg`0,5 kWh`, msg`8 kWh`, msg`2 kWh`],
      correctIndex: 1,
      explanation: msg`2000 W = 2 kW, 15 dakika = 0,25 saat. Enerji = 2 kW × 0,25 h = 0,5 kWh.`,
      hints: [msg`Önce gücü kilovata, süreyi saate çevir.`, msg`15 dakika saatin kaçta kaçıdır?`, msg`Gücü süreyle çarp.`],
    },
    {
      id: 'led-saving',
      prompt: msg`Bir odada günde 5 saat yanan 60 W’lık akkor ampul yerine aynı ışığı veren 10 W’lık LED takılıyor. 30 günde kaç kWh tasarruf edilir?`,
      options: [msg`7,5 kWh`, msg`1,5 kWh`, msg`9 kWh`, msg`75 kWh`],
      correctIndex: 0,
      explanation: msg`Her saatte 60 − 10 = 50 W tasarruf edilir. Günde 50 W × 5 h = 250 Wh; 30 günde 250 × 30 = 7500 Wh = 7,5 kWh.`,
      hints: [msg`Önce iki lambanın güç farkını bul.`, msg`Bu farkı günlük süre ve gün sayısıyla çarp.`, msg`1000 Wh = 1 kWh.`],
    },
    {
      id: 'safe-use',
      prompt: msg`Aşağıdakilerden hangisi elektriği güvenli kullanmaya uygun bir davranıştır?`,
      options: [
        msg`Banyoda ıslak elle saç kurutma makinesinin fişini takmak`,
        msg`Kablosu soyulmuş bir cihazı bantlayıp kullanmaya devam etmek`,
        msg`Bir uzatma kablosuna aynı anda ütü, ısıtıcı ve su ısıtıcısı takmak`,
        msg`Fişi çekerken kablodan değil, fişin gövdesinden tutmak`,
      ],
      correctIndex: 3,
      explanation: msg`Fişi kablodan çekmek kabloyu koparabilir ve çarpılmaya yol açabilir. Islak el, hasarlı kablo ve aşırı yüklenmiş uzatma kablosu ise çarpılma ve yangın tehlikesi oluşturur.`,
      hints: [msg`Su elektriği iletir mi?`, msg`Hangisi kabloyu ve prizi korur?`],
    },
    {
      id: 'standby',
      prompt: msg`Televizyonu kumandadan kapatıp bekleme konumunda bırakmak yerine tamamen kapatmak neden tasarruf sağlar?`,
      options: [
        msg`Bekleme konumunda cihaz az da olsa sürekli elektrik harcar.`,
        msg`Bekleme konumunda cihaz elektrik üretir.`,
        msg`Tamamen kapatınca televizyon daha hızlı açılır.`,
      ],
      correctIndex: 0,
      explanation: msg`Bekleme konumundaki cihaz, kumandadan gelecek komutu beklemek için sürekli küçük bir güç harcar. Bu küçük güç, bütün gün ve bütün yıl boyunca birikince önemli bir enerjiye ulaşır.`,
      hints: [msg`Bekleme konumunda televizyonun üzerindeki küçük ışık yanar mı?`, msg`Küçük bir güç çok uzun süre harcanırsa ne olur?`],
    },
  ],
  activity: {
    kind: 'classify',
    title: msg`Elektrik enerjisi en çok neye dönüşüyor?`,
    instructions: msg`Her cihaza dokun, sonra elektrik enerjisinin bu cihazda en çok hangi işe yarayan enerjiye dönüştüğünü gösteren kutuya dokun. İstersen cihazı sürükleyip kutuya da bırakabilirsin.`,
    categories: [
      { id: 'heat', label: msg`Isı` },
      { id: 'light', label: msg`Işık` },
      { id: 'motion', label: msg`Hareket` },
      { id: 'sound', label: msg`Ses` },
    ],
    items: [
      { id: 'kettle', label: msg`Su ısıtıcısı`, emoji: '🫖', categoryId: 'heat', explanation: msg`İçindeki rezistans ısınarak suyu kaynatır.` },
      { id: 'heater', label: msg`Elektrikli soba`, emoji: '♨️', categoryId: 'heat', explanation: msg`Direnci büyük teller ısınıp odayı ısıtır.` },
      { id: 'toaster', label: msg`Tost makinesi`, emoji: '🥪', categoryId: 'heat', explanation: msg`Plakalar ısınarak ekmeği kızartır.` },
      {
        id: 'led',
        label: msg`LED lamba`,
        emoji: '💡',
        categoryId: 'light',
        explanation: msg`Elektrik enerjisinin akkor ampule göre çok daha büyük bir kısmını ışığa dönüştürür.`,
      },
      { id: 'torch', label: msg`El feneri`, emoji: '🔦', categoryId: 'light', explanation: msg`Pilin elektrik enerjisi lambada ışığa dönüşür.` },
      { id: 'fan', label: msg`Vantilatör`, emoji: '🌀', categoryId: 'motion', explanation: msg`Elektrik motoru pervaneyi döndürür.` },
      { id: 'mixer', label: msg`Mikser`, emoji: '🥣', categoryId: 'motion', explanation: msg`Motor çırpıcıları döndürür.` },
      { id: 'speaker', label: msg`Hoparlör`, emoji: '🔊', categoryId: 'sound', explanation: msg`Zarı titreştirerek ses oluşturur.` },
      { id: 'doorbell', label: msg`Kapı zili`, emoji: '🔔', categoryId: 'sound', explanation: msg`Elektrik enerjisini ses enerjisine dönüştürür.` },
    ],
  },
  worksheet: {
    title: msg`Evimizde Elektrik Tüketimi Çalışma Sayfası`,
    instructions: msg`Cihazların güçlerini ve günlük kullanım sürelerini tabloya yaz, günlük enerjiyi hesapla ve soruları cevapla.`,
    tasks: [
      { prompt: msg`Pille yaptığın üç deneyde elektrik enerjisinin hangi enerjilere dönüştüğünü yaz.`, lines: 3 },
      { prompt: msg`Listendeki cihazları günlük enerji tüketimine göre sırala. En çok tüketen cihaz en güçlü cihaz mı? Açıkla.`, lines: 3 },
      { prompt: msg`Gücü 1500 W olan bir saç kurutma makinesi günde 20 dakika çalışıyor. 30 günde kaç kWh harcar?`, lines: 3 },
      { prompt: msg`Ailenle birlikte uygulayabileceğiniz üç enerji tasarrufu önerisi yaz.`, lines: 3 },
    ],
    table: {
      caption: msg`Cihazların günlük enerji tüketimi`,
      columns: [msg`Cihaz`, msg`Güç (W)`, msg`Günlük süre (saat)`, msg`Günlük enerji (kWh)`, msg`Dönüştüğü enerji`],
      rows: 6,
    },
  },
  story: {
    title: msg`Fındık’ın Elektrik Faturası`,
    paragraphs: [
      msg`Orman köyünde herkesin yuvasına elektrik gelmişti. Ay sonunda Fındık faturasını görünce şaşırdı: Kirpi Diken’inkinin iki katıydı! “Ben ne kadar elektrik harcıyorum ki?” diye söylendi.`,
      msg`Baykuş Nine ona cihazların etiketlerini okumayı öğretti. Fındık bir liste yaptı: gece boyunca açık kalan eski, sarı ışıklı bir ampul, gün boyu bekleme konumunda duran bir radyo ve her sabah uzun uzun çalışan bir elektrikli soba.`,
      msg`“Enerji, güç ile sürenin çarpımıdır,” dedi Baykuş Nine. “Soban çok güçlü; eski ampulün de enerjinin çoğunu ısıya harcıyor. Radyon da az ama hiç durmadan harcıyor.”`,
      msg`Fındık eski ampulün yerine bir LED taktı, radyoyu tamamen kapatmaya başladı, yuvasının kapısındaki aralığı da yünle doldurdu ki soba daha az çalışsın. Ertesi ayın faturası neredeyse yarıya inmişti.`,
    ],
    lesson: msg`Elektrik enerjisi cihazlarda ısı, ışık, hareket ve ses enerjisine dönüşür. Harcanan enerji güç ile sürenin çarpımıdır; verimli cihazlar ve bilinçli kullanım hem bütçeyi hem doğayı korur.`,
  },
};
