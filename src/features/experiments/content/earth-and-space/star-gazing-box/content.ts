import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Köyde ya da yaylada geçirdiğin bir gecede gökyüzünde binlerce yıldız görebilirsin; şehirde ise ancak birkaç tanesini. Yıldızlar yerinden kaybolmaz; onları görmemizi engelleyen, şehrin ışıklarıdır. Bu konuda gökyüzünü nasıl gözlemlediğimizi ve Güneş sisteminin ötesinde neler olduğunu inceleyeceğiz.`,
    sections: [
      {
        heading: msg`Gökyüzünü gözlemlemek: teleskoplar ve gözlemevleri`,
        paragraphs: [
          msg`Teleskop, uzaktaki gök cisimlerinden gelen ışığı toplayarak onları daha parlak, büyük ve ayrıntılı görmemizi sağlayan araçtır. Teleskobu gökyüzüne ilk çevirenlerden Galileo, Jüpiter’in uydularını ve Ay’daki kraterleri bu sayede görmüştür. Mercekli teleskoplar ışığı merceklerle, aynalı teleskoplar aynalarla toplar.`,
          msg`Gözlemevleri (rasathaneler) ışık kirliliğinden uzak, yüksek, havası temiz ve bulutsuz gece sayısı fazla olan yerlere kurulur. Antalya’daki TÜBİTAK Ulusal Gözlemevi ve Erzurum’daki Doğu Anadolu Gözlemevi bunlara örnektir.`,
          msg`Hubble ve James Webb gibi uzay teleskopları, gök cisimlerinden gelen ışığı bulanıklaştıran hava katmanının dışına, uzaya yerleştirilmiştir.`,
        ],
      },
      {
        heading: msg`Yıldızlar ve takımyıldızlar`,
        paragraphs: [
          msg`Yıldızlar, çok sıcak gazlardan oluşan, kendi ısı ve ışığını üreten gök cisimleridir. Güneş de orta büyüklükte bir yıldızdır. Yıldızlar, bulutsu adı verilen dev gaz ve toz bulutlarının zamanla sıkışmasıyla doğar. Kütlesi çok büyük yıldızlar ömrünün sonunda patlayabilir ve geride bir kara delik bırakabilir.`,
          msg`Yıldızların rengi yüzey sıcaklıklarıyla ilgilidir: Mavi yıldızlar en sıcak, kırmızı yıldızlar en soğuk olanlardır. Sarı renkli Güneş ikisinin arasındadır.`,
          msg`Dünya’dan bakıldığında bir arada görünen ve bir şekle benzetilerek adlandırılan yıldız gruplarına takımyıldız denir. Büyükayı, Küçükayı ve Avcı (Orion) bunlara örnektir. Bir takımyıldızın yıldızları bize yan yana görünse de çoğu zaman bizden çok farklı uzaklıklardadır.`,
        ],
      },
      {
        heading: msg`Galaksiler ve evren`,
        paragraphs: [
          msg`Milyarlarca yıldızın, gazın ve tozun kütle çekimiyle bir arada durduğu dev sistemlere galaksi (gök ada) denir. Galaksiler şekillerine göre sarmal, eliptik ve düzensiz olarak gruplandırılır. Güneş sistemimiz, sarmal bir galaksi olan Samanyolu’nun kollarından birinde yer alır. Bize en yakın büyük galaksi Andromeda’dır.`,
          msg`Uzaydaki uzaklıklar o kadar büyüktür ki kilometre yetersiz kalır; bu yüzden ışık yılı kullanılır. Işık yılı, ışığın boşlukta bir yılda aldığı yoldur, yaklaşık 9,5 trilyon km’dir. Adında “yıl” geçse de bir zaman değil, uzaklık birimidir. Güneş’ten sonra bize en yakın yıldız olan Proxima Centauri yaklaşık 4,2 ışık yılı uzaktadır.`,
          msg`Bütün galaksileri, yıldızları, gezegenleri, uzay boşluğunu ve içindeki her şeyi kapsayan bütüne evren denir.`,
        ],
      },
      {
        heading: msg`Uzay teknolojileri ve uzay kirliliği`,
        paragraphs: [
          msg`Uzayı keşfetmek için roketler, yapay uydular, uzay sondaları, uzay istasyonları ve uzay teleskopları kullanılır. Yapay uydular haberleşme, hava tahmini, konum belirleme ve Dünya’yı gözlemleme gibi işlerde kullanılır. Türkiye’nin Türksat haberleşme uyduları ve Göktürk gözlem uyduları bunlara örnektir.`,
          msg`Görevi biten uydular, roket parçaları ve kopan küçük parçalar Dünya’nın çevresinde dolanmayı sürdürür. Buna uzay kirliliği denir. Çok hızlı hareket eden bu parçalar çalışan uydulara ve uzay istasyonlarına çarparak zarar verebilir.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Teleskop`, definition: msg`Uzaktaki gök cisimlerinden gelen ışığı toplayarak onları daha ayrıntılı görmemizi sağlayan araç.` },
      { term: msg`Gözlemevi`, definition: msg`Gök cisimlerinin teleskoplarla gözlendiği ve incelendiği yer; rasathane.` },
      { term: msg`Işık kirliliği`, definition: msg`Yapay ışıkların gece gökyüzünü aydınlatarak gök cisimlerinin görülmesini zorlaştırması.` },
      { term: msg`Takımyıldız`, definition: msg`Dünya’dan bakıldığında bir arada görünen ve bir şekle benzetilerek adlandırılan yıldız grubu.` },
      { term: msg`Galaksi`, definition: msg`Milyarlarca yıldız, gaz ve tozdan oluşan, kütle çekimiyle bir arada duran dev sistem.` },
      { term: msg`Işık yılı`, definition: msg`Işığın boşlukta bir yılda aldığı yol; bir uzaklık birimi.` },
      { term: msg`Evren`, definition: msg`Bütün gök cisimlerini, uzay boşluğunu ve içindeki her şeyi kapsayan bütün.` },
    ],
  },
  procedure: {
    goal: msg`Ortamdaki ışığın, gökyüzünde görebildiğimiz yıldız sayısını nasıl etkilediğini bir takımyıldız kutusuyla ölçmek.`,
    durationMinutes: 45,
    materials: [
      { name: msg`Kapaklı ayakkabı kutusu`, quantity: msg`1 tane` },
      { name: msg`Siyah karton`, quantity: msg`1 tabaka` },
      { name: msg`Toplu iğne ve kürdan (farklı büyüklükte delikler için)`, quantity: msg`1’er tane` },
      { name: msg`Makas ve bant`, quantity: msg`1’er tane` },
      { name: msg`Pilli el feneri`, quantity: msg`2 tane` },
      { name: msg`Büyükayı takımyıldızının çıktısı`, quantity: msg`1 tane` },
    ],
    safety: [
      msg`Delikleri bir yetişkinin gözetiminde aç. Kartonu eski bir derginin üzerine koy ve iğneyi parmağına batırmamaya dikkat et.`,
      msg`Makası dikkatli kullan; ucunu kimseye doğrultma. Kutuda pencere ve kapak açmak için maket bıçağı gerekirse bu kesimleri öğretmenin yapsın.`,
      msg`El fenerinin ışığına doğrudan bakma. Kutuyu asla Güneş’e doğru tutup içinden bakma.`,
      msg`Gerçek gökyüzü gözlemine bir yetişkinle ve güvenli bir yerde çık.`,
    ],
    steps: [
      msg`Büyükayı çıktısını siyah kartonun üzerine koy. Parlak yıldızları kürdanla, sönük yıldızları toplu iğneyle delerek kartona aktar. Çevresine birkaç sönük yıldız daha ekle; toplam 15 delik olsun.`,
      msg`Kutunun kısa kenarlarından birinde 7 cm × 5 cm’lik bir pencere kes ve yıldız kartonunu bu pencereye bantla. Karşı kenarda göz için 1 cm’lik bir bakış deliği aç.`,
      msg`Kutunun uzun yan yüzünde, üç kenarını keserek açılıp kapanabilen 10 cm × 5 cm’lik bir kapak yap. Bu kapak şehrin ışıklarını temsil edecek.`,
      msg`Odayı karart. Yan kapak kapalıyken bir el fenerini yıldız kartonunun arkasından tut ve bakış deliğinden bak. Görebildiğin yıldızları say ve tabloya yaz.`,
      msg`Yan kapağı önce yarıya kadar, sonra tamamen aç. Her seferinde yıldızları yeniden say ve tabloya yaz.`,
      msg`Kapak tamamen açıkken bir arkadaşın ikinci el fenerini yan kapaktan içeri tutsun. Bu, parlak sokak lambalarını temsil eder. Yıldızları yeniden say.`,
      msg`Sonuçlarını arkadaşlarınınkiyle karşılaştır. Hangi yıldızların önce kaybolduğunu not et.`,
    ],
    observations: [
      msg`Kutuya giren ışık arttıkça görebildiğin yıldız sayısı nasıl değişti?`,
      msg`Önce sönük yıldızlar mı, parlak yıldızlar mı kayboldu?`,
      msg`Kartondaki delikler hiç değişmediği hâlde neden daha az yıldız gördün?`,
    ],
    conclusion: msg`Kutuya giren ışık arttıkça arka plan aydınlandı; önce sönük yıldızlar, sonra parlakların bir kısmı görünmez oldu. Yıldızlar yerinde dururken onları görmemizi engelleyen, çevredeki ışıktır. Gerçek gökyüzünde de şehir ışıkları gökyüzünü aydınlatır ve sönük yıldızları gizler; buna ışık kirliliği denir. Bu yüzden gözlemevleri şehirlerden uzak, yüksek ve karanlık yerlere kurulur. Teleskoplar da daha çok ışık toplayarak çıplak gözle göremediğimiz sönük gök cisimlerini görünür kılar.`,
  },
  questions: [
    {
      id: 'light-pollution',
      prompt: msg`Deneyde yan kapağı açtıkça görebildiğin yıldız sayısı azaldı. Bu sonuç gerçek gökyüzüyle ilgili neyi gösterir?`,
      options: [
        msg`Yıldızlar şehirlerin üzerinde söner ve ışık vermeyi bırakır.`,
        msg`Şehir ışıkları gökyüzünü aydınlatıp sönük yıldızların görülmesini engeller.`,
        msg`Yıldızlar gündüz gökyüzünden ayrılır, gece geri gelir.`,
        msg`Yapay ışık yıldızları Dünya’dan uzaklaştırır.`,
      ],
      correctIndex: 1,
      explanation: msg`Kartondaki delikler, yani yıldızlar hiç değişmedi; yalnızca çevredeki ışık arttı. Aynı biçimde şehir ışıkları gece gökyüzünü aydınlatır ve sönük yıldızları görünmez kılar. Buna ışık kirliliği denir.`,
      hints: [
        msg`Deney boyunca kartondaki delikler değişti mi?`,
        msg`Değişen tek şey kutuya giren ışıktı. Bu ışık yıldızları mı etkiledi, yoksa senin görüşünü mü?`,
      ],
    },
    {
      id: 'observatory-site',
      prompt: msg`Yeni bir gözlemevi kurulacak. Aşağıdaki yerlerden hangisi en uygundur?`,
      options: [
        msg`Büyük bir şehrin merkezindeki yüksek bir bina`,
        msg`Bir sanayi bölgesinin yanındaki tepe`,
        msg`Şehirlerden uzak, yüksek ve bulutsuz gecesi çok olan bir dağ`,
        msg`Deniz kıyısında, sık sis görülen bir ova`,
      ],
      correctIndex: 2,
      explanation: msg`Gözlemevleri ışık kirliliğinden uzak, yüksek, havası temiz ve bulutsuz gece sayısı fazla yerlere kurulur. Şehir ışıkları, fabrika dumanı, bulut ve sis gözlemi zorlaştırır.`,
      hints: [msg`Deneyde en çok yıldızı hangi durumda görebildin?`, msg`Işık, duman, bulut ve sis gökyüzü gözlemini nasıl etkiler?`],
    },
    {
      id: 'light-year',
      prompt: msg`Işık yılı için hangisi doğrudur?`,
      options: [
        msg`Bir zaman birimidir; bir yıla eşittir.`,
        msg`Bir yıldızın ışık verdiği süredir.`,
        msg`Dünya’nın Güneş çevresinde bir yılda aldığı yoldur.`,
        msg`Işığın boşlukta bir yılda aldığı yoldur; bir uzaklık birimidir.`,
      ],
      correctIndex: 3,
      explanation: msg`Işık yılı, ışığın boşlukta bir yılda aldığı yoldur ve yaklaşık 9,5 trilyon km’dir. Gök cisimleri arasındaki büyük uzaklıkları anlatmak için kullanılan bir uzaklık birimidir.`,
      hints: [
        msg`Adında “yıl” geçmesi seni yanıltmasın.`,
        msg`Gök cisimleri arasındaki dev mesafeleri anlatırken hangi tür birime ihtiyaç duyarız? Süreye mi, uzunluğa mı?`,
      ],
    },
    {
      id: 'constellation',
      prompt: msg`Avcı (Orion) takımyıldızının yıldızları için hangisi söylenebilir?`,
      options: [
        msg`Dünya’dan bakıldığında bir arada görünür ama Dünya’ya uzaklıkları birbirinden farklıdır.`,
        msg`Hepsi Dünya’ya aynı uzaklıktadır.`,
        msg`Birbirine bağlı tek bir gök cismidir.`,
        msg`Güneş sisteminin içinde yer alır.`,
      ],
      correctIndex: 0,
      explanation: msg`Takımyıldızlar, Dünya’dan bakınca bir arada görünen yıldız gruplarıdır. Gökyüzü düz bir perde gibi görünse de Avcı’nın yıldızları bizden çok farklı uzaklıklardadır: Omzundaki Bellatrix yaklaşık 240 ışık yılı uzaktayken ayağındaki Rigel bunun üç katından da uzaktadır.`,
      hints: [msg`Takımyıldızın tanımını hatırla: Yıldızlar kime göre bir arada görünür?`, msg`Gökyüzü düz bir perde gibi görünse de derinliği vardır.`],
    },
    {
      id: 'milky-way',
      prompt: msg`Güneş sistemimizin içinde bulunduğu galaksi hangisidir ve şekli nasıldır?`,
      options: [msg`Andromeda, düzensiz`, msg`Samanyolu, sarmal`, msg`Samanyolu, düzensiz`, msg`Andromeda, sarmal`],
      correctIndex: 1,
      explanation: msg`Güneş sistemimiz, sarmal bir galaksi olan Samanyolu’nun kollarından birinde yer alır. Andromeda ise bize en yakın büyük komşu galaksidir.`,
      hints: [
        msg`Karanlık bir yaz gecesinde gökyüzünü boydan boya geçen soluk, sütsü kuşak bizim galaksimizdir. Bu kuşağın adını düşün.`,
        msg`Galaksimizi yukarıdan görebilseydik, bir fırıldak gibi dönen kollar görürdük.`,
      ],
    },
    {
      id: 'space-debris',
      prompt: msg`Görevini tamamlamış uyduların ve roket parçalarının Dünya’nın çevresinde dolanmayı sürdürmesi neye yol açar?`,
      options: [msg`Ay tutulmasına`, msg`Işık kirliliğine`, msg`Uzay kirliliğine`],
      correctIndex: 2,
      explanation: msg`Dünya’nın çevresinde biriken kullanılmayan uydular ve parçalar uzay kirliliğini oluşturur. Çok hızlı hareket ettikleri için çalışan uydulara ve uzay istasyonlarına zarar verebilirler.`,
      hints: [msg`Bu parçalar nerede birikiyor?`, msg`Çok hızlı dolanan bir parça çalışan bir uyduya çarparsa ne olur? Bu, hangi ortamın kirlenmesidir?`],
    },
  ],
  activity: {
    kind: 'classify',
    title: msg`Doğal mı, insan yapımı mı?`,
    instructions: msg`Her birini doğru gruba yerleştir: Doğada kendiliğinden var olan gök cisimleri mi, yoksa uzayı keşfetmek için insanların yaptığı araçlar mı?`,
    categories: [
      { id: 'natural', label: msg`Doğal gök cismi` },
      { id: 'technology', label: msg`Uzay teknolojisi` },
    ],
    items: [
      { id: 'sun', label: msg`Güneş`, emoji: '☀️', categoryId: 'natural', explanation: msg`Güneş, kendi ısı ve ışığını üreten orta büyüklükte bir yıldızdır.` },
      { id: 'andromeda', label: msg`Andromeda`, emoji: '🌌', categoryId: 'natural', explanation: msg`Andromeda, bize en yakın büyük sarmal galaksidir.` },
      {
        id: 'big-dipper',
        label: msg`Büyükayı`,
        emoji: '✨',
        categoryId: 'natural',
        explanation: msg`Büyükayı, Dünya’dan bir arada görünen yıldızlardan oluşan bir takımyıldızdır.`,
      },
      { id: 'nebula', label: msg`Bulutsu`, emoji: '☁️', categoryId: 'natural', explanation: msg`Bulutsular, yıldızların doğduğu dev gaz ve toz bulutlarıdır.` },
      { id: 'moon', label: msg`Ay`, emoji: '🌙', categoryId: 'natural', explanation: msg`Ay, Dünya’nın doğal uydusudur.` },
      {
        id: 'hubble',
        label: msg`Hubble Uzay Teleskobu`,
        emoji: '🔭',
        categoryId: 'technology',
        explanation: msg`Hubble, hava katmanının dışından gökyüzünü gözlemleyen bir uzay teleskobudur.`,
      },
      {
        id: 'turksat',
        label: msg`Türksat uydusu`,
        emoji: '🛰️',
        categoryId: 'technology',
        explanation: msg`Türksat uyduları televizyon yayını ve haberleşme için kullanılan yapay uydulardır.`,
      },
      {
        id: 'iss',
        label: msg`Uluslararası Uzay İstasyonu`,
        emoji: '👩‍🚀',
        categoryId: 'technology',
        explanation: msg`Astronotların aylarca yaşayıp deney yaptığı, Dünya’nın çevresinde dolanan bir istasyondur.`,
      },
      { id: 'rocket', label: msg`Roket`, emoji: '🚀', categoryId: 'technology', explanation: msg`Roketler uyduları ve uzay araçlarını uzaya taşır.` },
      {
        id: 'probe',
        label: msg`Voyager uzay sondası`,
        emoji: '📡',
        categoryId: 'technology',
        explanation: msg`Uzay sondaları insansız olarak gezegenlere ve ötesine gönderilir, topladıkları verileri Dünya’ya yollar.`,
      },
    ],
  },
  worksheet: {
    title: msg`Takımyıldız Kutusu Çalışma Sayfası`,
    instructions: msg`Her ışık durumunda gördüğün yıldızları say ve tabloya yaz. Sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`Kutuya giren ışık arttıkça görülen yıldız sayısı nasıl değişti? Tablondaki sayılarla açıkla.`, lines: 3 },
      { prompt: msg`Yaşadığın yerde ışık kirliliğini azaltmak için neler yapılabilir? İki öneri yaz.`, lines: 3 },
      { prompt: msg`Yıldız, galaksi ve evren kavramlarını küçükten büyüğe sırala ve her birini bir cümleyle açıkla.`, lines: 4 },
      { prompt: msg`Bazı teleskoplar neden uzaya gönderilir? Yerdeki teleskoplara göre bir üstünlüklerini yaz.`, lines: 2 },
    ],
    table: {
      caption: msg`Takımyıldız kutusunda gördüğüm yıldızlar (toplam 15 delik)`,
      columns: [msg`Işık durumu`, msg`Gördüğüm yıldız sayısı`, msg`Kaybolan yıldızlar (sönük / parlak)`],
      rows: 4,
    },
  },
  story: {
    title: msg`Fındık Yaylada`,
    paragraphs: [
      msg`Sincap Fındık yazın ailesiyle şehirden dağdaki yaylaya gitti. İlk gece çadırdan çıkınca ağzı açık kaldı. Gökyüzü, şehirde hiç görmediği kadar çok yıldızla doluydu; ortasından da soluk, sütsü bir kuşak geçiyordu.`,
      msg`“Bu yıldızlar buraya nereden geldi?” diye sordu Fındık. Yanında oturan ablası Kestane güldü: “Hep oradaydılar. Şehirde sokak lambaları ve ışıklı panolar gökyüzünü öyle aydınlatıyor ki sönük yıldızlar görünmez oluyor. Buna ışık kirliliği denir.”`,
      msg`Kestane sütsü kuşağı gösterdi. “O, galaksimiz Samanyolu. Milyarlarca yıldızdan oluşuyor, Güneş’imiz de onlardan biri. Biz galaksinin içinden baktığımız için onu bir kuşak gibi görüyoruz.”`,
      msg`Sonra Büyükayı’yı buldular. “Bu yedi yıldız yan yana duruyor gibi, değil mi?” dedi Kestane. “Aslında bazıları ötekilerden daha uzakta. Işıklarının bize ulaşması yıllar sürdü. Şu an gördüğün ışıklar, sen doğmadan çok önce yola çıktı.”`,
      msg`Şehre dönünce Fındık okulda bir takımyıldız kutusu yaptı. Kutunun yan kapağını açtıkça yıldızlar birer birer kayboldu. Arkadaşlarına gülümseyerek şöyle dedi: “Yıldızlar kaybolmuyor; biz onları kendi ışığımızla saklıyoruz.”`,
    ],
    lesson: msg`Yıldızlar gökyüzünde hep oradadır. Çevredeki ışık arttıkça sönük yıldızları göremeyiz; bu yüzden gözlemevleri karanlık ve yüksek yerlere kurulur.`,
  },
};
