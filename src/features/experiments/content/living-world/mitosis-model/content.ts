import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Dizin kanadığında birkaç gün içinde yara kapanır. Bir bebek büyüyüp yetişkin olur. Bunların hepsinde hücreler bölünerek çoğalır. Hücre bölünmesinin iki çeşidi vardır: mitoz ve mayoz.`,
    sections: [
      {
        heading: msg`Mitoz ve önemi`,
        paragraphs: [
          msg`Mitoz, bir hücreden kalıtsal yapısı kendisiyle aynı olan iki yeni hücre oluşturan bölünmedir. Bölünmeden önce hücre büyür ve DNA’sını eşler; böylece her yeni hücreye tam bir kopya verilir. Oluşan hücrelerin kromozom sayısı, bölünen hücreninkiyle aynıdır.`,
          msg`Çok hücreli canlılarda mitoz büyümeyi, yaraların iyileşmesini ve yıpranan hücrelerin yenilenmesini sağlar. Derimizin dış katmanındaki hücreler sürekli dökülür ve yerlerine mitozla yenileri gelir. Tek hücreli canlılarda, örneğin amipte, mitoz üremeyi sağlar.`,
        ],
      },
      {
        heading: msg`Mitozun aşamaları`,
        paragraphs: [
          msg`Mitoz birbirini izleyen aşamalardan oluşur. Önce kromozomlar kısalıp kalınlaşarak mikroskopta görünür hâle gelir ve çekirdek zarı kaybolur. Sonra kromozomlar hücrenin ortasında bir sıra hâlinde dizilir.`,
          msg`Ardından her kromozomun iki eş kopyası birbirinden ayrılır ve hücrenin iki ucuna çekilir. Her uçta yeni bir çekirdek zarı oluşur. En sonunda sitoplazma da bölünür ve birbirinin aynısı iki hücre meydana gelir. Hayvan hücresi ortadan boğumlanarak, bitki hücresi ise ortasında oluşan bir ara bölmeyle ikiye ayrılır.`,
        ],
      },
      {
        heading: msg`Mayoz mitozdan nasıl ayrılır?`,
        paragraphs: [
          msg`Mayoz, eşeyli üreyen canlılarda üreme hücrelerini (sperm ve yumurta) oluşturan bölünmedir. Üreme organlarında görülür. Bir hücreden dört hücre oluşur ve bu hücrelerin kromozom sayısı ana hücrenin yarısıdır.`,
          msg`İnsanın vücut hücrelerinde 46 kromozom, üreme hücrelerinde 23 kromozom bulunur. Döllenmede 23 kromozomlu sperm ile 23 kromozomlu yumurta birleşir ve 46 kromozomlu zigot oluşur. Böylece kromozom sayısı nesilden nesile sabit kalır. Mayoz sırasında kromozomlar arasında parça değişimi olabildiği için mayoz, kalıtsal çeşitliliğe de yol açar.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Kromozom`, definition: msg`Hücre çekirdeğinde bulunan, DNA ve proteinden oluşan, bölünme sırasında görünür hâle gelen yapı.` },
      { term: msg`Mitoz`, definition: msg`Bir hücreden kromozom sayısı ve kalıtsal yapısı aynı iki hücre oluşturan bölünme.` },
      { term: msg`Mayoz`, definition: msg`Üreme hücrelerini oluşturan, kromozom sayısını yarıya indiren ve dört hücre oluşturan bölünme.` },
      { term: msg`Zigot`, definition: msg`Sperm ile yumurtanın birleşmesiyle oluşan ilk hücre.` },
      { term: msg`Döllenme`, definition: msg`Sperm ile yumurta hücresinin birleşmesi.` },
    ],
  },
  procedure: {
    goal: msg`Oyun hamurundan yapılan kromozomlarla mitozun aşamalarını sırayla modellemek ve oluşan hücrelerin kromozom sayısını bölünen hücreninkiyle karşılaştırmak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`İki farklı renkte oyun hamuru`, quantity: msg`her gruba 2 küçük kutu` },
      { name: msg`A3 kâğıt (üzerine büyük bir hücre çizilecek)`, quantity: msg`her gruba 4 tane` },
      { name: msg`Kalın keçeli kalem ve ip parçası (çekirdek zarı için)`, quantity: msg`1’er tane` },
      { name: msg`Düğmeler ya da boncuklar (kromozomların ortasını göstermek için)`, quantity: msg`8 tane` },
      { name: msg`Telefon ya da tablet (her aşamanın fotoğrafı için, isteğe bağlı)`, quantity: msg`1 tane` },
    ],
    safety: [
      msg`Oyun hamurunu ağzına götürme ve yeme. Çalışmadan sonra ellerini sabunla yıka.`,
      msg`Boncuk ve düğmeler küçüktür; yere düşenleri hemen topla, küçük kardeşlerin ulaşabileceği yerde bırakma.`,
      msg`Hamura alerjisi olan öğrenci (bazı oyun hamurlarında buğday unu vardır) eldiven giyer ya da modeli çizerek yapar.`,
    ],
    steps: [
      msg`Kâğıda büyük bir hücre, ortasına ipten bir çekirdek zarı yerleştir. Modelindeki hücrede 4 kromozom olacak: iki uzun, iki kısa. Her boydan birini bir renkten, öbürünü diğer renkten yap.`,
      msg`Hazırlık: DNA eşlenir. Her kromozomun aynısından bir tane daha yap ve ikisini ortasından bir düğmeyle birleştir. Artık her kromozom iki eş kopyadan oluşuyor. Fotoğraf çek ya da kâğıda çiz.`,
      msg`Kromozomları biraz daha kısalt ve kalınlaştır, çekirdek zarını (ipi) kaldır.`,
      msg`Kromozomları hücrenin ortasında, yukarıdan aşağıya bir sıra hâlinde diz.`,
      msg`Düğmeleri çıkar ve her kromozomun iki kopyasını hücrenin iki ayrı ucuna doğru çek.`,
      msg`Her uçtaki kromozomların çevresine ipten yeni bir çekirdek zarı koy. Sonra hücrenin ortasından bir çizgi çek: sitoplazma bölündü.`,
      msg`Yeni iki hücrenin kromozomlarını say ve renk ile boylarını ilk hücreyle karşılaştır. Sonuçları tabloya yaz.`,
    ],
    observations: [
      msg`İlk hücrede kaç kromozom vardı? Oluşan her hücrede kaç kromozom var?`,
      msg`Yeni hücrelerdeki kromozomların renkleri ve boyları ilk hücredekilerle aynı mı?`,
      msg`Kromozomlar hangi aşamada hücrenin ortasında sıralandı?`,
      msg`Aşamaların sırası değişseydi ne olurdu? Örneğin kromozomlar eşlenmeden ayrılsaydı?`,
    ],
    conclusion: msg`Mitozda kromozomlar önce eşlenir, sonra hücrenin ortasında dizilir ve eş kopyalar iki uca çekilir. Sitoplazma bölününce, kromozom sayısı ve kalıtsal yapısı ilk hücreyle aynı olan iki hücre oluşur. Bu yüzden mitoz büyüme, onarım ve tek hücrelilerde üreme için uygundur. Üreme hücreleri ise mayozla oluşur ve kromozom sayıları yarıya iner.`,
  },
  questions: [
    {
      id: 'skin-cell',
      prompt: msg`İnsanın 46 kromozomlu bir deri hücresi mitozla bölünüyor. Sonuçta ne oluşur?`,
      options: [msg`23’er kromozomlu dört hücre`, msg`46’şar kromozomlu iki hücre`, msg`92 kromozomlu bir hücre`, msg`23’er kromozomlu iki hücre`],
      correctIndex: 1,
      explanation: msg`Mitozda bir hücreden iki hücre oluşur ve kromozom sayısı değişmez. 46 kromozomlu hücreden 46’şar kromozomlu iki hücre meydana gelir.`,
      hints: [msg`Modelinde 4 kromozomlu hücreden kaç kromozomlu hücreler oluşmuştu?`, msg`Mitozda kaç yeni hücre oluşur?`],
    },
    {
      id: 'not-mitosis',
      prompt: msg`Aşağıdakilerden hangisi mitozla gerçekleşmez?`,
      options: [msg`Kesilen parmağın iyileşmesi`, msg`Bir bebeğin büyümesi`, msg`Amipin çoğalması`, msg`Yumurta hücresinin oluşması`],
      correctIndex: 3,
      explanation: msg`Yumurta ve sperm gibi üreme hücreleri mayozla oluşur. Yaraların iyileşmesi, büyüme ve tek hücrelilerin çoğalması ise mitozla gerçekleşir.`,
      hints: [msg`Mitozun büyüme, onarım ve tek hücrelilerde üreme görevlerini düşün.`, msg`Hangisinde kromozom sayısı yarıya inmelidir?`],
    },
    {
      id: 'dog-sperm',
      prompt: msg`Köpeğin vücut hücrelerinde 78 kromozom vardır. Köpeğin sperm hücresinde kaç kromozom bulunur?`,
      options: [msg`78`, msg`156`, msg`39`],
      correctIndex: 2,
      explanation: msg`Sperm mayozla oluşur ve kromozom sayısı vücut hücresininkinin yarısıdır: 78 ÷ 2 = 39. Döllenmede 39 + 39 = 78 kromozomlu zigot oluşur.`,
      hints: [msg`Sperm hangi bölünmeyle oluşur?`, msg`Bu bölünmede kromozom sayısına ne olur?`],
    },
    {
      id: 'why-copy',
      prompt: msg`Hücre bölünmeden önce DNA’sını neden eşler?`,
      options: [
        msg`Oluşacak iki hücrenin her birine kalıtsal bilginin tam bir kopyası verilebilsin diye`,
        msg`Hücre daha hızlı büyüsün diye`,
        msg`Kromozom sayısı yarıya insin diye`,
      ],
      correctIndex: 0,
      explanation: msg`DNA eşlenmeseydi iki yeni hücre kalıtsal bilgiyi paylaşmak zorunda kalır ve her biri eksik kalırdı. Eşleme sayesinde iki hücre de ana hücrenin aynısı olur.`,
      hints: [msg`Modelde her kromozomdan neden bir tane daha yaptın?`, msg`Yeni hücreler ana hücreyle aynı olabilmek için neye ihtiyaç duyar?`],
    },
    {
      id: 'order',
      prompt: msg`Mitozda kromozomların hücrenin ortasında bir sıra hâlinde dizilmesinden hemen sonra ne olur?`,
      options: [
        msg`Kromozomlar kısalıp kalınlaşır.`,
        msg`Sitoplazma bölünür ve iki hücre oluşur.`,
        msg`DNA kendini eşler.`,
        msg`Her kromozomun iki kopyası birbirinden ayrılarak hücrenin iki ucuna çekilir.`,
      ],
      correctIndex: 3,
      explanation: msg`Kromozomlar ortada dizildikten sonra eş kopyalar ayrılıp zıt uçlara gider. Ardından çekirdek zarları oluşur ve en son sitoplazma bölünür.`,
      hints: [msg`Modelde düğmeleri ne zaman çıkardın?`, msg`Sitoplazma bölünmeden önce kromozomların hücrenin iki yanına ulaşmış olması gerekir.`],
    },
  ],
  activity: {
    kind: 'sequence',
    title: msg`Mitozun aşamaları`,
    instructions: msg`Bir hücrenin mitozla bölünürken geçirdiği aşamaları sıraya koy. Adımları yukarı ve aşağı düğmeleriyle taşı, sonra “Kontrol et” düğmesine bas.`,
    stepsInOrder: [
      msg`Hücre büyür ve DNA’sını eşler; her kromozom iki eş kopyadan oluşur.`,
      msg`Kromozomlar kısalıp kalınlaşarak görünür hâle gelir; çekirdek zarı kaybolur.`,
      msg`Kromozomlar hücrenin ortasında bir sıra hâlinde dizilir.`,
      msg`Her kromozomun iki kopyası ayrılarak hücrenin iki ucuna çekilir.`,
      msg`Her uçtaki kromozomların çevresinde yeni çekirdek zarı oluşur.`,
      msg`Sitoplazma bölünür; birbirinin aynısı iki hücre oluşur.`,
    ],
  },
  worksheet: {
    title: msg`Mitoz Modeli Çalışma Sayfası`,
    instructions: msg`Modelinin her aşamasını kutulara çiz, kromozomları say ve soruları cevapla.`,
    tasks: [
      { prompt: msg`Mitozun canlılar için üç önemini yaz.`, lines: 3 },
      {
        prompt: msg`Kedinin vücut hücrelerinde 38 kromozom vardır. Kedinin mitozla oluşan bir deri hücresinde ve mayozla oluşan bir yumurta hücresinde kaçar kromozom bulunur?`,
        lines: 3,
      },
      { prompt: msg`Mitoz ile mayozu oluşan hücre sayısı, kromozom sayısı ve görüldüğü yer bakımından karşılaştır.`, lines: 4 },
      { prompt: msg`Hamur modelinin gerçek hücreden hangi yönlerden farklı olduğunu yaz.`, lines: 3 },
    ],
    table: {
      caption: msg`Modeldeki kromozom sayıları`,
      columns: [msg`Aşama`, msg`Hücre sayısı`, msg`Her hücredeki kromozom sayısı`, msg`Ne gözlendi?`],
      rows: 6,
    },
  },
  story: {
    title: msg`Fındık’ın Sıyrılan Dizi`,
    paragraphs: [
      msg`Fındık ağaçtan ağaca atlarken dizini bir dala sürttü. Küçük bir sıyrık oluştu. Baykuş Nine yarayı temizleyip bir yaprakla sardı: “Birkaç güne kalmaz iyileşir.”`,
      msg`“Nasıl iyileşecek?” diye sordu Fındık. Baykuş Nine açıkladı: “Yaranın çevresindeki hücreler bölünecek. Her hücre önce içindeki bilgiyi kopyalar, sonra ikiye ayrılır. Yeni hücreler eskilerinin aynısıdır; bu yüzden yeni derin de eskisi gibi olur.”`,
      msg`Kirpi Diken merak etti: “Peki bizim yavrularımız neden bize tıpatıp benzemiyor?” Baykuş Nine gülümsedi: “Yavrular üreme hücrelerinden oluşur. O hücreler başka bir bölünmeyle, mayozla oluşur; anneden ve babadan yarı yarıya bilgi gelir.”`,
      msg`Bir hafta sonra Fındık’ın dizindeki sıyrıktan eser kalmamıştı. “Hücrelerime teşekkür ederim,” dedi gülerek.`,
    ],
    lesson: msg`Mitoz, kalıtsal yapısı aynı yeni hücreler oluşturarak büyümeyi ve yaraların iyileşmesini sağlar. Üreme hücreleri ise mayozla oluşur ve kromozom sayıları yarıya iner.`,
  },
};
