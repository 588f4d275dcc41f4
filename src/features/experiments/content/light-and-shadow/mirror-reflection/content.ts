import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Aynaya baktığında kendini görürsün; pürüzsüz bir gölün yüzeyinde ağaçların görüntüsü belirir. Bunların hepsi ışığın yansımasıyla olur.`,
    sections: [
      {
        heading: msg`Yansıma ve normal`,
        paragraphs: [
          msg`Işığın bir yüzeye çarpıp geldiği ortama geri dönmesine yansıma denir. Yüzeye gelen ışına gelen ışın, yüzeyden dönen ışına yansıyan ışın denir.`,
          msg`Işının yüzeye çarptığı noktada yüzeye dik çizilen hayali doğruya normal denir. Gelen ışının normalle yaptığı açı gelme açısı, yansıyan ışının normalle yaptığı açı yansıma açısıdır.`,
        ],
      },
      {
        heading: msg`Yansıma kanunları`,
        paragraphs: [
          msg`Gelme açısı her zaman yansıma açısına eşittir. Gelen ışın, normal ve yansıyan ışın aynı düzlemdedir.`,
          msg`Açılar ayna yüzeyinden değil, normalden ölçülür. Işın aynaya dik gelirse gelme açısı 0° olur ve ışık geldiği yoldan geri döner.`,
        ],
      },
      {
        heading: msg`Düzgün ve dağınık yansıma`,
        paragraphs: [
          msg`Ayna ve durgun su gibi pürüzsüz yüzeylerde paralel gelen ışınlar paralel yansır; buna düzgün yansıma denir ve net görüntü oluşur.`,
          msg`Duvar ve kâğıt gibi pürüzlü yüzeylerde ışınlar farklı yönlere yansır; buna dağınık yansıma denir. Her bir ışın için yansıma kanunları yine geçerlidir.`,
        ],
      },
      {
        heading: msg`Düz aynada görüntü`,
        paragraphs: [
          msg`Düz aynadaki görüntü cisimle aynı boydadır ve düzdür (baş aşağı değildir). Görüntünün aynaya uzaklığı, cismin aynaya uzaklığına eşittir.`,
          msg`Görüntüde sağ ve sol yer değiştirmiş görünür; bu yüzden ambulansların önündeki yazı tersten yazılır. Çukur aynalar el fenerinde ve diş hekimi aynasında, tümsek aynalar virajlardaki trafik aynalarında kullanılır.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Yansıma`, definition: msg`Işığın bir yüzeye çarpıp geldiği ortama geri dönmesi.` },
      { term: msg`Normal`, definition: msg`Işının yüzeye çarptığı noktada yüzeye dik çizilen hayali doğru.` },
      { term: msg`Gelme açısı`, definition: msg`Gelen ışın ile normal arasındaki açı.` },
      { term: msg`Yansıma açısı`, definition: msg`Yansıyan ışın ile normal arasındaki açı.` },
      { term: msg`Dağınık yansıma`, definition: msg`Pürüzlü yüzeyde ışınların farklı yönlere yansıması.` },
    ],
  },
  procedure: {
    goal: msg`Düz aynada gelme açısı ile yansıma açısını ölçerek karşılaştırmak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Kenarları bantlı düz ayna (10 cm × 10 cm; varsa kırılmaz akrilik ayna)`, quantity: msg`1 tane` },
      { name: msg`Pilli el feneri`, quantity: msg`1 tane` },
      { name: msg`Ortasında ince bir yarık açılmış karton (fenerin önüne)`, quantity: msg`1 tane` },
      { name: msg`İletki`, quantity: msg`1 tane` },
      { name: msg`Beyaz A4 kâğıt`, quantity: msg`2 yaprak` },
      { name: msg`Cetvel ve kurşun kalem`, quantity: msg`1’er tane` },
      { name: msg`Oyun hamuru (aynayı dik tutmak için)`, quantity: msg`1 parça` },
      { name: msg`Parlak metal çorba kaşığı`, quantity: msg`1 tane` },
    ],
    safety: [
      msg`Kenarları bantlı ayna kullan. Ayna kırılırsa parçalara dokunma, hemen öğretmenine haber ver.`,
      msg`Lazer işaretleyici kullanma; yansıyan lazer ışığı göze zarar verir.`,
      msg`Aynayla Güneş ışığını kimsenin gözüne yansıtma ve Güneş’e asla doğrudan bakma.`,
      msg`Yalnızca pilli el feneri kullan.`,
    ],
    steps: [
      msg`Kâğıdın ortasına yatay bir çizgi çiz; bu ayna çizgisi olacak. Çizginin ortasından ona dik bir çizgi çiz; bu da normal.`,
      msg`İletkiyle normalin sol tarafında normalle 20°, 40° ve 60° açı yapan üç çizgi çiz. Bunlar gelen ışınların yolu olacak.`,
      msg`Aynayı hamurla ayna çizgisinin üzerine, yansıtan yüzü normale bakacak şekilde dik yerleştir.`,
      msg`Yarıklı kartonu fenerin önüne tut. Odayı karartıp ince ışık demetini 20° çizgisi boyunca aynanın normal noktasına gönder.`,
      msg`Yansıyan ışığın kâğıt üzerindeki yolunu iki noktayla işaretle ve bu noktaları normal noktasına birleştir. Yansıma açısını iletkiyle ölçüp tabloya yaz.`,
      msg`Aynı işlemi 40° ve 60° için tekrarla.`,
      msg`Aynanın 10 cm önüne dik bir kalem koy. Görüntünün boyunu ve aynaya ne kadar uzakta göründüğünü gözlemle.`,
      msg`Kaşığı kolunu uzatarak tut. Önce iç yüzüne (çukur ayna), sonra dış yüzüne (tümsek ayna) bak. Yüzünün görüntüsünü düz aynadakiyle karşılaştır.`,
    ],
    observations: [
      msg`Her ölçümde gelme açısı ile yansıma açısı arasında kaç derece fark var?`,
      msg`Gelme açısı büyüdükçe yansıma açısı nasıl değişti?`,
      msg`Kalemin görüntüsü kalemden büyük mü, küçük mü, eşit mi?`,
      msg`Kaşığın çukur ve tümsek yüzünde görüntün düz mü, ters mi; büyük mü, küçük mü?`,
    ],
    conclusion: msg`Her ölçümde yansıma açısı gelme açısına eşit çıkar; küçük farklar ölçme hatasından kaynaklanır. Düz aynada görüntü cisimle aynı boyda ve aynaya cisimle aynı uzaklıkta görünür. Kaşığın tümsek yüzünde görüntü düz ve küçüktür; çukur yüzünde ise kol uzaklığında ters ve küçük görünür. Çukur aynada görüntünün özellikleri cismin aynaya uzaklığına göre değişebilir.`,
  },
  questions: [
    {
      id: 'angle-35',
      prompt: msg`Bir ışın düz aynaya normalle 35° açı yapacak şekilde geliyor. Yansıma açısı kaç derecedir?`,
      options: [msg`35°`, msg`55°`, msg`70°`, msg`90°`],
      correctIndex: 0,
      explanation: msg`Yansıma kanununa göre gelme açısı yansıma açısına eşittir. Gelme açısı 35° olduğu için yansıma açısı da 35°’dir.`,
      hints: [
        msg`Yansıma kanunlarını hatırla: gelme açısı ile yansıma açısı arasında nasıl bir ilişki var?`,
        msg`Deneyde 20°, 40° ve 60° için ölçtüğün yansıma açılarını düşün.`,
        msg`Açı normalden verilmiş; başka bir işlem yapmana gerek var mı, kontrol et.`,
      ],
    },
    {
      id: 'measured-from',
      prompt: msg`Gelme açısı ve yansıma açısı neye göre ölçülür?`,
      options: [msg`Ayna yüzeyine göre`, msg`Yüzeyin normaline göre`, msg`Yere göre`, msg`Işık kaynağına göre`],
      correctIndex: 1,
      explanation: msg`Her iki açı da ışının yüzeye çarptığı noktadaki normalden ölçülür. Normal, yüzeye dik çizilen hayali doğrudur.`,
      hints: [
        msg`Deneyde kâğıda önce ayna çizgisini, sonra ona dik bir çizgi çizdin. O dik çizginin adı neydi?`,
        msg`Pürüzlü yüzeylerde bile açıları ölçebilmek için ışının çarptığı noktada yüzeye dik bir çizgi kullanılır.`,
      ],
    },
    {
      id: 'surface-angle',
      prompt: msg`Bir ışın ayna yüzeyiyle 30° açı yapacak şekilde geliyor. Yansıma açısı kaç derecedir?`,
      options: [msg`30°`, msg`60°`, msg`90°`, msg`120°`],
      correctIndex: 1,
      explanation: msg`Normal yüzeye diktir (90°). Işın yüzeyle 30° yapıyorsa normalle 90° − 30° = 60° yapar. Gelme açısı 60° olduğu için yansıma açısı da 60°’dir.`,
      hints: [
        msg`Açılar ayna yüzeyinden değil, normalden ölçülür.`,
        msg`Normal ile ayna yüzeyi arasındaki açı kaç derecedir?`,
        msg`Önce gelme açısını bul: normal ile yüzey arasındaki açıdan soruda verilen açıyı çıkar.`,
      ],
    },
    {
      id: 'plane-image',
      prompt: msg`Düz aynada oluşan görüntü için aşağıdakilerden hangisi yanlıştır?`,
      options: [
        msg`Görüntü cisimle aynı boydadır.`,
        msg`Görüntünün aynaya uzaklığı cismin aynaya uzaklığına eşittir.`,
        msg`Görüntü baş aşağı (ters) oluşur.`,
        msg`Görüntüde sağ ve sol yer değiştirmiş görünür.`,
      ],
      correctIndex: 2,
      explanation: msg`Düz aynadaki görüntü düzdür, baş aşağı değildir. Diğer üç ifade düz aynadaki görüntünün doğru özellikleridir.`,
      hints: [
        msg`Soruda yanlış olan ifade isteniyor; her seçeneği kendi gözlemlerinle karşılaştır.`,
        msg`Deneyde kalemin görüntüsünün boyunu ve aynaya uzaklığını gözlemledin; bu seçenekler doğru mu?`,
        msg`Aynaya baktığında saçların görüntünün üst tarafında mı, alt tarafında mı?`,
      ],
    },
    {
      id: 'diffuse',
      prompt: msg`Pürüzlü bir duvarda dağınık yansıma olur. Bu durumda yansıma kanunları için ne söylenebilir?`,
      options: [
        msg`Geçerli değildir.`,
        msg`Her ışın için yine geçerlidir; yüzey pürüzlü olduğu için ışınlar farklı yönlere yansır.`,
        msg`Yalnızca ışık çok parlaksa geçerlidir.`,
      ],
      correctIndex: 1,
      explanation: msg`Pürüzlü yüzeyin her küçük parçasının normali farklı yöndedir. Her ışın kendi normaline göre gelme açısı kadar yansır; bu yüzden ışınlar dağılır.`,
      hints: [
        msg`Pürüzlü bir yüzeyi, farklı yönlere bakan çok küçük düz ayna parçalarından oluşmuş gibi düşün.`,
        msg`Her küçük parçanın normali farklı yöne bakar. Tek bir ışın kendi parçasına çarptığında hangi kurala uyar?`,
      ],
    },
    {
      id: 'traffic-mirror',
      prompt: msg`Virajlarda kullanılan ve geniş bir alanı gösteren trafik aynaları hangi tür aynadır?`,
      options: [msg`Düz ayna`, msg`Çukur ayna`, msg`Tümsek ayna`],
      correctIndex: 2,
      explanation: msg`Tümsek aynalar ışığı dağıtarak yansıtır ve geniş bir görüş alanı sağlar. Bu yüzden virajlarda ve araçların yan aynalarında kullanılır.`,
      hints: [
        msg`Virajdaki aynanın görevi, sürücüye olabildiğince geniş bir alanı göstermektir.`,
        msg`Çukur ayna el fenerinde ışığı toplar; geniş bir alanı görmek için ışığın tersine dağılması gerekir.`,
        msg`Düz aynada yalnızca karşındaki alanı aynı boyda görürsün. Geriye hangi ayna türü kalıyor?`,
      ],
    },
  ],
  activity: {
    kind: 'simulation',
    title: msg`Yansıma laboratuvarı`,
    instructions: msg`Kaydırıcıyla gelme açısını değiştir. Yansıyan ışının yıldıza ulaşması için gelme açısı kaç derece olmalı?`,
    simulation: 'reflection-angle',
  },
  worksheet: {
    title: msg`Yansıma Çalışma Sayfası`,
    instructions: msg`Ölçümlerini tabloya yaz, sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`Bir düz ayna, normal, gelen ışın ve yansıyan ışın çiz; gelme ve yansıma açılarını göster.`, lines: 5 },
      { prompt: msg`Işın aynaya dik gelirse (gelme açısı 0°) nasıl yansır?`, lines: 2 },
      { prompt: msg`Ambulansların önündeki yazı neden tersten yazılır?`, lines: 2 },
    ],
    table: {
      caption: msg`Yansıma açısı ölçümlerim`,
      columns: [msg`Gelme açısı (°)`, msg`Ölçtüğüm yansıma açısı (°)`, msg`Fark (°)`],
      rows: 3,
    },
  },
  story: {
    title: msg`Fındık ve Ayna Yolu`,
    paragraphs: [
      msg`Sincap Fındık’ın yuvası yaşlı bir meşenin gövdesindeydi. Yuvanın girişi kuzeye baktığı için içerisi gün boyu loş kalıyordu.`,
      msg`Bir gün Fındık, ormandaki kampçıların unuttuğu küçük bir düz ayna buldu. Aynayı dalın üzerine koydu, Güneş ışığı aynaya çarpıp yaprakların arasına sekti.`,
      msg`“Işık aynaya hangi açıyla gelirse o açıyla yansıyor,” diye düşündü Fındık. Aynayı yavaş yavaş çevirdi, yansıyan ışığın düştüğü yeri adım adım yuvasının girişine getirdi.`,
      msg`Komşusu Baykuş Nine uyardı: “Aynayla Güneş’e bakma ve ışığı kimsenin gözüne tutma, Fındık!” Fındık başını salladı ve yalnızca yansıyan lekeyi izledi.`,
      msg`O akşamüstü yuva ilk kez ışıl ışıl oldu. Fındık, normalle yaptığı açıları bir yaprağa çizdi: gelen ve yansıyan ışınlar, aynı açılarla iki kanat gibi açılmıştı.`,
    ],
    lesson: msg`Düz aynada gelme açısı yansıma açısına eşittir; açılar yüzeye dik olan normalden ölçülür.`,
  },
};
