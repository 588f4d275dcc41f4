import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Bahçede toprağı kazsan, bir süre sonra kürek sert bir şeye çarpar: kayaya. Üzerinde yaşadığımız yer kabuğu, karalarda kayaçlardan oluşur. Bu kayaçlar bize hem ham madde verir hem de çok eskiden yaşamış canlıların izlerini saklar.`,
    sections: [
      {
        heading: msg`Yer kabuğu ve kayaçlar`,
        paragraphs: [
          msg`Dünya’nın en dıştaki katmanına yer kabuğu denir. Yer kabuğu, elmanın kabuğu gibi Dünya’ya göre çok incedir. Karalarda yer kabuğunun büyük bölümü kayaçlardan oluşur. Toprak da kayaçların zamanla ufalanmasıyla ve çürümüş bitki ile hayvan kalıntılarının karışmasıyla oluşur.`,
          msg`Kayaçlar doğada kendiliğinden oluşmuş, katı ve sert maddelerdir. Granit, mermer, kireç taşı ve sünger taşı birer kayaçtır. Kayaçların rengi, parlaklığı, sertliği ve yüzeyi birbirinden farklıdır. Örneğin sünger taşının içi küçük hava boşluklarıyla doludur; bu yüzden hafiftir.`,
        ],
      },
      {
        heading: msg`Kayaçlar ve madenler`,
        paragraphs: [
          msg`Kayaçların içinde insanların işine yarayan değerli maddeler bulunabilir. Bunlara maden denir. Madenlerin çıkarıldığı yerlere maden ocağı adı verilir. Altın, gümüş, bakır, bor, linyit ve taşkömürü birer madendir.`,
          msg`Ülkemiz maden bakımından zengindir. Zonguldak’ta taşkömürü, Afyonkarahisar’da ve Marmara Adası’nda mermer çıkarılır. Dünyadaki bor yataklarının büyük bölümü Türkiye’dedir. Linyit birçok ilimizde bulunur.`,
        ],
      },
      {
        heading: msg`Kayaçlar ham maddedir`,
        paragraphs: [
          msg`Bir ürünün yapıldığı doğal maddeye ham madde denir. Mermer ve granit binalarda, merdivenlerde ve mutfak tezgâhlarında kullanılır. Kireç taşından çimento yapılır. Kumdan cam elde edilir. Bakır elektrik kablolarında, altın ve gümüş takılarda kullanılır. Kömür ise yakıt olarak yakılır.`,
          msg`Madenler tükenebilir kaynaklardır; bir kez çıkarılınca yerine yenisi gelmez. Bu yüzden maden ürünlerini tutumlu kullanmalı, metal ve cam atıkları geri dönüşüme vermeliyiz.`,
        ],
      },
      {
        heading: msg`Fosiller nasıl oluşur?`,
        paragraphs: [
          msg`Fosil, çok uzun zaman önce yaşamış bir canlının kayaçlar içinde korunmuş kalıntısı ya da izidir. Bir canlı öldükten sonra üzeri hemen kum ve çamurla örtülürse yumuşak kısımları çürür, ama kemiği, dişi ya da kabuğu kalabilir.`,
          msg`Üstüne yıllar boyunca yeni kum ve çamur katmanları birikir. Alttaki katmanlar sıkışıp kayaca dönüşür. Milyonlarca yıl içinde kabuk ya da kemik de taşa dönüşür. Sonra rüzgâr, yağmur ve akarsular üstteki kayaçları aşındırır; fosil yeryüzüne çıkar.`,
          msg`Fosiller bize geçmişte hangi canlıların yaşadığını anlatır. Bir dağın kayaçlarında deniz kabuğu fosili bulunursa, o yerin çok eskiden deniz olduğunu anlarız.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Yer kabuğu`, definition: msg`Dünya’nın en dıştaki, üzerinde yaşadığımız katmanı.` },
      { term: msg`Kayaç`, definition: msg`Yer kabuğunu oluşturan, doğada kendiliğinden oluşmuş katı ve sert madde.` },
      { term: msg`Maden`, definition: msg`Kayaçların içinde bulunan ve insanların işine yarayan değerli madde.` },
      { term: msg`Ham madde`, definition: msg`Bir ürünün yapıldığı doğal madde.` },
      { term: msg`Fosil`, definition: msg`Çok uzun zaman önce yaşamış bir canlının kayaçlar içinde korunmuş kalıntısı ya da izi.` },
    ],
  },
  procedure: {
    goal: msg`Kayaç örneklerinin özelliklerini gözlemek, kayaçların nerede kullanıldığını bulmak ve bir modelle fosilin nasıl oluştuğunu göstermek.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Kayaç örnekleri: granit, mermer, kireç taşı, sünger taşı (avuç içi büyüklüğünde)`, quantity: msg`Her gruba 1’er tane` },
      { name: msg`Büyüteç`, quantity: msg`Her gruba 1 tane` },
      { name: msg`İçinde su olan şeffaf kap`, quantity: msg`Her gruba 1 tane` },
      { name: msg`Çelik çivi (öğretmende durur)`, quantity: msg`Her gruba 1 tane` },
      { name: msg`Oyun hamuru`, quantity: msg`Her öğrenciye 1 top` },
      { name: msg`Temiz deniz kabuğu ya da sert bir yaprak`, quantity: msg`Her öğrenciye 1 tane` },
      { name: msg`Plastik bıçak`, quantity: msg`Her gruba 1 tane` },
      { name: msg`Kâğıt havlu ve çalışma sayfası`, quantity: msg`Her gruba 1’er tane` },
    ],
    safety: [
      msg`Taşları fırlatma, birbirine vurarak kırmaya çalışma; kırılan taşın sivri parçaları gözüne sıçrayabilir.`,
      msg`Çiviyi öğretmenin gözetiminde, ucunu kendinden ve arkadaşlarından uzağa tutarak kullan. İşin bitince çiviyi öğretmene geri ver.`,
      msg`Büyüteçle Güneş’e bakma ve büyüteci güneşte bir şeyin üzerine tutma.`,
      msg`Oyun hamurunu ağzına alma. Deneyden sonra ellerini sabunla yıka.`,
      msg`Yere dökülen suyu hemen sil; ıslak zemin kaygan olur.`,
    ],
    steps: [
      msg`Kayaç örneklerini masaya diz. Her birine büyüteçle bak. Rengini, parlak olup olmadığını ve yüzeyinin pürüzlü mü, pürüzsüz mü olduğunu tabloya yaz.`,
      msg`Öğretmeninin gözetiminde çivinin ucuyla her kayacın yüzeyini hafifçe çiz. Hangisinde iz kaldığını tabloya yaz.`,
      msg`Kayaçları tek tek su dolu kaba bırak. Hangisi yüzdü, hangisi battı? Yüzen kayaca büyüteçle bir daha bak ve nedenini tartış.`,
      msg`Sınıftaki eşyalara bak. Mermer, granit, cam, metal gibi kayaçlardan ve madenlerden yapılmış eşyaları bul ve listele.`,
      msg`Oyun hamurunu avucunda yuvarla, masaya koyup yassılt. Deniz kabuğunu ya da yaprağı hamura bastır, sonra dikkatlice kaldır. Kalan ize bak.`,
      msg`İzin üstüne ince bir hamur katmanı daha koy, onun üstüne bir katman daha. Sonra hamuru öğretmeninin verdiği plastik bıçakla ortadan kes ve katmanların arasında saklanan izi bul.`,
    ],
    observations: [
      msg`Kayaçlar hangi özellikleriyle birbirinden ayrıldı?`,
      msg`Çivi hangi kayaçta iz bıraktı, hangisinde bırakmadı?`,
      msg`Hamurdaki iz, kabuğun kendisi mi, yoksa şeklinin izi mi?`,
    ],
    conclusion: msg`Kayaçların rengi, sertliği, yüzeyi ve içindeki boşluklar farklıdır; bu yüzden farklı işlerde ham madde olarak kullanılırlar. Fosiller, bir canlının kalıntısı ya da izi kum ve çamur katmanları arasında kalıp milyonlarca yıl içinde kayaçla birlikte taşlaştığında oluşur. Hamurdaki iz gerçek bir fosil değil, fosilin nasıl oluştuğunu gösteren bir modeldir.`,
  },
  questions: [
    {
      id: 'crust-made-of',
      prompt: msg`Karalarda yer kabuğunun büyük bölümü neyden oluşur?`,
      options: [msg`Sudan`, msg`Yalnızca topraktan`, msg`Kayaçlardan`],
      correctIndex: 2,
      explanation: msg`Karalarda yer kabuğu kayaçlardan oluşur. Toprak bu kayaçların üstünde ince bir katmandır ve kayaçların ufalanmasıyla oluşur.`,
      hints: [msg`Bahçede toprağı derin derin kazdığını düşün.`, msg`Kürek bir süre sonra çok sert bir şeye çarpar. Bu ne olabilir?`],
    },
    {
      id: 'what-is-fossil',
      prompt: msg`Aşağıdakilerden hangisi bir fosildir?`,
      options: [
        msg`Kayaç içinde korunmuş milyonlarca yıllık bir kabuk izi`,
        msg`Sahilde dün bulunan boş bir midye kabuğu`,
        msg`Oyun hamuruna basılmış bir yaprak izi`,
        msg`Mermerden yapılmış bir heykel`,
      ],
      correctIndex: 0,
      explanation: msg`Fosil, çok uzun zaman önce yaşamış bir canlının kayaçlar içinde korunmuş kalıntısı ya da izidir. Dünkü kabuk çok yenidir, hamurdaki iz bir modeldir, heykel ise bir canlıdan kalmamıştır.`,
      hints: [msg`Fosil olması için bir canlıdan kalmış olması yetmez; çok uzun zaman geçmiş olmalı.`, msg`Fosiller neyin içinde korunur?`],
    },
    {
      id: 'first-step',
      prompt: msg`Ölen bir canlının fosil olabilmesi için ilk önce ne olması gerekir?`,
      options: [
        msg`Güneş altında kuruması`,
        msg`Hayvanlar tarafından parçalanması`,
        msg`Rüzgârla uzaklara taşınması`,
        msg`Üzerinin kısa sürede kum ve çamurla örtülmesi`,
      ],
      correctIndex: 3,
      explanation: msg`Canlının üzeri hemen kum ve çamurla örtülürse hayvanlar onu parçalayamaz, hava ve su da çabuk bozamaz. Böylece kemiği ya da kabuğu korunabilir.`,
      hints: [msg`Deneyde kabuğun izini hamurda saklamak için ne yaptın?`, msg`Açıkta kalan bir kalıntıya neler olabilir, düşün.`],
    },
    {
      id: 'copper-use',
      prompt: msg`Bakır madeni en çok nerede kullanılır?`,
      options: [msg`Sobada yakıt olarak`, msg`Elektrik kablolarında`, msg`Ekmek yapımında`],
      correctIndex: 1,
      explanation: msg`Bakır elektriği çok iyi iletir. Bu yüzden evlerdeki elektrik kablolarının içindeki teller genellikle bakırdır.`,
      hints: [msg`Bakır bir metaldir.`, msg`Bakır elektriği çok iyi iletir. Elektriğin geçtiği yolu hangi eşya oluşturur?`],
    },
    {
      id: 'pumice-floats',
      prompt: msg`Deneyde suya bırakılan sünger taşı yüzdü. Bunun nedeni nedir?`,
      options: [msg`Çok sert olması`, msg`Renginin açık olması`, msg`İçinde çok sayıda küçük hava boşluğu olması`],
      correctIndex: 2,
      explanation: msg`Sünger taşının içi küçük hava boşluklarıyla doludur. Bu yüzden büyüklüğüne göre çok hafiftir ve suyun üstünde kalabilir.`,
      hints: [msg`Sünger taşına büyüteçle baktığında yüzeyinde ne gördün?`, msg`Adını neden süngere benzetmişler, düşün.`],
    },
    {
      id: 'shell-on-mountain',
      prompt: msg`Bir dağın tepesindeki kayaçlarda deniz kabuğu fosilleri bulundu. Bu bize ne anlatır?`,
      options: [msg`Bu yerin çok eskiden deniz olduğunu`, msg`Deniz canlılarının dağa tırmandığını`, msg`Kabukların oraya yakın zamanda atıldığını`],
      correctIndex: 0,
      explanation: msg`Fosil, canlının yaşadığı ya da öldüğü yerde oluşur. Deniz canlılarının fosilleri, o kayaçlar oluşurken orada bir deniz bulunduğunu gösterir.`,
      hints: [msg`Deniz kabuklu canlılar nerede yaşar?`, msg`Fosiller oluşmak için milyonlarca yıl bekler. O kadar zamanda bir yer çok değişebilir.`],
    },
  ],
  activity: {
    kind: 'sequence',
    title: msg`Bir fosilin yolculuğu`,
    instructions: msg`Bir deniz canlısının fosile dönüşmesini baştan sona doğru sıraya koy.`,
    stepsInOrder: [
      msg`Kabuklu bir deniz canlısı ölür ve deniz tabanına çöker.`,
      msg`Canlının üzeri kısa sürede kum ve çamurla örtülür.`,
      msg`Yumuşak kısımları çürür, sert kabuğu kalır.`,
      msg`Üstüne yeni kum ve çamur katmanları birikir, alttakiler sıkışıp kayaca dönüşür.`,
      msg`Milyonlarca yıl içinde kabuk da taşa dönüşür.`,
      msg`Rüzgâr ve yağmur üstteki kayaçları aşındırır, fosil yeryüzüne çıkar ve bulunur.`,
    ],
  },
  worksheet: {
    title: msg`Kayaç Dedektifi Çalışma Sayfası`,
    instructions: msg`Kayaç örneklerini inceledikçe tabloyu doldur. Sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`Kayaçları birbirinden ayırmak için hangi özelliklerine baktın? Yaz.`, lines: 2 },
      { prompt: msg`Sınıfında ya da evinde kayaçlardan ve madenlerden yapılmış üç eşya yaz.`, lines: 3 },
      { prompt: msg`Hamurla yaptığın model, bir fosilin oluşumuna nasıl benziyor? Nasıl farklı?`, lines: 3 },
    ],
    table: {
      caption: msg`Kayaç örneklerinin özellikleri`,
      columns: [msg`Kayaç`, msg`Rengi`, msg`Yüzeyi pürüzlü mü?`, msg`Çivi iz bıraktı mı?`, msg`Suda yüzdü mü?`, msg`Nerede kullanılır?`],
      rows: 4,
    },
  },
  story: {
    title: msg`Fındık ve Taştaki Deniz Kabuğu`,
    paragraphs: [
      msg`Sincap Fındık, dağın tepesinde kış için fındık saklayacak bir yer ararken garip bir taş buldu. Taşın üzerinde yelpaze gibi çizgili bir deniz kabuğu şekli vardı.`,
      msg`“Deniz buradan çok uzakta,” diye düşündü Fındık. “Bu kabuk dağın tepesine nasıl çıktı?” Taşı kucaklayıp Baykuş Nine’ye koştu.`,
      msg`Baykuş Nine gözlüğünü taktı. “Bu bir fosil,” dedi. “Milyonlarca yıl önce burası denizdi. Bu kabuğun sahibi ölünce üzeri kum ve çamurla örtüldü. Katmanlar üst üste birikti, sıkışıp taşa dönüştü. Kabuk da onlarla birlikte taşlaştı.”`,
      msg`“Peki nasıl yeryüzüne çıktı?” diye sordu Fındık. “Yağmurlar ve rüzgârlar üstteki kayaçları yavaş yavaş aşındırdı,” dedi Baykuş Nine. “Sonunda kabuk, senin onu bulmanı bekledi.”`,
      msg`Fındık taşı yuvasının en güzel köşesine koydu. Artık her taşa bakarken içinde hangi eski hikâyenin saklı olabileceğini merak ediyordu.`,
    ],
    lesson: msg`Fosiller, çok eskiden yaşamış canlıların kayaçlar içinde korunmuş izleridir. Bize geçmişte hangi canlıların yaşadığını ve bir yerin eskiden nasıl olduğunu anlatırlar.`,
  },
};
