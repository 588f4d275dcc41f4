import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Sabah Güneş doğar, akşam batar, ardından gece gelir. Her gün tekrarlanan bu düzenin nedeni Dünya’mızın hareketleridir. Biz hissetmesek de Dünya hiç durmaz: hem kendi etrafında döner hem de Güneş’in etrafında dolanır.`,
    sections: [
      {
        heading: msg`Dünya’nın iki hareketi`,
        paragraphs: [
          msg`Dünya’nın kendi ekseni etrafında bir topaç gibi dönmesine dönme hareketi denir. Eksen, Dünya’nın kuzey ve güney kutuplarından geçtiği düşünülen hayali bir çizgidir. Dünya bir tam dönüşünü yaklaşık 24 saatte, yani 1 günde tamamlar.`,
          msg`Dünya aynı zamanda Güneş’in etrafında da dolanır. Buna dolanma hareketi denir. Dünya, Güneş’in etrafındaki bir turunu 365 gün 6 saatte tamamlar. Bu süreye 1 yıl denir.`,
          msg`Bir çocuk olduğu yerde kendi etrafında dönerse dönme hareketi, bir ağacın çevresinde tur atarsa dolanma hareketi yapar.`,
        ],
      },
      {
        heading: msg`Gece ve gündüz nasıl oluşur?`,
        paragraphs: [
          msg`Güneş, Dünya’nın her zaman yalnızca bir yarısını aydınlatır. Dünya küreye benzediği için öbür yarısı ışık almaz. Güneş ışığı alan yarıda gündüz, ışık almayan yarıda gece yaşanır.`,
          msg`Dünya döndükçe bulunduğumuz yer önce aydınlık yarıya girer, sonra karanlık yarıya geçer. Böylece gece ve gündüz birbirini izler. Dünya dönmeseydi bir yarısında hep gündüz, öbür yarısında hep gece olurdu.`,
        ],
      },
      {
        heading: msg`Güneş gökyüzünde yürüyor mu?`,
        paragraphs: [
          msg`Güneş sabah doğudan doğar, öğle vakti gökyüzünde yükselir, akşam batıdan batar. Aslında gökyüzünde yol alan Güneş değil, kendi ekseni etrafında dönen Dünya’dır. Dünya batıdan doğuya doğru döndüğü için Güneş bize doğudan batıya gidiyormuş gibi görünür.`,
          msg`Giden bir arabanın penceresinden bakınca ağaçlar geriye doğru kayıyormuş gibi görünür. Güneş’in gökyüzündeki yolculuğu da buna benzer.`,
          msg`Dünya batıdan doğuya döndüğü için Güneş’i önce doğudaki yerler görür. Örneğin Kars’ta Güneş, Edirne’den daha önce doğar.`,
        ],
      },
      {
        heading: msg`Zamanı ölçmek`,
        paragraphs: [
          msg`İnsanlar zamanı ölçmek için Dünya’nın hareketlerinden yararlanır. Dünya’nın kendi ekseni etrafındaki bir dönüşü 1 gün, Güneş’in etrafındaki bir dolanışı 1 yıldır. Bir gün 24 saat, bir yıl 365 gündür.`,
          msg`Artan 6’şar saatler dört yılda bir birleşerek bir gün eder. Bu yüzden dört yılda bir şubat ayı 29 gün çeker ve o yıl 366 gün olur.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Eksen`, definition: msg`Dünya’nın kuzey ve güney kutuplarından geçtiği düşünülen hayali çizgi.` },
      { term: msg`Dönme hareketi`, definition: msg`Dünya’nın kendi ekseni etrafında dönmesi; 24 saat sürer.` },
      { term: msg`Dolanma hareketi`, definition: msg`Dünya’nın Güneş’in etrafında tur atması; 365 gün 6 saat sürer.` },
      { term: msg`Gün`, definition: msg`Dünya’nın kendi ekseni etrafında bir tam dönüşü için geçen süre; bir gece ve bir gündüzden oluşur.` },
      { term: msg`Yıl`, definition: msg`Dünya’nın Güneş’in etrafında bir tam dolanışı için geçen süre.` },
    ],
  },
  procedure: {
    goal: msg`Dünya’nın dönme hareketiyle gece ve gündüzün nasıl oluştuğunu bir modelle göstermek.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Dönebilen Dünya küresi`, quantity: msg`1 tane` },
      { name: msg`Güçlü, pilli el feneri (Güneş’i temsil edecek)`, quantity: msg`1 tane` },
      { name: msg`Üzerine insan çizilmiş küçük çıkartma`, quantity: msg`1 tane` },
      { name: msg`Kalem ve çalışma sayfası`, quantity: msg`1’er tane` },
    ],
    safety: [
      msg`El fenerini kimsenin gözüne tutma, ışığına doğrudan bakma.`,
      msg`Gerçek Güneş’e asla doğrudan ya da dürbünle bakma; gözüne kalıcı zarar verebilir.`,
      msg`Yalnızca pilli el feneri kullan; prize takılan lambalar ısınabilir.`,
      msg`Oda karanlıkken yavaş hareket et, yerdeki çantalara takılma.`,
    ],
    steps: [
      msg`Küreyi bir masaya koy. Türkiye’yi bul ve üzerine insan çizili çıkartmayı yapıştır.`,
      msg`Odayı karart. Bir arkadaşın el fenerini yaklaşık 1 metre uzaktan küreye tutsun. Fener Güneş’i, küre Dünya’yı temsil ediyor.`,
      msg`Küreye bak: Fenerin ışığı kürenin ne kadarını aydınlatıyor? Aydınlık yarı ile karanlık yarının sınırını parmağınla göster.`,
      msg`Küreyi, Türkiye fenerin tam karşısına gelecek biçimde çevir. Çıkartmadaki insan için şu an gece mi, gündüz mü? Tabloya yaz.`,
      msg`Küreyi, Kuzey Kutbu’nun üstünden bakınca saatin tersi yönünde, yani batıdan doğuya doğru yavaşça çevir. Çıkartma karanlık yarıya geçerken, kürenin tam arkasındayken ve yeniden aydınlığa çıkarken ne olduğunu tabloya yaz.`,
      msg`Küreyi bir tam tur çevir. Bu bir turun gerçekte kaç saat sürdüğünü arkadaşlarınla konuşun.`,
      msg`Feneri tutan arkadaşın yerinde dursun ve ışığı hep küreye çevirsin. Sen küreyi kendi etrafında çevirmeyi sürdürerek fenerin çevresinde yavaşça bir tur dolaştır. Dönme ile dolanmanın farkını anlat.`,
    ],
    observations: [
      msg`Fener kürenin bir yarısından fazlasını aydınlatabildi mi?`,
      msg`Küre döndükçe çıkartmadaki insan için neler değişti?`,
      msg`Küreyi hiç çevirmeseydin Türkiye’de ne olurdu?`,
    ],
    conclusion: msg`Güneş, Dünya’nın bir yarısını aydınlatır. Dünya kendi ekseni etrafında döndüğü için her yer sırayla aydınlık yarıya ve karanlık yarıya geçer; böylece gece ve gündüz oluşur. Dünya bu dönüşünü yaklaşık 24 saatte tamamlar. Güneş’in etrafındaki bir dolanışını ise 365 gün 6 saatte tamamlar; bu da bir yıldır.`,
  },
  questions: [
    {
      id: 'day-night-cause',
      prompt: msg`Gece ve gündüzün oluşmasının nedeni hangisidir?`,
      options: [
        msg`Güneş’in Dünya’nın etrafında dolanması`,
        msg`Bulutların Güneş’i kapatması`,
        msg`Dünya’nın kendi ekseni etrafında dönmesi`,
        msg`Ay’ın Güneş’in önüne geçmesi`,
      ],
      correctIndex: 2,
      explanation: msg`Dünya kendi ekseni etrafında döndükçe her yer sırayla Güneş’e dönük aydınlık yarıya ve karanlık yarıya geçer. Böylece gece ve gündüz oluşur.`,
      hints: [msg`Deneyde neyi yerinde tuttun, neyi çevirdin?`, msg`Çıkartmadaki insan aydınlıktan karanlığa geçerken fener yerinden oynamış mıydı?`],
    },
    {
      id: 'rotation-time',
      prompt: msg`Dünya kendi ekseni etrafındaki bir dönüşünü yaklaşık ne kadar sürede tamamlar?`,
      options: [msg`1 saatte`, msg`24 saatte`, msg`1 haftada`, msg`365 günde`],
      correctIndex: 1,
      explanation: msg`Dünya kendi ekseni etrafında yaklaşık 24 saatte bir tur döner. Bu süreye 1 gün denir; içinde bir gece ve bir gündüz vardır.`,
      hints: [msg`Bu sürenin içine bir gece ve bir gündüz sığar.`, msg`Sabah uyandığın andan ertesi sabah uyanana kadar geçen süreyi düşün.`],
    },
    {
      id: 'revolution',
      prompt: msg`Dünya’nın Güneş’in etrafında bir tur atmasına ne ad verilir ve bu ne kadar sürer?`,
      options: [msg`Dönme hareketi, 1 gün`, msg`Dolanma hareketi, 1 gün`, msg`Dönme hareketi, 1 yıl`, msg`Dolanma hareketi, 1 yıl`],
      correctIndex: 3,
      explanation: msg`Dünya’nın Güneş’in çevresinde tur atmasına dolanma hareketi denir. Bir tur 365 gün 6 saat sürer; bu süreye 1 yıl denir.`,
      hints: [msg`Kendi etrafında dönmek ile bir şeyin çevresinde tur atmak farklı hareketlerdir.`, msg`Doğum gününün ne kadar zamanda bir geldiğini düşün.`],
    },
    {
      id: 'half-turn',
      prompt: msg`Deneyde Türkiye fenerin tam karşısındayken öğle vaktiydi. Küreyi yarım tur çevirirsen Türkiye’deki çıkartma için ne olur?`,
      options: [msg`Gece yarısı olur.`, msg`Yine öğle vakti olur.`, msg`Sabah olur.`],
      correctIndex: 0,
      explanation: msg`Yarım tur sonra Türkiye, karanlık yarının tam ortasına gelir; orada gece yarısıdır. Gerçekte bu yarım tur yaklaşık 12 saat sürer.`,
      hints: [msg`Yarım tur, kürenin öbür yüzüne geçmek demektir.`, msg`Fenerin ışığı kürenin arka yüzüne ulaşabiliyor mu?`],
    },
    {
      id: 'sun-moves',
      prompt: msg`Güneş’in doğudan doğup batıdan batıyor gibi görünmesinin nedeni nedir?`,
      options: [msg`Güneş’in her gün Dünya’nın çevresini dolaşması`, msg`Dünya’nın batıdan doğuya doğru dönmesi`, msg`Dünya’nın doğudan batıya doğru dönmesi`],
      correctIndex: 1,
      explanation: msg`Güneş, Dünya’nın çevresinde dolanmaz; gökyüzündeki yolculuğu yalnızca görünüştedir. Dünya batıdan doğuya doğru döndüğü için Güneş bize doğudan batıya gidiyormuş gibi görünür.`,
      hints: [
        msg`Giden bir arabanın penceresinden ağaçlara bakınca onlar hangi yöne kayıyormuş gibi görünür?`,
        msg`Deneyde küreyi hangi yönden hangi yöne çevirdiğini hatırla.`,
      ],
    },
    {
      id: 'first-sunrise',
      prompt: msg`Kars ile Edirne’den hangisinde Güneş daha önce doğar?`,
      options: [msg`İkisinde aynı anda`, msg`Edirne’de`, msg`Kars’ta`],
      correctIndex: 2,
      explanation: msg`Dünya batıdan doğuya döndüğü için doğudaki yerler Güneş’i daha önce görür. Kars, Edirne’nin çok doğusundadır; orada Güneş yaklaşık bir saat önce doğar.`,
      hints: [msg`Haritada Kars ile Edirne’yi bul. Hangisi daha doğuda?`, msg`Dünya batıdan doğuya dönerken önce hangi taraftaki yerler aydınlığa çıkar?`],
    },
  ],
  activity: {
    kind: 'classify',
    title: msg`Dönmenin mi, dolanmanın mı sonucu?`,
    instructions: msg`Her olayın Dünya’nın hangi hareketinin sonucu olduğunu düşün ve doğru gruba yerleştir.`,
    categories: [
      { id: 'rotation', label: msg`Dönme hareketi` },
      { id: 'revolution', label: msg`Dolanma hareketi` },
    ],
    items: [
      {
        id: 'day-night',
        label: msg`Gece ile gündüzün birbirini izlemesi`,
        emoji: '🌗',
        categoryId: 'rotation',
        explanation: msg`Dünya kendi ekseni etrafında döndükçe her yer sırayla aydınlığa ve karanlığa geçer.`,
      },
      {
        id: 'sun-path',
        label: msg`Güneş’in sabah doğudan doğup akşam batıdan batması`,
        emoji: '🌅',
        categoryId: 'rotation',
        explanation: msg`Dünya batıdan doğuya döndüğü için Güneş gökyüzünde doğudan batıya gidiyormuş gibi görünür.`,
      },
      {
        id: 'day-length',
        label: msg`Bir günün 24 saat sürmesi`,
        emoji: '🕛',
        categoryId: 'rotation',
        explanation: msg`Dünya’nın kendi ekseni etrafındaki bir tam dönüşü yaklaşık 24 saat sürer.`,
      },
      {
        id: 'shadow',
        label: msg`Bir ağacın gölgesinin gün içinde yer değiştirmesi`,
        emoji: '🌳',
        categoryId: 'rotation',
        explanation: msg`Dünya döndükçe Güneş’in gökyüzündeki yeri değişiyormuş gibi görünür; gölgeler de buna göre yer değiştirir.`,
      },
      {
        id: 'east-first',
        label: msg`Kars’ta Güneş’in Edirne’den önce doğması`,
        emoji: '🧭',
        categoryId: 'rotation',
        explanation: msg`Dünya batıdan doğuya döndüğü için doğudaki yerler Güneş’i daha önce görür.`,
      },
      {
        id: 'year',
        label: msg`Bir yılın 365 gün 6 saat sürmesi`,
        emoji: '📅',
        categoryId: 'revolution',
        explanation: msg`Dünya’nın Güneş’in etrafındaki bir tam dolanışı 365 gün 6 saat sürer.`,
      },
      {
        id: 'birthday',
        label: msg`Doğum gününün yılda bir kez gelmesi`,
        emoji: '🎂',
        categoryId: 'revolution',
        explanation: msg`Doğum günün, Dünya Güneş’in etrafında bir tur attığında yeniden gelir.`,
      },
      {
        id: 'leap-year',
        label: msg`Dört yılda bir şubatın 29 gün çekmesi`,
        emoji: '🗓️',
        categoryId: 'revolution',
        explanation: msg`Dolanma hareketindeki artan 6’şar saat, dört yılda bir tam bir gün eder.`,
      },
    ],
  },
  worksheet: {
    title: msg`Gece ve Gündüz Çalışma Sayfası`,
    instructions: msg`Küreyi çevirdikçe çıkartmadaki insanın durumunu tabloya yaz. Sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`Dönme hareketi ile dolanma hareketi arasındaki farkı kendi cümlelerinle yaz.`, lines: 3 },
      { prompt: msg`Dünya kendi ekseni etrafında dönmeseydi ne olurdu? Açıkla.`, lines: 3 },
      { prompt: msg`Güneş’in gün içinde gökyüzündeki yeri neden değişiyormuş gibi görünür?`, lines: 2 },
    ],
    table: {
      caption: msg`Küre dönerken Türkiye’deki çıkartma`,
      columns: [msg`Çıkartmanın yeri`, msg`Aydınlık mı, karanlık mı?`, msg`Günün hangi vakti? (sabah, öğle, akşam, gece)`],
      rows: 4,
    },
  },
  story: {
    title: msg`Fındık ve Uyanan Kuzen`,
    paragraphs: [
      msg`Yaz tatilinde Sincap Fındık, Dünya’nın öbür ucunda yaşayan kuzeni Ceviz’le görüntülü konuşuyordu. Fındık’ın ormanında akşam olmuştu; Güneş ağaçların arkasında batıyordu. Ceviz ise esneyerek “Günaydın!” dedi.`,
      msg`“Nasıl olur?” diye şaşırdı Fındık. “Benim için Güneş batıyor, senin için doğuyor!” Baykuş Nine kanadıyla masadaki küreyi gösterdi. “Gel, birlikte bakalım,” dedi ve el fenerini yaktı.`,
      msg`Fener küreyi yalnızca bir yandan aydınlattı. “Güneş, Dünya’nın hep bir yarısını aydınlatır,” dedi Baykuş Nine. “Senin ormanın şu an aydınlıktan karanlığa geçiyor. Ceviz’in evi ise karanlıktan aydınlığa çıkıyor.”`,
      msg`Fındık küreyi yavaşça çevirdi. Ormanı karanlığa girdi, Ceviz’in şehri fenerin ışığına çıktı. “Demek ki gökyüzünde yürüyen Güneş değil, dönen Dünya!” diye bağırdı.`,
      msg`O gece Fındık yatağına uzanırken gülümsedi. Ceviz güne başlamıştı, o ise uyuyacaktı. Dünya ikisini de sırayla Güneş’e çeviriyordu.`,
    ],
    lesson: msg`Dünya kendi ekseni etrafında döndüğü için her yer sırayla Güneş ışığı alır. Işık alan yarıda gündüz, almayan yarıda gece yaşanır.`,
  },
};
