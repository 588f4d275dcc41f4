import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Bazı geceler Ay kocaman ve yuvarlaktır, bazı geceler ince bir yay gibidir, bazı geceler ise hiç görünmez. Oysa Ay hiç şekil değiştirmez. Bu değişimin sırrı Güneş, Dünya ve Ay’ın birbirine göre konumlarında saklıdır.`,
    sections: [
      {
        heading: msg`Güneş, Dünya ve Ay’ı karşılaştıralım`,
        paragraphs: [
          msg`Güneş, sıcak gazlardan oluşan, çevresine ısı ve ışık yayan bir yıldızdır. Dünya ve Ay ise ışık kaynağı değildir. Ay, Güneş’ten aldığı ışığı yansıttığı için geceleri parlak görünür.`,
          msg`Üçünün de şekli küreye benzer ama büyüklükleri çok farklıdır. Güneş’in çapı, Dünya’nın çapının yaklaşık 109 katıdır. Ay’ın çapı ise Dünya’nın çapının yaklaşık dörtte biri kadardır. En büyükleri Güneş, en küçükleri Ay’dır.`,
          msg`Güneş bu kadar büyük olduğu hâlde gökyüzünde küçük görünür, çünkü Dünya’dan yaklaşık 150 milyon km uzaktadır. Ay ise Dünya’dan yaklaşık 384.000 km uzaktadır.`,
        ],
      },
      {
        heading: msg`Ay’ın hareketleri`,
        paragraphs: [
          msg`Ay, Dünya’nın tek doğal uydusudur. Hem kendi ekseni etrafında döner hem de Dünya’nın etrafında dolanır. Bu iki hareketi yaklaşık aynı sürede, 27 gün 8 saatte tamamlar. Bu yüzden Dünya’dan Ay’ın hep aynı yüzünü görürüz.`,
          msg`Ay, Dünya ile birlikte Güneş’in etrafında da dolanır.`,
        ],
      },
      {
        heading: msg`Ay’ın evreleri`,
        paragraphs: [
          msg`Güneş, Ay’ın her zaman bir yarısını aydınlatır. Ay, Dünya’nın etrafında dolanırken bu aydınlık yarının ne kadarının Dünya’ya dönük olduğu değişir. Dünya’dan görülen bu farklı görünümlere Ay’ın evreleri denir.`,
          msg`Ana evreler yeni ay, ilk dördün, dolunay ve son dördündür. Yeni ayda Ay, Dünya ile Güneş’in arasındadır; aydınlık yüzü bize dönük olmadığı için görünmez. Türkiye’den bakınca ilk dördünde Ay’ın sağ yarısı, son dördünde sol yarısı aydınlık görünür. Dolunayda Dünya’ya bakan yüzün tamamı aydınlıktır.`,
          msg`Ana evreler arasında yaklaşık bir hafta geçer. İnce yay biçimindeki görünüme hilal, yarıdan fazlasının aydınlık olduğu görünüme şişkin ay denir. Bir yeni aydan sonraki yeni aya kadar yaklaşık 29,5 gün geçer.`,
        ],
      },
      {
        heading: msg`Evreler Dünya’nın gölgesi değildir`,
        paragraphs: [
          msg`Bazı insanlar Ay’ın evrelerini Dünya’nın gölgesinin oluşturduğunu sanır. Bu doğru değildir. Evreler, Ay’ın aydınlık yarısını farklı açılardan görmemizden kaynaklanır. Dünya’nın gölgesi Ay’a yalnızca Ay tutulması sırasında düşer.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Uydu`, definition: msg`Bir gezegenin çevresinde dolanan gök cismi. Ay, Dünya’nın doğal uydusudur.` },
      { term: msg`Ay’ın evreleri`, definition: msg`Ay’ın Dünya’dan farklı zamanlarda farklı biçimlerde görünmesi.` },
      { term: msg`Yeni ay`, definition: msg`Ay’ın Dünya ile Güneş arasında olduğu ve görünmediği evre.` },
      { term: msg`Dolunay`, definition: msg`Ay’ın Dünya’ya bakan yüzünün tamamının aydınlık göründüğü evre.` },
      {
        term: msg`İlk dördün ve son dördün`,
        definition: msg`Ay’ın yarısının aydınlık göründüğü evreler; ilk dördünde sağ yarı, son dördünde sol yarı aydınlıktır.`,
      },
    ],
  },
  procedure: {
    goal: msg`Bir fener ve top modeliyle Ay’ın evrelerinin nasıl oluştuğunu göstermek.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Pilli, güçlü el feneri ya da kamp feneri (Güneş)`, quantity: msg`1 tane` },
      { name: msg`Beyaz köpük top, 5–7 cm çaplı (Ay)`, quantity: msg`Her öğrenciye 1 tane` },
      { name: msg`Kurşun kalem (topu takmak için)`, quantity: msg`Her öğrenciye 1 tane` },
      { name: msg`Çalışma sayfası`, quantity: msg`Her öğrenciye 1 tane` },
    ],
    safety: [
      msg`Fenerin ışığına doğrudan bakma ve feneri kimsenin gözüne tutma.`,
      msg`Topu kaleme takarken sivri ucu kendine ve arkadaşlarına doğrultma; gerekirse öğretmeninden yardım iste.`,
      msg`Olduğun yerde yavaş dön. Başın dönerse dur ve otur.`,
      msg`Yalnızca pilli fener kullan; prize takılan lamba ve uzatma kablosu kullanma.`,
    ],
    steps: [
      msg`Topu kalemin ucuna sıkıca tak. Top Ay’ı, senin başın Dünya’yı temsil edecek.`,
      msg`Odayı karart. Öğretmenin feneri göğüs yüksekliğinde bir masaya koysun ve sınıfın ortasına doğru çevirsin. Fener Güneş’i temsil ediyor. Fenerden yaklaşık 2 metre uzakta, yüzün fenere dönük dur.`,
      msg`Topu kolunu uzatarak fener ile başının arasına, başının biraz üstüne tut. Topun sana bakan yüzü aydınlık mı? Gördüğünü çalışma sayfandaki ilk daireye çiz.`,
      msg`Kolunu uzatılmış tutarak olduğun yerde sola doğru, saatin tersi yönünde çeyrek tur dön. Topun aydınlık kısmını ikinci daireye çiz.`,
      msg`Çeyrek tur daha dön; artık sırtın fenere dönük olsun. Topu başının gölgesine sokmadan biraz yukarıda tut ve aydınlık kısmı üçüncü daireye çiz.`,
      msg`Bir çeyrek tur daha dön ve aydınlık kısmı dördüncü daireye çiz. Son çeyrek turla başladığın yere dön.`,
      msg`Şimdi yavaşça ve durmadan bir tam tur daha dön. Aydınlık kısmın nasıl büyüyüp küçüldüğünü izle ve ara evreleri bul.`,
    ],
    observations: [
      msg`Fenere doğru baktığında topun sana dönük yüzü neden karanlıktı?`,
      msg`Hangi konumda topun sana bakan yüzünün tamamı aydınlandı?`,
      msg`Fener topun hep aynı büyüklükte bir yarısını mı aydınlattı, yoksa aydınlık kısım gerçekten büyüyüp küçüldü mü?`,
    ],
    conclusion: msg`Fener, topun her zaman bir yarısını aydınlattı. Top başının çevresinde dolandıkça bu aydınlık yarının sana dönük kısmı değişti: önce hiç görünmedi (yeni ay), sonra sağ yarısı göründü (ilk dördün), sonra tamamı göründü (dolunay), sonra sol yarısı göründü (son dördün). Ay da Güneş’ten aldığı ışığı yansıtır. Dünya’nın etrafında dolanırken aydınlık yarısını bize farklı açılardan gösterdiği için evreler oluşur.`,
  },
  questions: [
    {
      id: 'moon-light',
      prompt: msg`Ay geceleri neden parlak görünür?`,
      options: [
        msg`Kendi ışığını ürettiği için`,
        msg`Güneş’ten aldığı ışığı yansıttığı için`,
        msg`Dünya’nın ışığını içinde sakladığı için`,
        msg`Yüzeyinde ateşler yandığı için`,
      ],
      correctIndex: 1,
      explanation: msg`Ay bir ışık kaynağı değildir. Güneş’ten aldığı ışığı yansıttığı için parlak görünür; deneydeki top da yalnızca fenerin ışığı vurunca aydınlandı.`,
      hints: [msg`Deneyde top kendiliğinden parlıyor muydu?`, msg`Ay bir yıldız mı? Işık kaynaklarını hatırla.`],
    },
    {
      id: 'sizes',
      prompt: msg`Güneş, Dünya ve Ay’ı büyükten küçüğe doğru sıralayan seçenek hangisidir?`,
      options: [msg`Dünya, Güneş, Ay`, msg`Ay, Dünya, Güneş`, msg`Güneş, Ay, Dünya`, msg`Güneş, Dünya, Ay`],
      correctIndex: 3,
      explanation: msg`Güneş’in çapı Dünya’nınkinin yaklaşık 109 katıdır. Ay’ın çapı ise Dünya’nınkinin yaklaşık dörtte biridir. Bu yüzden sıralama Güneş, Dünya, Ay’dır.`,
      hints: [
        msg`Üç gök cisminden hangisi bir yıldızdır? Yıldızlar gezegenlerden çok daha büyüktür.`,
        msg`Ay’ın çapı, Dünya’nın çapının yaklaşık dörtte biri kadardır.`,
      ],
    },
    {
      id: 'new-moon',
      prompt: msg`Yeni ay evresinde Ay nerededir?`,
      options: [msg`Dünya ile Güneş’in arasında`, msg`Dünya’nın, Güneş’e göre arka tarafında`, msg`Güneş’in tam arkasında`],
      correctIndex: 0,
      explanation: msg`Yeni ayda Ay, Dünya ile Güneş’in arasındadır. Güneş’in aydınlattığı yarısı bize değil Güneş’e dönüktür; bu yüzden Ay’ı göremeyiz.`,
      hints: [
        msg`Deneyde topun sana bakan yüzü hiç aydınlık değildi. O sırada yüzün fenere mi dönüktü, sırtın mı?`,
        msg`Ay’ın aydınlık yarısı hep Güneş’e bakar. Bu yarı bizden tamamen uzağa bakıyorsa Ay nerede durmalıdır?`,
      ],
    },
    {
      id: 'model-full',
      prompt: msg`Deneyde sırtın fenere dönükken topu başının üstünde tuttun ve topun sana bakan yüzünün tamamı aydınlandı. Bu konum hangi evreyi gösterir?`,
      options: [msg`Yeni ay`, msg`İlk dördün`, msg`Dolunay`, msg`Son dördün`],
      correctIndex: 2,
      explanation: msg`Ay, Dünya’nın Güneş’e göre arka tarafındayken aydınlık yarısının tamamı Dünya’ya dönüktür. Bu evreye dolunay denir.`,
      hints: [msg`Topun sana bakan yüzünün ne kadarı aydınlıktı?`, msg`Dünya’dan bakınca Ay’ın tam bir daire gibi parladığı evreyi düşün.`],
    },
    {
      id: 'next-week',
      prompt: msg`Bu akşam Ay ilk dördün evresinde. Yaklaşık bir hafta sonra Ay hangi evrede görülür?`,
      options: [msg`Yeni ay`, msg`Dolunay`, msg`Son dördün`],
      correctIndex: 1,
      explanation: msg`Ana evreler arasında yaklaşık bir hafta geçer ve sıra yeni ay, ilk dördün, dolunay, son dördün şeklindedir. İlk dördünden bir hafta sonra dolunay görülür.`,
      hints: [msg`Ana evreler arasında yaklaşık bir hafta geçer.`, msg`Deneyde ilk dördün konumundan çeyrek tur daha döndüğünde topun ne kadarı aydınlıktı?`],
    },
    {
      id: 'phases-cause',
      prompt: msg`Ay’ın evrelerinin oluşma nedeni hangisidir?`,
      options: [
        msg`Dünya’nın gölgesinin her gece Ay’ın başka bir kısmını örtmesi`,
        msg`Bulutların Ay’ın bir kısmını kapatması`,
        msg`Ay’ın şeklinin gerçekten değişmesi`,
        msg`Ay dolanırken aydınlık yarısını farklı açılardan görmemiz`,
      ],
      correctIndex: 3,
      explanation: msg`Güneş, Ay’ın hep bir yarısını aydınlatır. Ay, Dünya’nın etrafında dolanırken bu aydınlık yarının Dünya’ya dönük kısmı değişir. Dünya’nın gölgesi Ay’a yalnızca Ay tutulmasında düşer.`,
      hints: [
        msg`Deneyde topun şekli değişti mi?`,
        msg`Deneyde başının gölgesi topun üstüne düşmesin diye topu nerede tuttun? Yine de aydınlık kısım değişti mi?`,
      ],
    },
  ],
  activity: {
    kind: 'sequence',
    title: msg`Ay’ın evrelerini sırala`,
    instructions: msg`Yeni aydan başlayarak Ay’ın evrelerini görüldükleri sıraya koy. Türkiye’den bakıyormuş gibi düşün. Adımları yukarı ve aşağı taşı, sonra “Kontrol et” düğmesine bas.`,
    stepsInOrder: [
      msg`Yeni ay: Ay’ın Dünya’ya bakan yüzü karanlıktır, Ay görünmez.`,
      msg`Hilal: Ay’ın sağ kenarında ince, aydınlık bir yay belirir.`,
      msg`İlk dördün: Ay’ın sağ yarısı aydınlıktır.`,
      msg`Şişkin ay: Aydınlık kısım yarıdan büyüktür ve her gece biraz daha büyür.`,
      msg`Dolunay: Ay’ın Dünya’ya bakan yüzünün tamamı aydınlıktır.`,
      msg`Son dördün: Dolunaydan sonra aydınlık kısım her gece küçülür; bir hafta sonra Ay’ın sol yarısı aydınlıktır.`,
      msg`Hilal: Ay’ın sol kenarında ince bir yay kalır; ardından yeniden yeni ay gelir.`,
    ],
  },
  worksheet: {
    title: msg`Ay’ın Evreleri Çalışma Sayfası`,
    instructions: msg`Her konumda topun aydınlık kısmını dairenin içine çiz, karanlık kısmı kurşun kalemle tara. Sonra evrenin adını yaz ve soruları cevapla.`,
    tasks: [
      { prompt: msg`Güneş, Dünya ve Ay’ı büyükten küçüğe sırala. Her birinin bir özelliğini yaz.`, lines: 3 },
      { prompt: msg`Ay bir ışık kaynağı mıdır? Deneydeki topu örnek vererek açıkla.`, lines: 2 },
      {
        prompt: msg`Bir ay boyunca her gün Ay’a bak ve şeklini takvimine çiz. Dolunaydan sonraki günlerde Ay’ı akşam değil, gece geç saatte ya da sabah erkenden görebilirsin. Ay’ı gündüz ararken Güneş’e asla bakma. Hangi evreleri gördün?`,
        lines: 3,
      },
    ],
    table: {
      caption: msg`Model deneyinde gördüklerim`,
      columns: [msg`Konum`, msg`Fenere göre duruşum`, msg`Topun aydınlık kısmının çizimi`, msg`Evrenin adı`],
      rows: 4,
    },
  },
  story: {
    title: msg`Fındık ve Isırılmış Ay`,
    paragraphs: [
      msg`Sincap Fındık yuvasının penceresinden Ay’a bakmayı çok severdi. Bir hafta önce Ay kocaman ve yuvarlaktı. Bu sabah, gün ağarmadan uyandığında ise yarım bir kurabiyeye benziyordu.`,
      msg`“Biri Ay’dan ısırık mı aldı?” diye endişelendi Fındık. Arkadaşı Tavşan Pıtır omuz silkti: “Belki de Dünya’nın gölgesi üstüne düşmüştür.”`,
      msg`Baykuş Nine ikisini de mağarasına çağırdı. Bir feneri yaktı, Fındık’ın eline ucuna beyaz bir top takılmış bir kalem verdi. “Fener Güneş, top Ay, senin başın da Dünya,” dedi. “Şimdi olduğun yerde yavaşça dön.”`,
      msg`Fındık dönerken top önce karanlıktı, sonra yarısı aydınlandı, sonra tamamı parladı. “Topun yarısı hep aydınlık!” dedi Fındık. “Ben döndükçe o yarının farklı bir kısmını görüyorum.”`,
      msg`“Aynen öyle,” dedi Baykuş Nine. “Gölge değil, bakış açısı. Ay, Dünya’nın etrafında dolanırken aydınlık yarısını bize farklı açılardan gösterir.” Fındık o gün takvimine yarım bir Ay çizdi ve yanına şunu yazdı: “Son dördün. Ay hâlâ yuvarlak!”`,
    ],
    lesson: msg`Ay kendi ışığını üretmez. Güneş’in aydınlattığı yarısını Dünya’nın etrafında dolanırken bize farklı açılardan gösterdiği için Ay’ın evreleri oluşur.`,
  },
};
