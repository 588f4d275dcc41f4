import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Defterler, kitaplar, peçeteler ve kutular kâğıttan yapılır. Kâğıdın ham maddesi ağaçtır. Her gün çöpe giden kâğıtlar yeniden kâğıda dönüşebilseydi daha az ağaç kesilirdi. Bu deneyde eski kâğıtlardan kendi kâğıdımızı yapacağız.`,
    sections: [
      {
        heading: msg`Kâğıt nereden gelir?`,
        paragraphs: [
          msg`Kâğıt, ağaçların odunundaki ince liflerden yapılır. Fabrikada odun küçük parçalara ayrılır, suyla karıştırılıp hamur hâline getirilir. Bu hamur ince bir tabaka olarak serilir, sıkıştırılır ve kurutulur.`,
          msg`Ağaçlar, kâğıdın yanında havamızı temizler, toprağı tutar ve birçok canlıya yuva olur. Ormanlar yeniden büyüyebilir, ama bir ağacın büyümesi uzun yıllar sürer. Bu yüzden kâğıdı tutumlu kullanmalıyız.`,
        ],
      },
      {
        heading: msg`Kâğıdın geri dönüşümü`,
        paragraphs: [
          msg`Geri dönüşüm, atık maddelerin işlenerek yeniden kullanılabilir ürünlere dönüştürülmesidir. Geri dönüşüm kutusuna atılan kâğıtlar tesise taşınır, suyla karıştırılıp hamur yapılır, mürekkebi ve içindeki yabancı maddeler temizlenir. Temiz hamurdan yeniden kâğıt ve karton üretilir.`,
          msg`Kâğıdın geri dönüşümü ağaçların yanında suyu ve enerjiyi de korur. Yaygın hesaplara göre bir ton atık kâğıdın geri dönüştürülmesi yaklaşık 17 ağacın kesilmesini önler.`,
          msg`Her kâğıt geri dönüştürülemez. Yağlı ya da yemek bulaşmış kâğıtlar, kullanılmış peçeteler ve ıslak mendiller geri dönüşüm kutusuna atılmaz.`,
        ],
      },
      {
        heading: msg`Kâğıt tasarrufu`,
        paragraphs: [
          msg`Geri dönüşümden de iyisi, atığı azaltmaktır. Kâğıdın iki yüzünü de kullanmak, müsvedde kâğıtları karalama için saklamak, gereksiz çıktı almamak ve bez çanta kullanmak kâğıt tasarrufu sağlar.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Geri dönüşüm`, definition: msg`Atık maddelerin işlenerek yeniden kullanılabilir ürünlere dönüştürülmesi.` },
      { term: msg`Atık`, definition: msg`Kullanıldıktan sonra artık işe yaramadığı düşünülen madde.` },
      { term: msg`Ham madde`, definition: msg`Bir ürünün yapıldığı doğal madde; kâğıdın ham maddesi ağaçtır.` },
      { term: msg`Kâğıt hamuru`, definition: msg`Kâğıt liflerinin suyla karışarak oluşturduğu yumuşak lapa.` },
    ],
  },
  procedure: {
    goal: msg`Atık kâğıttan yeni kâğıt yaparak geri dönüşümü deneyimlemek ve kâğıt tasarrufunun önemini tartışmak.`,
    durationMinutes: 45,
    materials: [
      { name: msg`Kullanılmış karalama kâğıdı ya da eski defter sayfası (parlak dergi kâğıdı değil)`, quantity: msg`Her gruba 4 yaprak` },
      { name: msg`Leğen ya da geniş plastik kap`, quantity: msg`Her gruba 1 tane` },
      { name: msg`Musluk suyu`, quantity: msg`Leğenin yarısını dolduracak kadar` },
      { name: msg`Tel çırpıcı ya da çatal`, quantity: msg`Her gruba 1 tane` },
      { name: msg`Kenarları bantla kaplanmış, sineklik teli gerilmiş tahta çerçeve (A5 boyutunda)`, quantity: msg`Her gruba 1 tane` },
      { name: msg`Eski havlu, sünger ve gazete kâğıdı`, quantity: msg`Her gruba 1’er tane` },
    ],
    safety: [
      msg`Kâğıt hamurunu mikserle karıştırmak gerekirse bunu yalnızca öğretmen yapar; mikserin fişi takılıyken içine el sokulmaz.`,
      msg`Sineklik telinin kenarları batabilir; çerçevenin kenarları bantla kaplanmış olmalı.`,
      msg`Dökülen su zemini kaygan yapar; masanın altına gazete serin ve dökülen suyu hemen silin.`,
      msg`Deneyden sonra ellerini sabunla yıka.`,
    ],
    steps: [
      msg`Kâğıtları pul büyüklüğünde küçük parçalara yırt ve leğene at. Üstlerini kapatacak kadar su ekle. Öğretmenin kâğıtları bir gün önceden ıslatmış olabilir.`,
      msg`Kâğıtlar yumuşayınca onları tel çırpıcıyla ya da çatalla uzun uzun ez. Parçalar kaybolup yulaf lapası gibi bir hamur oluşana kadar devam et. Gerekirse biraz su ekle.`,
      msg`Çerçeveyi tel yüzü yukarıda olacak biçimde leğenin dibine daldır. Yavaşça, düz tutarak yukarı kaldır. Telin üstünde ince ve eşit bir hamur tabakası kalmalı.`,
      msg`Çerçeveyi leğenin üstünde tutup suyunun süzülmesini bekle. Sonra çerçeveyi havlunun üstüne ters çevir ve telin arkasından süngerle bastırarak suyu emdir.`,
      msg`Çerçeveyi dikkatlice kaldır; hamur tabakası havluda kalmalı. Üstüne bir gazete kâğıdı koy ve elinle bastır.`,
      msg`Kâğıdını güneş alan bir yerde bir iki gün kurumaya bırak. Kuruyunca onu bir defter sayfasıyla karşılaştır: rengi, kalınlığı ve yüzeyi nasıl?`,
    ],
    observations: [
      msg`Kâğıt suda bekleyip ezilince neye dönüştü?`,
      msg`Yaptığın kâğıt defter kâğıdından nasıl farklı?`,
      msg`Eski kâğıdın üstündeki yazılar yeni kâğıtta görünüyor mu?`,
    ],
    conclusion: msg`Atık kâğıt suyla ezilince lifleri birbirinden ayrılır ve kâğıt hamuru oluşur. Bu hamur ince bir tabaka olarak serilip sıkıştırılır ve kurutulunca yeniden kâğıt olur. Fabrikalar da benzer yoldan atık kâğıdı geri dönüştürür. Geri dönüşüm ağaçları, suyu ve enerjiyi korur; kâğıdı tutumlu kullanmak ise atığı baştan azaltır.`,
  },
  questions: [
    {
      id: 'recycling-meaning',
      prompt: msg`Geri dönüşüm nedir?`,
      options: [
        msg`Çöplerin toprağa gömülmesi`,
        msg`Atık maddelerin işlenerek yeniden kullanılabilir ürünlere dönüştürülmesi`,
        msg`Eski eşyaların yerine hep yenisini almak`,
      ],
      correctIndex: 1,
      explanation: msg`Geri dönüşümde atık bir madde işlenir ve ondan yeni bir ürün yapılır. Deneyde atık kâğıttan yeni kâğıt yaptık.`,
      hints: [msg`Deneyde atık kâğıda ne oldu?`, msg`Geri dönüşümden sonra atık, çöp olarak mı kalır, yoksa işe yarar bir şey mi olur?`],
    },
    {
      id: 'raw-material',
      prompt: msg`Kâğıdın ham maddesi nedir?`,
      options: [msg`Petrol`, msg`Kum`, msg`Ağaç`],
      correctIndex: 2,
      explanation: msg`Kâğıt, ağaçların odunundaki liflerden yapılır. Kâğıdı tutumlu kullanmak ve geri dönüştürmek ağaçları korur.`,
      hints: [msg`Kâğıt yırtılınca kenarında ince lifler görünür. Bu lifler nereden gelir?`, msg`Kâğıt tasarrufu hangi canlıları korur?`],
    },
    {
      id: 'why-mash',
      prompt: msg`Deneyde kâğıtları suda bekletip ezmemizin amacı neydi?`,
      options: [msg`Kâğıdın liflerini birbirinden ayırıp hamur yapmak`, msg`Kâğıdı renklendirmek`, msg`Kâğıdı daha ağır yapmak`],
      correctIndex: 0,
      explanation: msg`Su ve ezme, kâğıdın liflerini birbirinden ayırır ve hamur oluşur. Bu hamur serilip kurutulunca lifler yeniden birbirine tutunur ve yeni kâğıt olur.`,
      hints: [msg`Ezdikten sonra kâğıt parçaları neye benzedi?`, msg`Telin üstüne serdiğimiz şey neydi?`],
    },
    {
      id: 'which-recyclable',
      prompt: msg`Aşağıdakilerden hangisi kâğıt geri dönüşüm kutusuna atılmalıdır?`,
      options: [msg`Kullanılmış peçete`, msg`Yağlı kâğıt tabak`, msg`Islak mendil`, msg`Eski gazete`],
      correctIndex: 3,
      explanation: msg`Eski gazete temiz ve kurudur; geri dönüştürülebilir. Kullanılmış peçete, yağlı kâğıt tabak ve ıslak mendil kirli ya da uygun olmayan maddeler içerdiği için geri dönüşüm kutusuna atılmaz.`,
      hints: [msg`Yağ ve kir kâğıt hamurunu bozar.`, msg`Hangisi temiz ve kuru bir kâğıt?`],
    },
    {
      id: 'saving-paper',
      prompt: msg`Kâğıt tasarrufu için hangisi doğru bir davranıştır?`,
      options: [msg`Her yanlışta defterden yeni bir sayfa koparmak`, msg`Kâğıdın iki yüzünü de kullanmak`, msg`Boş sayfaları çöpe atmak`],
      correctIndex: 1,
      explanation: msg`Kâğıdın iki yüzünü de kullanırsak daha az kâğıt harcarız. Böylece daha az ağaç kesilir, daha az atık oluşur.`,
      hints: [msg`Hangisi daha az kâğıt harcatır?`, msg`Bir kâğıdın kaç yüzü vardır?`],
    },
  ],
  activity: {
    kind: 'sequence',
    title: msg`Atık kâğıdın yeni kâğıda yolculuğu`,
    instructions: msg`Bir gazetenin geri dönüşüm kutusundan yeni bir deftere dönüşmesini doğru sıraya koy.`,
    stepsInOrder: [
      msg`Okunan gazete kâğıt geri dönüşüm kutusuna atılır.`,
      msg`Kutudaki kâğıtlar toplanıp geri dönüşüm tesisine taşınır.`,
      msg`Kâğıtlar suyla karıştırılıp ezilerek hamur hâline getirilir.`,
      msg`Hamurdaki mürekkep ve yabancı maddeler temizlenir.`,
      msg`Temiz hamur ince bir tabaka olarak serilir, sıkıştırılır ve kurutulur.`,
      msg`Kuruyan kâğıttan yeni defterler yapılır.`,
    ],
  },
  worksheet: {
    title: msg`Kâğıt Yapımı Çalışma Sayfası`,
    instructions: msg`Yaptığın kâğıdı bir defter kâğıdıyla karşılaştır ve tabloyu doldur. Sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`Kâğıt yaparken hangi adımlar fabrikadaki geri dönüşüme benziyordu?`, lines: 3 },
      { prompt: msg`Sınıfınızda bir haftada ne kadar kâğıt atıldığını tahmin et. Bunu azaltmak için ne yapabilirsiniz?`, lines: 3 },
      { prompt: msg`Geri dönüşüm kutusuna atılmaması gereken iki kâğıt ürünü yaz ve nedenini açıkla.`, lines: 2 },
    ],
    table: {
      caption: msg`Yaptığım kâğıt ile defter kâğıdı`,
      columns: [msg`Özellik`, msg`Yaptığım kâğıt`, msg`Defter kâğıdı`],
      rows: 4,
    },
  },
  story: {
    title: msg`Fındık’ın Mektup Kâğıdı`,
    paragraphs: [
      msg`Sincap Fındık, uzaktaki kuzeni Ceviz’e mektup yazmak istiyordu. Ama kâğıdı kalmamıştı. Yuvasının köşesinde ise yırtık, karalanmış kâğıtlardan bir yığın vardı.`,
      msg`“Bunları atacaktım,” dedi Fındık. Kunduz Usta gülümsedi: “Atma! Kâğıt ağaçtan yapılır, ağaçları biz kunduzlar iyi biliriz. Eski kâğıttan yeni kâğıt yapabilirsin.”`,
      msg`Birlikte kâğıtları küçük parçalara yırttılar, dere suyunda beklettiler ve ezip lapa yaptılar. Kunduz Usta’nın ördüğü ince bir ağla lapayı süzüp bir yaprağın üstüne serdiler ve güneşte kuruttular.`,
      msg`Ertesi sabah Fındık’ın elinde biraz pürüzlü ama kendine ait bir mektup kâğıdı vardı. Mektubunu yazdı ve sonuna ekledi: “Bu kâğıt için hiç ağaç kesilmedi!”`,
    ],
    lesson: msg`Atık kâğıt geri dönüştürülerek yeniden kâğıt olur. Kâğıdı tutumlu kullanmak ve geri dönüştürmek ağaçları, suyu ve enerjiyi korur.`,
  },
};
