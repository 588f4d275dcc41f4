import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Güneşli bir günde kapıları kapalı bir otomobilin içi dışarıdan çok daha sıcak olur. Dünya’nın atmosferi de bir ölçüde böyle davranır ve gezegenimizi ısıtır. Bu ısıtma, insanların etkisiyle son yüz elli yılda giderek artmaktadır.`,
    sections: [
      {
        heading: msg`Sera etkisi`,
        paragraphs: [
          msg`Güneş ışığı atmosferden geçerek yeryüzünü ısıtır. Isınan yeryüzü de ısı yayar. Atmosferdeki su buharı, karbondioksit ve metan gibi gazlar bu ısının bir kısmını tutarak uzaya kaçmasını geciktirir. Buna sera etkisi, bu gazlara sera gazları denir.`,
          msg`Sera etkisi yaşam için gereklidir: o olmasaydı Dünya’nın ortalama sıcaklığı yaklaşık −18 °C olurdu; bugün yaklaşık 15 °C’dir. Ama fosil yakıtların (kömür, petrol, doğal gaz) yakılması ve ormanların yok edilmesi atmosferdeki karbondioksiti artırmıştır. Sera etkisi güçlendikçe Dünya’nın ortalama sıcaklığı yükselir; buna küresel ısınma denir.`,
          msg`Deneydeki kapalı kavanoz gerçek atmosferin tam bir kopyası değildir: kavanozun kapağı ısınan havanın dışarı çıkmasını engeller. Yine de “içeri giren enerji, dışarı çıkandan fazla olunca sıcaklık artar” fikrini görmemizi sağlar.`,
        ],
      },
      {
        heading: msg`Küresel iklim değişikliğinin sonuçları`,
        paragraphs: [
          msg`Küresel ısınma yalnızca havanın biraz ısınması demek değildir; uzun yıllar içinde iklimlerin değişmesine yol açar. Kuraklıklar, sıcak hava dalgaları, sel ve şiddetli fırtınalar gibi aşırı hava olayları sıklaşır.`,
          msg`Karadaki buzullar ve buz tabakaları (Grönland, Antarktika, dağ buzulları) eridikçe suları denize akar ve deniz seviyesi yükselir; kıyı kentleri ve tarım alanları tehlikeye girer. Denizin üstünde yüzen buz ise zaten suyun içinde yer kapladığı için eridiğinde deniz seviyesini neredeyse değiştirmez. Isınan deniz suyu genleşir; bu da deniz seviyesini yükseltir.`,
          msg`İklimin değişmesi canlıları da etkiler: bazı türler yaşam alanlarını kaybeder, bazıları daha serin yerlere göç eder; tarım ürünleri ve su kaynakları azalabilir.`,
        ],
      },
      {
        heading: msg`Neler yapabiliriz?`,
        paragraphs: [
          msg`Elektrik ve ısınmada güneş, rüzgâr ve su gibi yenilenebilir enerji kaynaklarını kullanmak, evleri yalıtmak, toplu taşıma, bisiklet ve yürümeyi tercih etmek, ağaçlandırmaya katılmak ve gereksiz tüketimden kaçınmak sera gazlarını azaltır. Ülkeler bu konuda uluslararası anlaşmalar yapar; iklim bilimciler de iklimdeki değişimleri ölçer ve geleceğe yönelik tahminler yapar.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Sera etkisi`, definition: msg`Atmosferdeki bazı gazların yeryüzünün yaydığı ısıyı tutarak gezegeni ısıtması.` },
      { term: msg`Sera gazı`, definition: msg`Isıyı tutan atmosfer gazı; su buharı, karbondioksit, metan.` },
      { term: msg`Küresel ısınma`, definition: msg`Dünya’nın ortalama yüzey sıcaklığının artması.` },
      { term: msg`Küresel iklim değişikliği`, definition: msg`Küresel ısınmaya bağlı olarak iklimlerde uzun süreli değişimler olması.` },
      { term: msg`Buzul`, definition: msg`Karada biriken ve yavaşça hareket eden büyük buz kütlesi.` },
      { term: msg`Fosil yakıt`, definition: msg`Milyonlarca yıl önce yaşamış canlıların kalıntılarından oluşan kömür, petrol ve doğal gaz.` },
    ],
  },
  procedure: {
    goal: msg`Kapalı ve açık kavanozdaki havanın güneşte ısınmasını karşılaştırarak sera etkisini modellemek; karadaki ve denizdeki buzun erimesinin su seviyesine etkisini göstermek.`,
    durationMinutes: 45,
    materials: [
      { name: msg`Aynı boyda cam kavanoz (biri kapaklı)`, quantity: msg`2 tane` },
      { name: msg`Alkollü ya da dijital termometre`, quantity: msg`2 tane` },
      { name: msg`Bir avuç toprak ya da koyu renkli kâğıt`, quantity: msg`her kavanoza aynı miktar` },
      { name: msg`Aynı boyda iki şeffaf plastik kap ve iki küçük taş ya da ters çevrilmiş fincan (kara parçası)`, quantity: msg`2’şer tane` },
      { name: msg`Buz küpü ve su`, quantity: msg`8 küp, 1 L` },
      { name: msg`Kalıcı kalem ya da bant, cetvel, kronometre`, quantity: msg`1’er tane` },
    ],
    safety: [
      msg`Cam kavanozları iki elle taşı; güneşte ısınan kavanoz ve kapağı sıcak olabilir, kapağı bezle aç.`,
      msg`Cam kırılırsa parçalara dokunma; öğretmenine haber ver. Cıvalı termometre kullanma.`,
      msg`Buzu uzun süre çıplak elle tutma; kaşıkla aktar. Dökülen suyu hemen sil.`,
      msg`Güneşe doğrudan bakma; ölçümleri termometreye bakarak yap.`,
    ],
    steps: [
      msg`Sera modeli: İki kavanozun dibine aynı miktarda toprak koy. Her kavanoza bir termometre yerleştir; termometrelerin haznesi topraktan biraz yukarıda olsun. Birinin kapağını kapat, öbürünü açık bırak.`,
      msg`İki kavanozu yan yana güneş alan pencerenin önüne koy. Başlangıç sıcaklıklarını yaz.`,
      msg`30 dakika boyunca her 5 dakikada bir iki kavanozdaki sıcaklığı oku ve tabloya yaz.`,
      msg`Buzul modeli: İki kaba aynı yükseklikte taş ya da ters fincan koy; bunlar kara parçası olacak. İki kaba da taşın tepesine ulaşmayacak kadar su koy.`,
      msg`Birinci kapta 4 buz küpünü taşın üstüne (karaya), ikinci kapta 4 buz küpünü suyun içine (denize) koy. İki kapta su seviyesini kalemle ya da bantla işaretle.`,
      msg`Buzlar eriyince iki kaptaki su seviyesini işaretlerle karşılaştır ve farkı cetvelle ölç.`,
    ],
    observations: [
      msg`30 dakikanın sonunda hangi kavanozdaki hava daha sıcaktı? Fark kaç derece?`,
      msg`Kapalı kavanozun sıcaklığı nasıl bir hızla arttı?`,
      msg`Karadaki buz eriyince birinci kaptaki su seviyesi değişti mi?`,
      msg`Denizdeki buz eriyince ikinci kaptaki su seviyesi değişti mi?`,
    ],
    conclusion: msg`Kapalı kavanozdaki hava daha çok ısınır, çünkü içeri giren güneş enerjisiyle ısınan hava dışarı kaçamaz. Atmosferdeki sera gazları da yeryüzünün yaydığı ısının bir kısmını tutarak benzer bir etki yapar; sera gazları arttıkça Dünya ısınır. Karadaki buz eriyince suyu kaba eklenir ve seviye yükselir; suyun içinde yüzen buz eriyince seviye hemen hemen değişmez. Bu yüzden karadaki buzulların erimesi deniz seviyesini yükseltir.`,
  },
  questions: [
    {
      id: 'closed-jar',
      prompt: msg`Güneşte bekleyen iki kavanozdan kapalı olanın havası neden daha çok ısınır?`,
      options: [
        msg`Kapalı kavanoz güneş ışığını içeri almaz.`,
        msg`İçerideki ısınan hava dışarı kaçamaz; içeri giren enerji dışarı çıkandan fazladır.`,
        msg`Kapak kavanozu soğutur.`,
      ],
      correctIndex: 1,
      explanation: msg`Güneş ışığı camdan geçip toprağı ve havayı ısıtır. Kapak, ısınan havanın dışarı çıkmasını engeller; enerji içeride birikir ve sıcaklık artar.`,
      hints: [msg`Açık kavanozda ısınan hava nereye gidebilir?`, msg`Enerji içeri girmeye devam ederken dışarı çıkamazsa ne olur?`],
    },
    {
      id: 'greenhouse-gas',
      prompt: msg`Fosil yakıtların yakılmasıyla atmosferde miktarı artan ve sera etkisini güçlendiren gaz hangisidir?`,
      options: [msg`Oksijen`, msg`Azot`, msg`Helyum`, msg`Karbondioksit`],
      correctIndex: 3,
      explanation: msg`Kömür, petrol ve doğal gaz yanınca karbondioksit açığa çıkar. Karbondioksit bir sera gazıdır; miktarı arttıkça atmosfer daha çok ısı tutar.`,
      hints: [msg`Yanma sırasında oluşan başlıca gazı düşün.`, msg`Bitkiler fotosentezde bu gazı kullanır.`],
    },
    {
      id: 'land-ice',
      prompt: msg`Aşağıdakilerden hangisinin erimesi deniz seviyesini yükseltir?`,
      options: [
        msg`Antarktika’nın karası üzerindeki buz tabakası`,
        msg`Bir bardak suyun içinde yüzen buz küpü`,
        msg`Kuzey Kutbu’nda denizin üstünde yüzen buzlar`,
      ],
      correctIndex: 0,
      explanation: msg`Karadaki buz eriyince suyu denize akar ve denize yeni su eklenir. Denizde yüzen buz ise zaten suyun içinde yer kapladığı için erimesi seviyeyi neredeyse değiştirmez; deneydeki iki kap bunu gösterdi.`,
      hints: [msg`Deneydeki hangi kapta su seviyesi yükseldi?`, msg`Buz erimeden önce denizin içinde miydi, yoksa karada mı?`],
    },
    {
      id: 'solutions',
      prompt: msg`Aşağıdakilerden hangisi küresel iklim değişikliğini yavaşlatmaya yardımcı olur?`,
      options: [
        msg`Kısa mesafelere otomobil yerine yürüyerek ya da bisikletle gitmek`,
        msg`Ormanları tarla açmak için yakmak`,
        msg`Boş odalarda lambaları açık bırakmak`,
        msg`Isınmak için daha çok kömür yakmak`,
      ],
      correctIndex: 0,
      explanation: msg`Yürümek ve bisiklet, yakıt yakılmadan ulaşım sağlar; karbondioksit salımını azaltır. Öbür seçenekler sera gazlarını artırır ya da enerjiyi boşa harcar.`,
      hints: [msg`Hangisi fosil yakıt kullanımını azaltır?`, msg`Ormanlar karbondioksiti azaltır mı, artırır mı?`],
    },
    {
      id: 'fair-test',
      prompt: msg`Sera modeli deneyinde iki kavanozun aynı boyda olması, aynı miktarda toprak içermesi ve yan yana konması neden önemlidir?`,
      options: [
        msg`Kavanozlar daha güzel görünsün diye`,
        msg`Termometreler daha az yer kaplasın diye`,
        msg`Sıcaklık farkının yalnızca kapaktan kaynaklandığından emin olmak için`,
      ],
      correctIndex: 2,
      explanation: msg`Adil bir deneyde yalnızca incelenen değişken (kapak) değiştirilir; öbür koşullar aynı tutulur. Böylece sonuçtaki farkın nedenini bilebiliriz.`,
      hints: [msg`Deneyde iki kavanoz arasındaki tek fark ne olmalı?`, msg`Biri gölgede kalsaydı sonuca güvenebilir miydin?`],
    },
  ],
  activity: {
    kind: 'classify',
    title: msg`Neden, sonuç ya da çözüm?`,
    instructions: msg`Her karta dokun, sonra küresel iklim değişikliğinin nedeni mi, sonucu mu, yoksa ona karşı bir çözüm mü olduğunu gösteren kutuya dokun. İstersen kartı sürükleyip kutuya da bırakabilirsin.`,
    categories: [
      { id: 'cause', label: msg`Neden` },
      { id: 'effect', label: msg`Sonuç` },
      { id: 'solution', label: msg`Çözüm` },
    ],
    items: [
      {
        id: 'coal',
        label: msg`Kömürle elektrik üretmek`,
        emoji: '🏭',
        categoryId: 'cause',
        explanation: msg`Kömür yanınca çok miktarda karbondioksit açığa çıkar.`,
      },
      {
        id: 'deforestation',
        label: msg`Ormanların kesilmesi ve yakılması`,
        emoji: '🪓',
        categoryId: 'cause',
        explanation: msg`Ağaçlar karbondioksit kullanır; kesilince bu gaz atmosferde birikir.`,
      },
      {
        id: 'traffic',
        label: msg`Benzinli ve dizel taşıtların sayısının artması`,
        emoji: '🚙',
        categoryId: 'cause',
        explanation: msg`Taşıtlar fosil yakıt yakarak karbondioksit salar.`,
      },
      { id: 'glaciers', label: msg`Dağ buzullarının küçülmesi`, emoji: '🏔️', categoryId: 'effect', explanation: msg`Isınan havada buzullar erir ve geriler.` },
      {
        id: 'sea-level',
        label: msg`Deniz seviyesinin yükselmesi`,
        emoji: '🌊',
        categoryId: 'effect',
        explanation: msg`Karadaki buzların erimesi ve ısınan suyun genleşmesi deniz seviyesini yükseltir.`,
      },
      {
        id: 'drought',
        label: msg`Kuraklık ve sıcak hava dalgalarının sıklaşması`,
        emoji: '🏜️',
        categoryId: 'effect',
        explanation: msg`İklim değiştikçe aşırı hava olayları sıklaşır.`,
      },
      {
        id: 'wind',
        label: msg`Rüzgâr ve güneş enerjisiyle elektrik üretmek`,
        emoji: '🌬️',
        categoryId: 'solution',
        explanation: msg`Yenilenebilir kaynaklar çalışırken karbondioksit salmaz.`,
      },
      {
        id: 'trees',
        label: msg`Ağaçlandırma yapmak`,
        emoji: '🌳',
        categoryId: 'solution',
        explanation: msg`Ağaçlar fotosentezde havadaki karbondioksiti kullanır.`,
      },
      {
        id: 'insulation',
        label: msg`Evlere ısı yalıtımı yapmak`,
        emoji: '🏠',
        categoryId: 'solution',
        explanation: msg`Yalıtılmış ev ısınmak için daha az yakıt harcar.`,
      },
    ],
  },
  worksheet: {
    title: msg`Sera Etkisi ve Buzullar Çalışma Sayfası`,
    instructions: msg`Sıcaklıkları ve su seviyelerini tabloya yaz, sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`Kapalı ve açık kavanozun 30 dakika sonundaki sıcaklık farkını hesapla ve nedenini açıkla.`, lines: 3 },
      { prompt: msg`Kavanoz modeli gerçek atmosferden hangi yönlerden farklıdır? Bir farkı yaz.`, lines: 3 },
      { prompt: msg`Karadaki ve denizdeki buzun erimesinin su seviyesine etkisini karşılaştır.`, lines: 3 },
      { prompt: msg`Ailenle birlikte sera gazı salımını azaltmak için yapabileceğiniz üç şey yaz.`, lines: 3 },
    ],
    table: {
      caption: msg`Kavanozlardaki hava sıcaklığı (°C)`,
      columns: [msg`Zaman (dakika)`, msg`Kapalı kavanoz`, msg`Açık kavanoz`, msg`Fark`],
      rows: 7,
    },
  },
  story: {
    title: msg`Fındık’ın Küçülen Buz Dağı`,
    paragraphs: [
      msg`Her kış Fındık’ın ormanının yakınındaki dağın tepesi bembeyaz bir buzulla kaplı olurdu. Bu yıl Baykuş Nine dağa bakıp iç çekti: “Ben gençken buzul vadiye kadar inerdi. Şimdi her yıl biraz daha küçülüyor.”`,
      msg`Fındık merak etti ve bir deney hazırladı. İki cam kavanozu güneşe koydu; birinin kapağını kapattı. Yarım saat sonra kapalı kavanozun havası çok daha sıcaktı. “Isı içeride kaldı!” dedi.`,
      msg`Baykuş Nine açıkladı: “Dünya’nın çevresindeki hava da bir battaniye gibi ısının bir kısmını tutar. İnsanlar kömür ve petrol yaktıkça bu battaniye kalınlaşıyor, Dünya ısınıyor, buzullar eriyor.”`,
      msg`Kirpi Diken telaşlandı: “Peki ne yapacağız?” Fındık düşündü: “Ağaç dikebiliriz, enerjiyi boşa harcamayabiliriz, insanlara da anlatabiliriz.” O bahar orman halkı dağın eteğine yüz fidan dikti.`,
    ],
    lesson: msg`Sera gazları arttıkça Dünya ısınır ve iklim değişir; karadaki buzullar eriyince deniz seviyesi yükselir. Enerjiyi tasarruflu kullanmak ve ağaçlandırmak iklim değişikliğini yavaşlatmaya yardımcı olur.`,
  },
};
