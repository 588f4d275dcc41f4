import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Dünya’ya uzaydan sürekli enerji gelir ama madde neredeyse hiç gelmez. Bugün içtiğin su, milyonlarca yıl önce bir dinozorun içtiği su olabilir. Canlıların ihtiyaç duyduğu maddeler doğada tükenmeden, döngüler hâlinde dolaşır.`,
    sections: [
      {
        heading: msg`Su döngüsü`,
        paragraphs: [
          msg`Güneş’in ısısıyla denizlerden, göllerden ve topraktan su buharlaşır; bitkiler de yapraklarından terleme yoluyla su buharı verir. Su buharı yükseldikçe soğur ve yoğuşarak bulutları oluşturur. Bulutlardaki su yağmur, kar ya da dolu olarak yeryüzüne döner.`,
          msg`Yağan suyun bir kısmı akarsularla denizlere ulaşır, bir kısmı toprağa sızarak yeraltı sularını oluşturur. Bitkiler bu suyu kökleriyle alır, hayvanlar içer. Canlılar solunum, terleme ve boşaltımla suyu yeniden doğaya verir.`,
        ],
      },
      {
        heading: msg`Karbon ve oksijen döngüsü`,
        paragraphs: [
          msg`Bitkiler ve diğer üreticiler fotosentezde havadaki karbondioksiti kullanarak besin üretir ve oksijen verir. Canlılar solunumda oksijeni kullanır ve karbondioksit verir. Böylece karbon ve oksijen, fotosentez ve solunum arasında sürekli el değiştirir.`,
          msg`Canlılar öldüğünde bakteri ve mantar gibi ayrıştırıcılar onların kalıntılarını parçalar; karbon karbondioksit olarak havaya, mineraller toprağa döner. Milyonlarca yıl toprağa gömülen kalıntılar kömür, petrol ve doğal gaza dönüşebilir; bunlar yakılınca içlerindeki karbon yeniden havaya karışır.`,
        ],
      },
      {
        heading: msg`Azot döngüsü ve sürdürülebilirlik`,
        paragraphs: [
          msg`Havanın yaklaşık beşte dördü azottur ama bitkiler ve hayvanlar bu azotu doğrudan kullanamaz. Şimşekler ve bazı bakteriler (örneğin fasulye, nohut gibi baklagillerin köklerindeki bakteriler) havadaki azotu topraktaki azotlu tuzlara dönüştürür. Bitkiler bu tuzları kökleriyle alıp protein yapar; hayvanlar azotu bitkileri yiyerek alır. Ayrıştırıcılar ölü canlılardaki azotu toprağa geri verir.`,
          msg`Döngüler bozulursa doğa dengesi de bozulur: ormanların kesilmesi karbon döngüsünü, aşırı gübre kullanımı azot döngüsünü, su kaynaklarının kirlenmesi su döngüsünü etkiler. Kaynakları gelecek kuşakların ihtiyacını tehlikeye atmadan kullanmaya sürdürülebilir kalkınma denir; geri dönüşüm, su ve enerji tasarrufu ve kompost bunun parçalarıdır.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Madde döngüsü`, definition: msg`Canlılar için gerekli bir maddenin doğa ile canlılar arasında sürekli dolaşması.` },
      { term: msg`Yoğuşma`, definition: msg`Su buharının soğuyarak sıvı suya dönüşmesi.` },
      { term: msg`Terleme (bitkilerde)`, definition: msg`Bitkilerin yapraklarından su buharı vermesi.` },
      { term: msg`Ayrıştırıcı`, definition: msg`Ölü canlıları ve atıkları parçalayarak maddeleri doğaya geri veren bakteri ve mantarlar.` },
      { term: msg`Azotlu tuzlar`, definition: msg`Topraktaki, bitkilerin kökleriyle alabildiği azot bileşikleri.` },
      { term: msg`Sürdürülebilir kalkınma`, definition: msg`Bugünün ihtiyaçlarını gelecek kuşakların ihtiyaçlarını tehlikeye atmadan karşılamak.` },
    ],
  },
  procedure: {
    goal: msg`Kapalı bir kavanoz ekosisteminde ve pencereye yapıştırılan bir poşette su döngüsünü gözlemek; kavanozdaki bitkinin yaşamını fotosentez ve solunumla ilişkilendirmek.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Ağzı geniş, kapaklı büyük cam ya da plastik kavanoz (en az 2 L)`, quantity: msg`her gruba 1 tane` },
      { name: msg`Küçük çakıl taşları, bahçe toprağı ya da saksı toprağı`, quantity: msg`bir avuç çakıl, 2 su bardağı toprak` },
      { name: msg`Küçük, nem seven bir bitki (yosun, eğrelti ya da küçük bir sarmaşık) ve birkaç kuru yaprak`, quantity: msg`1 bitki` },
      { name: msg`Su spreyi`, quantity: msg`1 tane` },
      { name: msg`Kilitli şeffaf poşet, bant ve mavi gıda boyası`, quantity: msg`her gruba 1 poşet` },
      { name: msg`Kalıcı kalem`, quantity: msg`1 tane` },
    ],
    safety: [
      msg`Toprakla çalışırken eldiven giy; topraktaki mikroplara karşı işten sonra ellerini sabunla yıka. Toprağı ağzına ve gözüne değdirme.`,
      msg`Cam kavanozu iki elle taşı; kırılırsa parçalara dokunma, öğretmenine haber ver.`,
      msg`Bitkiyi öğretmenin seçtiği, zehirsiz türlerden seç; bilmediğin bir bitkinin yaprağını ağzına götürme.`,
      msg`Poşetteki boyalı suyu içme; poşeti pencereye sıkıca bantla ki düşüp dökülmesin.`,
    ],
    steps: [
      msg`Kavanozun dibine 2 cm çakıl, üstüne 4–5 cm toprak koy. Bitkiyi toprağa dik, yanına birkaç kuru yaprak bırak.`,
      msg`Toprağı spreyle nemlendir ama su birikmesin. Kavanozun kapağını sıkıca kapat ve üstüne grubunun adını ve tarihi yaz.`,
      msg`Kavanozu doğrudan güneş almayan, aydınlık bir pencere önüne koy. İki hafta boyunca her sabah ve öğleden sonra kavanozun iç yüzeyini gözle ve tabloya yaz.`,
      msg`Poşette yağmur: Kilitli poşete bir parmak boyu su koy ve iki damla mavi boya ekle. Poşetin üstüne kalemle bulut ve güneş çiz, poşeti kapat.`,
      msg`Poşeti güneş alan bir pencereye dik olarak bantla. Dersin sonunda ve ertesi gün poşetin üst kısmını ve kenarlarını gözle.`,
      msg`Gözlemlerine bakarak su döngüsünün aşamalarını kavanozda ve poşette nerede gördüğünü işaretle.`,
    ],
    observations: [
      msg`Kavanozun duvarlarında ve kapağında ne zaman damlacıklar oluştu?`,
      msg`Damlacıklar nereye aktı?`,
      msg`Poşetin üst kısmında biriken su damlaları boyalı mıydı? Neden?`,
      msg`Kapalı kavanozdaki bitki iki hafta sonra yaşıyor mu? Kuru yapraklara ne oldu?`,
    ],
    conclusion: msg`Kavanozda topraktaki su ve bitkinin terlemesiyle çıkan su buharı, soğuk cam yüzeyde yoğuşur ve damlalar hâlinde toprağa geri akar: küçük bir su döngüsü oluşur. Poşette buharlaşan su, boyayı geride bırakarak saf su olarak yoğuşur. Bitki ışıkta fotosentezle oksijen üretir, bitki ve topraktaki canlılar solunumla karbondioksit verir; bu yüzden kapalı kavanozda bir süre yaşamını sürdürebilir. Kuru yaprakları ayrıştırıcılar parçalar. Doğada da maddeler böyle döngüler hâlinde dolaşır.`,
  },
  questions: [
    {
      id: 'droplets',
      prompt: msg`Kapalı kavanozun iç duvarında sabahları oluşan su damlacıkları hangi olayın sonucudur?`,
      options: [msg`Erime`, msg`Donma`, msg`Süblimleşme`, msg`Yoğuşma`],
      correctIndex: 3,
      explanation: msg`Kavanozdaki su buharı soğuk cam yüzeye değince ısı verir ve sıvı suya dönüşür; bu yoğuşmadır. Doğada bulutlar da böyle oluşur.`,
      hints: [msg`Damlacıklar hangi maddeden oluştu ve önce hangi hâldeydi?`, msg`Gaz hâlindeki su soğuyunca hangi hâle geçer?`],
    },
    {
      id: 'plant-survives',
      prompt: msg`Kapağı kapalı kavanozdaki bitkinin haftalarca yaşayabilmesinin en önemli nedeni nedir?`,
      options: [
        msg`Bitkinin hiç besine ihtiyacı yoktur.`,
        msg`Fotosentezle oluşan oksijen ve solunumla oluşan karbondioksit kavanozun içinde birbirini tamamlar.`,
        msg`Kapak havayı içeri sızdırır.`,
      ],
      correctIndex: 1,
      explanation: msg`Işıkta bitki fotosentezle karbondioksiti kullanır ve oksijen verir; bitki ve topraktaki canlılar solunumda oksijeni kullanıp karbondioksit verir. Su da kavanozun içinde döner. Bu yüzden kapalı kavanoz bir süre kendi kendine yeter.`,
      hints: [msg`Bitki fotosentezde hangi gazı kullanır, hangisini verir?`, msg`Solunumda bu gazlara ne olur?`],
    },
    {
      id: 'decomposers',
      prompt: msg`Karbon ve azot döngüsünde ayrıştırıcıların görevi nedir?`,
      options: [
        msg`Ölü canlıları ve atıkları parçalayarak maddeleri toprağa ve havaya geri vermek`,
        msg`Güneş ışığıyla besin üretmek`,
        msg`Havadaki oksijeni artırmak`,
      ],
      correctIndex: 0,
      explanation: msg`Bakteri ve mantar gibi ayrıştırıcılar ölü canlıları parçalar; karbon karbondioksit olarak havaya, azot ve öbür mineraller toprağa döner. Ayrıştırıcılar olmasaydı maddeler ölü canlılarda kilitli kalırdı.`,
      hints: [msg`Kavanozdaki kuru yapraklara zamanla ne oldu?`, msg`Ayrıştırıcılar hangi canlılarla beslenir?`],
    },
    {
      id: 'nitrogen',
      prompt: msg`Havanın yaklaşık beşte dördü azot olduğu hâlde bitkiler azotu nasıl alır?`,
      options: [
        msg`Yapraklarından havadaki azot gazını doğrudan alarak`,
        msg`Fotosentezde azot gazını kullanarak`,
        msg`Hayvanları yiyerek`,
        msg`Kökleriyle topraktaki azotlu tuzları alarak`,
      ],
      correctIndex: 3,
      explanation: msg`Bitkiler havadaki azot gazını doğrudan kullanamaz. Şimşekler ve bazı bakteriler azotu topraktaki azotlu tuzlara dönüştürür; bitkiler bu tuzları kökleriyle alır.`,
      hints: [msg`Bitkiler suyu ve mineralleri hangi organlarıyla alır?`, msg`Baklagillerin köklerindeki bakteriler havadaki azotu neye dönüştürür?`],
    },
    {
      id: 'sustainable',
      prompt: msg`Aşağıdakilerden hangisi sürdürülebilir kalkınmaya uygun bir davranıştır?`,
      options: [
        msg`Meyve ve sebze kabuklarını kompost yapıp bahçede gübre olarak kullanmak`,
        msg`Tek kullanımlık plastik ürünleri çoğaltmak`,
        msg`Tarlalara gerektiğinden çok gübre atmak`,
      ],
      correctIndex: 0,
      explanation: msg`Kompost, ayrıştırıcıların yardımıyla atıklardaki maddeleri toprağa geri kazandırır; hem çöpü hem de kimyasal gübre ihtiyacını azaltır. Aşırı gübre suları kirletir, tek kullanımlık plastikler atığı artırır.`,
      hints: [msg`Hangisi madde döngülerine yardım eder?`, msg`Hangisi atığı azaltır ve bir kaynağı yeniden kullanır?`],
    },
  ],
  activity: {
    kind: 'sequence',
    title: msg`Bir su damlasının yolculuğu`,
    instructions: msg`Denizdeki bir su damlasının doğada dolaşıp yeniden denize dönene kadar geçtiği aşamaları sıraya koy. Adımları yukarı ve aşağı düğmeleriyle taşı, sonra “Kontrol et” düğmesine bas.`,
    stepsInOrder: [
      msg`Güneş denizi ısıtır; damla buharlaşıp su buharı olarak yükselir.`,
      msg`Su buharı yükseklerde soğur ve yoğuşarak bulut oluşturur.`,
      msg`Bulutlardaki damlacıklar birleşip ağırlaşır ve yağmur olarak yağar.`,
      msg`Yağmur suyu toprağa sızar.`,
      msg`Bir ağaç suyu kökleriyle alır ve gövdesiyle yapraklarına taşır.`,
      msg`Su, yapraklardan terlemeyle buhar olarak havaya geçer.`,
      msg`Havadaki buhar yeniden yağmur olur, akarsuya karışır ve denize döner.`,
    ],
  },
  worksheet: {
    title: msg`Kavanoz Ekosistemi Gözlem Sayfası`,
    instructions: msg`Kavanozunu iki hafta boyunca her gün gözle ve tabloya yaz. Sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`Kavanozunda su döngüsünün hangi aşamalarını gördün? Her birini nerede gördüğünü yaz.`, lines: 4 },
      { prompt: msg`Kavanozdaki bitki, toprak canlıları ve hava arasındaki karbon ve oksijen alışverişini bir şemayla göster.`, lines: 5 },
      { prompt: msg`Kavanoz karanlık bir dolaba konsaydı bitkiye ne olurdu? Neden?`, lines: 3 },
      { prompt: msg`Evinde ya da okulunda madde döngülerini korumak için yapabileceğin iki şey yaz.`, lines: 3 },
    ],
    table: {
      caption: msg`Kavanoz gözlemleri`,
      columns: [msg`Tarih`, msg`Sabah: damlacık var mı?`, msg`Öğleden sonra: damlacık var mı?`, msg`Bitkinin durumu`],
      rows: 10,
    },
  },
  story: {
    title: msg`Fındık’ın Yağmur Kavanozu`,
    paragraphs: [
      msg`Uzun bir kuraklık ormanı sarmıştı. Fındık her gün gökyüzüne bakıp bulut arıyordu. “Yağmur nereden gelir?” diye sordu. Baykuş Nine bir kavanoza biraz toprak, bir tutam yosun ve birkaç damla su koydu, kapağını kapattı.`,
      msg`Ertesi sabah kavanozun camı buğulanmıştı; damlalar duvardan süzülüp yosunun üstüne düşüyordu. “Kavanozun içinde yağmur yağıyor!” diye sevindi Fındık.`,
      msg`Baykuş Nine açıkladı: “Toprağın ve yosunun suyu buharlaşıyor, soğuk camda yoğuşuyor, sonra yeniden toprağa damlıyor. Büyük dünyada da su denizlerden buharlaşır, bulut olur, yağmur olarak döner. Su kaybolmaz, dolaşır.”`,
      msg`Kirpi Diken sordu: “Peki yosun kapalı kavanozda nasıl nefes alıyor?” Baykuş Nine gülümsedi: “Gündüz ışıkta oksijen üretiyor, topraktaki minik canlılar da karbondioksit veriyor. Her şey birbirine bağlı. Doğayı korursak döngüler de dönmeye devam eder.”`,
    ],
    lesson: msg`Su, karbon, oksijen ve azot doğada döngüler hâlinde dolaşır; fotosentez, solunum ve ayrıştırıcılar bu döngülerin parçasıdır. Kaynakları tasarruflu kullanmak döngülerin ve doğal dengenin korunmasını sağlar.`,
  },
};
