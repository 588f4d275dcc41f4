import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Yazın elektrik telleri sarkar, kışın gerilir. Sıkışmış bir kavanoz kapağı sıcak suya tutulunca kolayca açılır. Termometredeki sıvı sıcakta yükselir. Bütün bunların nedeni aynıdır: Maddeler ısı alınca genleşir, ısı verince büzülür.`,
    sections: [
      {
        heading: msg`Genleşme ve büzülme`,
        paragraphs: [
          msg`Bir madde ısı aldığında hacmi artar. Buna genleşme denir. Bir madde ısı verdiğinde hacmi azalır. Buna büzülme denir. Genleşme ve büzülmede maddenin kendisi değişmez, yalnızca kapladığı yer değişir.`,
          msg`Gazlar, aynı sıcaklık değişiminde sıvılardan, sıvılar da katılardan daha çok genleşir. Bu yüzden şişedeki havanın genleşmesini bir balonla kolayca görebiliriz. Katıların genleşmesi ise çok azdır ve çoğu zaman gözle fark edilmez.`,
        ],
      },
      {
        heading: msg`Termometre nasıl çalışır?`,
        paragraphs: [
          msg`Sıvılı termometrelerin ince borusunda renkli bir sıvı bulunur. Sıcaklık artınca sıvı genleşir ve borunun içinde yükselir. Sıcaklık azalınca sıvı büzülür ve alçalır. Boru çok ince olduğu için küçük bir genleşme bile sıvının belirgin biçimde yükselmesine yol açar.`,
          msg`Isı ile sıcaklık aynı şey değildir. Isı, sıcak maddeden soğuk maddeye geçen enerjidir. Sıcaklık ise bir maddenin ne kadar sıcak ya da soğuk olduğunu gösterir ve termometreyle ölçülür.`,
        ],
      },
      {
        heading: msg`Günlük yaşamda genleşme ve büzülme`,
        paragraphs: [
          msg`Köprülerin ve tren raylarının parçaları arasında küçük boşluklar bırakılır. Yazın ısınan parçalar genleşince bu boşluklara uzar; böylece köprü ya da ray eğrilmez. Elektrik telleri de kışın büzülünce kopmasın diye gergin değil, biraz sarkık çekilir.`,
          msg`Metal bir kavanoz kapağı sıkışınca sıcak suya tutulur. Metal kapak camdan daha çok genleştiği için gevşer ve kolayca açılır. Buzdolabına konan şişmiş bir balon ise büzülerek küçülür.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Genleşme`, definition: msg`Isı alan bir maddenin hacminin artması.` },
      { term: msg`Büzülme`, definition: msg`Isı veren bir maddenin hacminin azalması.` },
      { term: msg`Isı`, definition: msg`Sıcak maddeden soğuk maddeye geçen enerji.` },
      { term: msg`Sıcaklık`, definition: msg`Bir maddenin ne kadar sıcak ya da soğuk olduğunun ölçüsü; termometreyle ölçülür.` },
    ],
  },
  procedure: {
    goal: msg`Havanın ve suyun ısı alınca genleştiğini, ısı verince büzüldüğünü gözlemek ve basit bir termometre modeli yapmak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Boş, ince plastik su şişesi (500 mL)`, quantity: msg`Her gruba 2 tane` },
      { name: msg`Balon`, quantity: msg`Her gruba 1 tane` },
      { name: msg`Öğretmenin musluktan doldurduğu sıcak musluk suyu (elin rahatça girebileceği kadar)`, quantity: msg`Her gruba 1 kâse` },
      { name: msg`Buzlu su`, quantity: msg`Her gruba 1 kâse` },
      { name: msg`Şeffaf pipet ve oyun hamuru`, quantity: msg`Her gruba 1 pipet, 1 top` },
      { name: msg`Gıda boyası katılmış oda sıcaklığında su`, quantity: msg`Şişeyi ağzına kadar dolduracak kadar` },
      { name: msg`Cetvel ve keçeli kalem`, quantity: msg`Her gruba 1’er tane` },
      { name: msg`Metal kapaklı boş cam kavanoz (yalnızca öğretmenin gösterisi için)`, quantity: msg`Sınıfa 1 tane` },
    ],
    safety: [
      msg`Su ısıtıcısı, ocak ya da kaynar su kullanılmaz. Kâselere öğretmen musluktan, elin rahatça girebileceği sıcaklıkta su doldurur.`,
      msg`Cam kavanozu yalnızca öğretmen kullanır; sıcak-soğuk değişiminde cam çatlayabilir.`,
      msg`Balon lastiğine alerjin varsa balona dokunma.`,
      msg`Boyalı su giysileri lekeleyebilir; dökülen suyu hemen sil. Deneydeki suyu içme.`,
    ],
    steps: [
      msg`Boş şişenin ağzına balonu geçir. Balon sarkık durmalı. Şişeyi birkaç dakika sıcak su kâsesinde tut. Balona ne oluyor? Tabloya yaz.`,
      msg`Şişeyi sıcak sudan çıkarıp buzlu su kâsesine koy. Balona ne oluyor? Tabloya yaz.`,
      msg`İkinci şişeyi boyalı suyla ağzına kadar doldur. Pipeti şişenin içine, ucu suya girecek biçimde daldır. Şişenin ağzını oyun hamuruyla, pipetin çevresinden hava kaçmayacak biçimde sıkıca kapat.`,
      msg`Pipetteki su düzeyini keçeli kalemle işaretle. Şişeyi sıcak su kâsesine koy; beş dakika sonra yeni düzeyi işaretle ve iki işaret arasındaki uzaklığı cetvelle ölç.`,
      msg`Şişeyi buzlu suya koy. Beş dakika sonra su düzeyinin nereye indiğini işaretle ve ölç.`,
      msg`Öğretmenin sıkıca kapattığı metal kapaklı kavanozu kapağı aşağıda olacak biçimde bir süre sıcak musluk suyu akıtarak ısıtsın ve açmayı denesin. Kapağın neden kolay açıldığını tartışın.`,
    ],
    observations: [
      msg`Sıcak suda ve buzlu suda balon nasıl değişti?`,
      msg`Pipetteki su sıcak suda kaç santimetre yükseldi, buzlu suda kaç santimetre alçaldı?`,
      msg`Balonu şişiren şey dışarıdan şişeye giren bir şey miydi, yoksa şişenin kendi havası mı?`,
    ],
    conclusion: msg`Şişedeki hava sıcak sudan ısı aldı, genleşti ve balonu şişirdi. Buzlu suda ısı verdi, büzüldü ve balon söndü. Şişedeki boyalı su da ısınınca genleşip pipette yükseldi, soğuyunca büzülüp alçaldı; termometreler de böyle çalışır. Metal kapak camdan daha çok genleştiği için ısınınca gevşedi. Maddeler ısı alınca genleşir, ısı verince büzülür; gazlarda bu değişim en büyüktür.`,
  },
  questions: [
    {
      id: 'balloon-warm',
      prompt: msg`Şişe sıcak suya konunca ağzındaki balon neden şişti?`,
      options: [msg`Şişedeki hava ısınıp genleşti ve balona doldu.`, msg`Sıcak su şişenin içine girdi.`, msg`Balon ısınınca kendi kendine büyüdü.`],
      correctIndex: 0,
      explanation: msg`Şişenin ağzı balonla kapalıydı; içeri su girmedi. Şişedeki hava ısı aldı, hacmi arttı ve fazla hava balona doldu.`,
      hints: [msg`Şişenin içine dışarıdan bir şey girebilir miydi?`, msg`Isı alan bir gazın hacmine ne olur?`],
    },
    {
      id: 'balloon-cold',
      prompt: msg`Şişe buzlu suya konunca balona ne oldu?`,
      options: [msg`Daha çok şişti.`, msg`Söndü, hatta şişenin içine doğru çekildi.`, msg`Patladı.`],
      correctIndex: 1,
      explanation: msg`Şişedeki hava buzlu suya ısı verdi ve büzüldü. Hacmi azalınca balondaki hava şişeye döndü ve balon söndü.`,
      hints: [msg`Buzlu su şişedeki havadan sıcak mı, soğuk mu?`, msg`Isı veren bir gazın hacmi artar mı, azalır mı?`],
    },
    {
      id: 'home-thermometer',
      prompt: msg`Ev yapımı termometrede pipetteki su, şişe sıcak suya konunca neden yükseldi?`,
      options: [msg`Şişeye dışarıdan su girdiği için`, msg`Pipet ısınınca uzadığı için`, msg`Şişedeki su ısınıp genleştiği için`],
      correctIndex: 2,
      explanation: msg`Şişedeki su ısı aldı ve genleşti. Şişede yer kalmadığı için genleşen su ince pipette yükseldi. Sıvılı termometreler de böyle çalışır.`,
      hints: [msg`Şişenin ağzı oyun hamuruyla kapalıydı; dışarıdan su girebilir miydi?`, msg`Sıvılar ısı alınca hacimleri nasıl değişir?`],
    },
    {
      id: 'power-lines',
      prompt: msg`Elektrik tellerinin yazın kışa göre daha sarkık görünmesinin nedeni nedir?`,
      options: [
        msg`Yazın tellere daha çok kuş konması`,
        msg`Yazın rüzgârın daha sert esmesi`,
        msg`Tellerin yağmurda ıslanıp ağırlaşması`,
        msg`Tellerin sıcakta genleşerek uzaması`,
      ],
      correctIndex: 3,
      explanation: msg`Metal teller yazın ısı alır ve genleşerek biraz uzar, bu yüzden daha çok sarkar. Kışın büzülüp kısalırlar; teller kopmasın diye zaten biraz sarkık çekilir.`,
      hints: [msg`Yaz ile kış arasındaki en önemli fark nedir?`, msg`Isı alan katı bir maddenin boyu nasıl değişir?`],
    },
    {
      id: 'jar-lid',
      prompt: msg`Sıkışan metal kavanoz kapağı sıcak suya tutulunca neden kolay açılır?`,
      options: [msg`Sıcak su kapağı kaygan yaptığı için`, msg`Metal kapak camdan daha çok genleşip gevşediği için`, msg`Cam kavanoz ısınınca küçüldüğü için`],
      correctIndex: 1,
      explanation: msg`Hem metal kapak hem cam ısınınca genleşir, ama metal camdan daha çok genleşir. Kapak kavanozun ağzından biraz daha büyür ve gevşer.`,
      hints: [msg`Isınınca kavanoz küçülür mü?`, msg`Metal ile cam aynı miktarda mı genleşir?`],
    },
  ],
  activity: {
    kind: 'classify',
    title: msg`Genleşme mi, büzülme mi?`,
    instructions: msg`Her olayda madde genleşiyor mu, büzülüyor mu? Olayları doğru gruba yerleştir.`,
    categories: [
      { id: 'expand', label: msg`Genleşme` },
      { id: 'contract', label: msg`Büzülme` },
    ],
    items: [
      {
        id: 'summer-wires',
        label: msg`Yazın elektrik tellerinin sarkması`,
        emoji: '🌞',
        categoryId: 'expand',
        explanation: msg`Sıcakta ısı alan metal teller genleşip uzar.`,
      },
      {
        id: 'thermometer-up',
        label: msg`Ateşi çıkan bir çocuğun termometresindeki sıvının yükselmesi`,
        emoji: '🌡️',
        categoryId: 'expand',
        explanation: msg`Termometredeki sıvı ısı alınca genleşir ve yükselir.`,
      },
      {
        id: 'jar',
        label: msg`Sıcak suya tutulan metal kapağın gevşemesi`,
        emoji: '🫙',
        categoryId: 'expand',
        explanation: msg`Metal kapak ısı alınca genleşir ve gevşer.`,
      },
      {
        id: 'sunny-ball',
        label: msg`Güneşte kalan topun gerginleşmesi`,
        emoji: '⚽',
        categoryId: 'expand',
        explanation: msg`Topun içindeki hava ısı alınca genleşir; top daha gergin olur.`,
      },
      {
        id: 'winter-wires',
        label: msg`Kışın elektrik tellerinin gerilmesi`,
        emoji: '❄️',
        categoryId: 'contract',
        explanation: msg`Soğukta ısı veren teller büzülüp kısalır.`,
      },
      {
        id: 'fridge-balloon',
        label: msg`Buzdolabına konan şişmiş balonun küçülmesi`,
        emoji: '🎈',
        categoryId: 'contract',
        explanation: msg`Balondaki hava soğukta ısı verir ve büzülür.`,
      },
      {
        id: 'thermometer-down',
        label: msg`Akşam serinleyince dış termometredeki sıvının alçalması`,
        emoji: '🌙',
        categoryId: 'contract',
        explanation: msg`Termometredeki sıvı ısı verince büzülür ve alçalır.`,
      },
      {
        id: 'cold-bottle',
        label: msg`Soğuk suya konan kapalı plastik şişenin içe doğru çökmesi`,
        emoji: '🧴',
        categoryId: 'contract',
        explanation: msg`Şişedeki hava soğuyunca büzülür ve şişenin ince duvarları içe çöker.`,
      },
    ],
  },
  worksheet: {
    title: msg`Genleşme ve Büzülme Çalışma Sayfası`,
    instructions: msg`Deneylerdeki gözlemlerini ve ölçümlerini tabloya yaz. Sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`Balon deneyinde şişedeki havanın hacmi nasıl değişti? Bir çizimle göster.`, lines: 4 },
      { prompt: msg`Köprülerde ve tren raylarında neden küçük boşluklar bırakılır?`, lines: 3 },
      { prompt: msg`Ev yapımı termometren ile gerçek bir termometre arasındaki iki fark yaz.`, lines: 2 },
    ],
    table: {
      caption: msg`Sıcak ve buzlu suda gözlemler`,
      columns: [msg`Deney`, msg`Sıcak suda`, msg`Buzlu suda`],
      rows: 2,
    },
  },
  story: {
    title: msg`Fındık ve Sıkışan Bal Kavanozu`,
    paragraphs: [
      msg`Sincap Fındık kahvaltı için bal kavanozunu açmak istedi ama metal kapak bir türlü dönmüyordu. Bütün gücüyle çevirdi, kuyruğuyla sarıldı; kapak yerinden kıpırdamadı.`,
      msg`Baykuş Nine kavanozu aldı, kapağını birkaç dakika derenin güneşte ısınmış ılık suyuna tuttu. Sonra kapağı hafifçe çevirdi. Tık! Kapak açıldı.`,
      msg`“Sihir mi bu?” diye sordu Fındık. “Hayır, genleşme,” dedi Baykuş Nine. “Metal kapak ısınınca camdan daha çok genleşir ve gevşer. Yazın ormandaki teller de bu yüzden sarkar.”`,
      msg`O akşam Fındık, boş bir şişenin ağzına balon geçirip güneşe bıraktı. Balon yavaş yavaş kabardı. Gece serinlikte ise söndü. Fındık defterine yazdı: “Isı alınca genleşir, ısı verince büzülür!”`,
    ],
    lesson: msg`Maddeler ısı alınca genleşir, ısı verince büzülür. Bu olayları bilmek köprü yapmaktan kavanoz açmaya kadar birçok işte işimize yarar.`,
  },
};
