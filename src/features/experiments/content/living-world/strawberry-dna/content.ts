import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Göz rengin annene, saçının kıvırcıklığı babana benzeyebilir. Bu benzerliklerin talimatları, vücudundaki hemen her hücrenin çekirdeğinde saklı bir molekülde yazılıdır: DNA. Bu molekülü bir çilekten kendi gözünle görecek kadar çok elde edebilirsin.`,
    sections: [
      {
        heading: msg`DNA ve nükleotidler`,
        paragraphs: [
          msg`DNA, canlıların kalıtsal özelliklerini belirleyen ve bunları nesilden nesile aktaran kalıtım maddesidir. Bitki ve hayvan hücrelerinde DNA’nın büyük bölümü çekirdekte bulunur ve hücrenin bütün etkinliklerini yönetir.`,
          msg`DNA’nın yapı birimi nükleotiddir. Her nükleotid bir fosfat, bir şeker (deoksiriboz) ve bir organik bazdan oluşur. Dört çeşit organik baz vardır: adenin (A), timin (T), guanin (G) ve sitozin (C).`,
          msg`DNA, birbirine sarılmış iki nükleotid zincirinden oluşur ve kıvrılmış bir merdivene benzer; buna çift sarmal denir. Merdivenin basamaklarında karşılıklı bazlar eşleşir: A her zaman T ile, G her zaman C ile. Bu yüzden bir DNA molekülünde A sayısı T sayısına, G sayısı C sayısına eşittir.`,
        ],
      },
      {
        heading: msg`Gen ve kromozom`,
        paragraphs: [
          msg`DNA üzerinde, bir kalıtsal özelliğin ortaya çıkmasını sağlayan bilgiyi taşıyan bölümlere gen denir. Bir DNA molekülünde binlerce gen bulunabilir. Genlerdeki bilgi, bazların diziliş sırasıyla yazılmıştır; bu şifreye genetik kod denir.`,
          msg`Çok uzun olan DNA, hücre bölünmesi sırasında proteinlerin çevresine sarılıp kıvrılarak kısalır, kalınlaşır ve kromozomları oluşturur. İnsanın vücut hücrelerinde 46 kromozom (23 çift) bulunur. Küçükten büyüğe sıralama şöyledir: nükleotid, gen, DNA, kromozom.`,
        ],
      },
      {
        heading: msg`DNA kendini nasıl eşler?`,
        paragraphs: [
          msg`Hücre bölünmeden önce DNA kendini eşler. Önce iki zincir, bir fermuar açılır gibi birbirinden ayrılır. Sonra ortamdaki serbest nükleotidler, her eski zincirin karşısına A–T ve G–C eşleşmesine uyarak dizilir.`,
          msg`Sonuçta birbirinin aynısı iki DNA molekülü oluşur; her birinde bir eski, bir yeni zincir bulunur. Böylece bölünmeyle oluşan her yeni hücre aynı kalıtsal bilgiyi alır.`,
        ],
      },
      {
        heading: msg`Kalıtım: baskın ve çekinik`,
        paragraphs: [
          msg`Kalıtsal özelliklerin anne ve babadan yavrulara aktarılmasına kalıtım denir. Her özellik için biri anneden, biri babadan gelen iki gen bulunur. Etkisini her durumda gösteren gene baskın gen, yalnızca iki çekinik gen bir araya geldiğinde etkisini gösteren gene çekinik gen denir.`,
          msg`Mendel’in incelediği bezelyelerde sarı tohum rengi geni (S), yeşil tohum rengi genine (s) baskındır. Genotipi SS (saf döl, homozigot) ya da Ss (melez döl, heterozigot) olan bezelyelerin tohumu sarı, ss olanlarınki yeşildir. Bir canlının gen yapısına genotip, gözlenebilen özelliklerine fenotip denir.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`DNA`, definition: msg`Canlıların kalıtsal bilgisini taşıyan, çift zincirli sarmal molekül.` },
      { term: msg`Nükleotid`, definition: msg`Fosfat, şeker ve organik bazdan oluşan DNA yapı birimi.` },
      { term: msg`Gen`, definition: msg`DNA’nın bir kalıtsal özelliği belirleyen bölümü.` },
      { term: msg`Kromozom`, definition: msg`DNA’nın proteinlerle birlikte kıvrılıp paketlenmesiyle oluşan yapı.` },
      { term: msg`Baskın gen`, definition: msg`Etkisini her durumda gösteren gen; büyük harfle yazılır.` },
      { term: msg`Çekinik gen`, definition: msg`Etkisini yalnızca iki çekinik gen bir aradayken gösteren gen; küçük harfle yazılır.` },
      { term: msg`Genotip ve fenotip`, definition: msg`Genotip bir canlının gen yapısı, fenotip ise gözlenebilen özellikleridir.` },
    ],
  },
  procedure: {
    goal: msg`Çilek hücrelerinden DNA elde etmek ve deterjanın, tuzun ve soğuk alkolün bu işlemdeki görevlerini açıklamak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Çilek (taze ya da çözülmüş dondurulmuş)`, quantity: msg`her gruba 3 tane` },
      { name: msg`Kilitli (fermuarlı) buzdolabı poşeti`, quantity: msg`her gruba 1 tane` },
      { name: msg`Su, sıvı bulaşık deterjanı ve tuz`, quantity: msg`100 mL su, 2 çay kaşığı deterjan, yarım çay kaşığı tuz` },
      { name: msg`Huni ve kahve filtre kâğıdı (ya da tülbent)`, quantity: msg`her gruba 1’er tane` },
      { name: msg`İnce uzun şeffaf bardak ya da deney tüpü`, quantity: msg`her gruba 1 tane` },
      {
        name: msg`Ağzı kapalı şişede buzlu suyla soğutulmuş, en az %70’lik etil alkol ya da izopropil alkol (yalnızca öğretmen kullanacak)`,
        quantity: msg`her gruba yaklaşık 30 mL`,
      },
      { name: msg`Tahta şiş ve büyüteç`, quantity: msg`her gruba 1’er tane` },
      { name: msg`Koruyucu gözlük`, quantity: msg`her öğrenciye 1 tane` },
    ],
    safety: [
      msg`Alkol çok kolay tutuşur. Alkolü yalnızca öğretmen taşısın ve döksün; ortamda çakmak, kibrit, ocak ya da ısıtıcı bulunmasın. Sınıfı havalandırın.`,
      msg`Koruyucu gözlük tak. Alkol ya da deterjan gözüne kaçarsa gözünü bol suyla yıka ve hemen öğretmenine haber ver.`,
      msg`Laboratuvarda hiçbir şey tadılmaz: deneyde kullanılan çilekleri yeme, karışımları koklama ya da içme.`,
      msg`Tahta şişin sivri ucunu kimseye doğrultma. Cam bardak ya da deney tüpü kırılırsa parçaları elinle toplama, öğretmenine haber ver.`,
      msg`Deney bitince atıkları öğretmenin gösterdiği biçimde at ve ellerini sabunla yıka.`,
    ],
    steps: [
      msg`Çözeltiyi hazırla: 100 mL suya 2 çay kaşığı bulaşık deterjanı ve yarım çay kaşığı tuz ekle. Köpürtmeden, yavaşça karıştır.`,
      msg`Çileklerin yeşil saplarını kopar ve poşete koy. Poşetin havasını çıkarıp kapat, çilekleri parmaklarınla iki dakika boyunca iyice ez.`,
      msg`Poşete hazırladığın çözeltiden 3 yemek kaşığı ekle. Poşeti yeniden kapat ve bir dakika daha, köpürtmemeye dikkat ederek yoğur.`,
      msg`Karışımı huniye yerleştirdiğin filtre kâğıdından ince bardağa süz. Bardağın yaklaşık dörtte biri dolunca süzmeyi bırak.`,
      msg`Öğretmenin soğuk alkolü bardağın iç kenarından çok yavaş akıtsın; alkol, süzüntüyle yaklaşık aynı hacimde ve üstte ayrı bir katman oluşturacak. Bardağı sallama.`,
      msg`İki üç dakika bekle ve iki sıvının sınırını izle. Beliren beyaz, bulutsu ve ipliksi yapıyı gözle.`,
      msg`Tahta şişi sınır bölgesine daldırıp yavaşça kendi ekseninde çevir. Şişe sarılan beyaz iplikleri dışarı çıkar ve büyüteçle incele.`,
    ],
    observations: [
      msg`Beyaz ipliksi yapı bardağın neresinde belirdi?`,
      msg`İplikler şişe sarılınca nasıl görünüyor? Yapışkan mı, kaygan mı?`,
      msg`Büyüteçle bakınca çift sarmal bir yapı görebiliyor musun? Neden?`,
    ],
    conclusion: msg`Deterjan, yağ benzeri maddeler içeren hücre zarını ve çekirdek zarını parçaladı; DNA sıvıya karıştı. Tuz, DNA moleküllerinin bir araya toplanmasına yardım etti. DNA alkolde çözünmediği için iki sıvının sınırında çöktü. Gördüğümüz beyaz iplikler tek bir DNA molekülü değil, birbirine dolanmış milyonlarca DNA molekülüdür (aralarında meyvenin başka bazı maddeleri de bulunabilir); tek bir molekülün çift sarmalı çok küçük olduğu için ışık mikroskobuyla bile görülemez. Çilek hücrelerinde kromozomların sekizer kopyası bulunduğundan çilekten çok DNA elde edilir.`,
  },
  questions: [
    {
      id: 'soap-role',
      prompt: msg`Deneyde bulaşık deterjanının görevi nedir?`,
      options: [
        msg`Çileğin rengini açmak`,
        msg`DNA’yı boyayarak görünür yapmak`,
        msg`Hücre zarını ve çekirdek zarını parçalayıp DNA’yı serbest bırakmak`,
        msg`Alkolü soğuk tutmak`,
      ],
      correctIndex: 2,
      explanation: msg`Hücre zarı ve çekirdek zarı yağ benzeri maddeler içerir. Bulaşık deterjanı tabaklardaki yağı nasıl çözüyorsa bu zarları da öyle parçalar; çekirdekteki DNA sıvıya karışır.`,
      hints: [
        msg`DNA hücrenin neresindeydi? Ona ulaşmak için hangi engeller aşılmalı?`,
        msg`Deterjanı evde ne için kullanırız? Hücre zarı da benzer maddeler içerir.`,
      ],
    },
    {
      id: 'cold-alcohol',
      prompt: msg`Soğuk alkol eklenince iki sıvının sınırında beyaz iplikler belirir. Bunun nedeni nedir?`,
      options: [
        msg`DNA alkolde çözünmediği için çöküp kümelenir`,
        msg`Alkol çilek hücrelerini yeniden oluşturur`,
        msg`Alkol deterjanla birleşip köpük yapar`,
        msg`Alkol DNA’yı eritip yok eder`,
      ],
      correctIndex: 0,
      explanation: msg`DNA suda çözünebilir, alkolde ise çözünmez. Alkol katmanına geçen DNA molekülleri birbirine dolanarak gözle görülen beyaz iplikler oluşturur. Alkolün soğuk olması bu çökmeyi kolaylaştırır.`,
      hints: [
        msg`Bazı maddeler suda çözünür ama başka sıvılarda çözünmez.`,
        msg`İplikler alkol ile süzüntünün tam sınırında beliriyordu. DNA o sınırı geçince ne olur?`,
      ],
    },
    {
      id: 'what-we-see',
      prompt: msg`Tahta şişe sardığın beyaz ipliksi yapı için hangisi doğrudur?`,
      options: [
        msg`Tek bir DNA molekülüdür ve çift sarmalı gözle görülür`,
        msg`Çileğin tek bir genidir`,
        msg`Çileğin tohumlarıdır`,
        msg`Birbirine dolanmış milyonlarca DNA molekülüdür`,
      ],
      correctIndex: 3,
      explanation: msg`Tek bir DNA molekülü çok incedir; çift sarmal yapısı ışık mikroskobuyla bile görülemez. Çok sayıda molekül bir araya toplandığı için iplikleri gözümüzle görebiliriz.`,
      hints: [msg`Bir DNA molekülünün kalınlığını düşün: gözle görülebilir mi?`, msg`Deneyde kaç hücrenin DNA’sı aynı bardakta toplandı?`],
    },
    {
      id: 'complement',
      prompt: msg`Bir DNA zincirindeki bazların dizilişi A-T-G-C-C-A ise karşı zincirdeki diziliş hangisidir?`,
      options: [msg`A-T-G-C-C-A`, msg`T-A-C-G-G-T`, msg`G-C-A-T-T-G`, msg`T-A-G-C-C-T`],
      correctIndex: 1,
      explanation: msg`DNA’da A her zaman T ile, G her zaman C ile eşleşir. A-T-G-C-C-A dizisinin karşısına T-A-C-G-G-T gelir.`,
      hints: [msg`Hangi bazlar birbiriyle eşleşiyordu?`, msg`Diziyi soldan başlayarak tek tek eşle; her bazın karşısına eşini yaz.`],
    },
    {
      id: 'self-copy',
      prompt: msg`Bölünmeye hazırlanan bir hücrede DNA kendini eşledi. Oluşan iki DNA molekülü için hangisi doğrudur?`,
      options: [
        msg`Biri yalnızca eski zincirlerden, diğeri yalnızca yeni zincirlerden oluşur`,
        msg`Birbirinden farklı kalıtsal bilgiler taşırlar`,
        msg`Birbirinin aynısıdır; her birinde bir eski, bir yeni zincir bulunur`,
        msg`Her biri tek bir nükleotid zincirinden oluşur`,
      ],
      correctIndex: 2,
      explanation: msg`Eşlenmede iki zincir bir fermuar gibi birbirinden ayrılır. Her eski zincirin karşısına, A–T ve G–C eşleşmesine uyan yeni nükleotidler dizilir. Böylece her birinde bir eski ve bir yeni zincir bulunan, birbirinin aynısı iki DNA molekülü oluşur; bölünmeyle oluşan her hücre aynı kalıtsal bilgiyi alır.`,
      hints: [
        msg`Eşlenmenin ilk adımında DNA’nın iki zincirine ne oluyordu?`,
        msg`Ayrılan her eski zincir, karşısına dizilecek yeni nükleotidler için bir kalıp gibidir. Eski zincirler nereye gider?`,
      ],
    },
    {
      id: 'dominant',
      prompt: msg`Bezelyede sarı tohum rengi geni (S), yeşil tohum rengi genine (s) baskındır. Genotipi Ss olan bir bezelyenin tohum rengi nedir?`,
      options: [msg`Sarı`, msg`Yeşil`, msg`Yarısı sarı, yarısı yeşil`],
      correctIndex: 0,
      explanation: msg`Baskın gen, yanında çekinik gen olsa bile etkisini gösterir. Ss genotipli bezelyede baskın S geni bulunduğu için tohum sarıdır; yeşil renk yalnızca ss genotipinde görülür.`,
      hints: [msg`Baskın genin tanımını hatırla.`, msg`Bu bezelyede baskın gen var mı? Varsa çekinik genin etkisi görülür mü?`],
    },
  ],
  activity: {
    kind: 'sequence',
    title: msg`Küçükten büyüğe`,
    instructions: msg`Kalıtım maddesiyle ilgili yapıları en küçükten en büyüğe doğru sırala.`,
    stepsInOrder: [
      msg`Nükleotid: fosfat, şeker ve organik bazdan oluşan yapı birimi`,
      msg`Gen: bir özelliği belirleyen nükleotid dizisi`,
      msg`DNA: binlerce gen taşıyan çift zincirli molekül`,
      msg`Kromozom: proteinlerle kıvrılıp paketlenmiş DNA`,
      msg`Çekirdek: kromozomları içinde saklayan hücre kısmı`,
      msg`Hücre: canlının yapı ve görev birimi`,
    ],
  },
  worksheet: {
    title: msg`Çilekten DNA Çalışma Sayfası`,
    instructions: msg`Deneyin her aşamasında ne eklediğini ve ne gözlediğini tabloya yaz, sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`Deterjanın, tuzun ve soğuk alkolün deneydeki görevlerini birer cümleyle açıkla.`, lines: 3 },
      { prompt: msg`Gördüğün beyaz ipliklerin neden tek bir DNA molekülü olamayacağını açıkla.`, lines: 2 },
      { prompt: msg`Nükleotid, gen, DNA ve kromozom kavramları arasındaki ilişkiyi bir şema çizerek göster.`, lines: 4 },
      { prompt: msg`Bir zincirinde G-C-A-T-T-A dizisi bulunan DNA’nın karşı zincirini yaz ve DNA’nın kendini nasıl eşlediğini anlat.`, lines: 3 },
    ],
    table: {
      caption: msg`Deneyin aşamaları ve gözlemlerim`,
      columns: [msg`Aşama`, msg`Ne ekledik ya da ne yaptık?`, msg`Ne gözledik?`],
      rows: 5,
    },
  },
  story: {
    title: msg`Fındık’ın Kuyruğu Kime Benziyor?`,
    paragraphs: [
      msg`Sincap Fındık, aile albümüne bakarken durdu. “Kuyruğum tıpkı babamınki gibi gür, kulak püsküllerim de annemin gibi!” Kardeşi Çıtır’ın kulakları ise püskülsüzdü, tıpkı büyükbabaları gibi.`,
      msg`Baykuş Nine gözlüğünü taktı: “Her özelliğin talimatı, hücrelerinizdeki DNA’da yazılı. Her özellik için bir gen annenizden, bir gen babanızdan gelir. Püsküllü kulak geni baskınsa, püskülsüz kulak ancak iki çekinik gen bir araya gelince ortaya çıkar.”`,
      msg`“DNA’yı görebilir miyim?” diye sordu Fındık. Ertesi gün Kirpi Hanım’ın laboratuvarında çilekleri deterjanlı tuzlu suyla ezdiler ve süzdüler. Kirpi Hanım, soğuk alkolü bardağın kenarından yavaşça akıttı. “Alkol benim işim,” dedi, “çok kolay tutuşur.”`,
      msg`Birkaç dakika sonra iki sıvının sınırında beyaz, pamuk gibi iplikler belirdi. Fındık bir tahta şişle onları sardı. “İşte DNA! Ama milyonlarcası bir arada,” dedi Kirpi Hanım. “Tek birini görmek için gözlerin yetmez.”`,
      msg`Eve dönerken Fındık kendi kuyruğuna baktı ve gülümsedi: “Babamın kuyruğu bana bu minik, kıvrık merdivenlerle gelmiş.”`,
    ],
    lesson: msg`Kalıtsal özelliklerin bilgisi DNA’daki genlerde yazılıdır; her özellik için biri anneden biri babadan gelen iki gen bulunur. Çok sayıda DNA molekülü bir araya gelince gözle görülebilir.`,
  },
};
