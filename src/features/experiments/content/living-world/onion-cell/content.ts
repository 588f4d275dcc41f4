import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`1665’te Robert Hooke, kendi yaptığı bir mikroskopla ince bir mantar (şişe tıpası) kesitine baktığında arı peteğine benzeyen küçük odacıklar gördü ve onlara hücre adını verdi. Bugün biliyoruz ki bir bakteriden bir balinaya kadar bütün canlılar hücrelerden oluşur.`,
    sections: [
      {
        heading: msg`Hücre ve temel kısımları`,
        paragraphs: [
          msg`Hücre, canlıların yapı ve görev birimidir. Tek hücreli canlılarda bütün yaşamsal olaylar tek bir hücrede gerçekleşir; insan gibi çok hücreli canlılar ise milyarlarca hücreden oluşur.`,
          msg`Hücrelerin üç temel kısmı vardır. Hücre zarı hücreyi dış ortamdan ayırır ve madde giriş çıkışını denetler. Sitoplazma, zarın içini dolduran ve organellerin bulunduğu yarı akışkan kısımdır. Çekirdek hücrenin yönetim merkezidir; kalıtım maddesi olan DNA’yı taşır.`,
          msg`Çekirdekteki DNA, protein çevresine sarılıp kıvrılarak kromozomları oluşturur. DNA’nın bir özelliği belirleyen bölümlerine gen denir.`,
        ],
      },
      {
        heading: msg`Organeller ve görevleri`,
        paragraphs: [
          msg`Sitoplazmada belirli görevleri yapan yapılara organel denir. Mitokondri besinlerden enerji üretir. Ribozom protein üretir. Endoplazmik retikulum maddeleri hücre içinde taşır, Golgi cisimciği salgı maddelerini paketler. Koful su ve artık maddeleri depolar.`,
          msg`Bitki hücrelerinde ayrıca hücre duvarı ve kloroplast bulunur. Hücre duvarı hücreyi dıştan sararak ona sağlamlık ve köşeli bir şekil verir. Kloroplast fotosentezle besin üretir ve bitkiye yeşil rengini verir. Hayvan hücrelerinde ise bitki hücrelerinin çoğunda bulunmayan sentrozom vardır ve hücre bölünmesinde görev alır.`,
        ],
      },
      {
        heading: msg`Hücreden organizmaya`,
        paragraphs: [
          msg`Benzer yapıdaki ve aynı görevi yapan hücreler bir araya gelerek dokuyu, farklı dokular organı, birlikte çalışan organlar sistemi, sistemler de organizmayı oluşturur.`,
          msg`Örneğin kas hücreleri kas dokusunu oluşturur; kas, bağ ve sinir dokusu gibi farklı dokular birlikte kalbi; kalp ve damarlar dolaşım sistemini meydana getirir.`,
        ],
      },
      {
        heading: msg`Hücreler nasıl çoğalır? Mitoz ve mayoz`,
        paragraphs: [
          msg`Mitoz bölünmede bir hücreden, kendisiyle aynı sayıda kromozom taşıyan ve kalıtsal yapısı aynı olan iki hücre oluşur. Bölünmeden önce DNA kendini eşler. Mitoz, çok hücreli canlıların büyümesini, yaraların iyileşmesini ve yıpranan hücrelerin yenilenmesini sağlar; tek hücreli canlılarda ise üremedir.`,
          msg`Mayoz bölünme, eşeyli üreyen canlıların üreme organlarındaki üreme ana hücrelerinde olur. Bir hücreden, kromozom sayısı yarıya inmiş dört hücre oluşur ve üreme hücreleri bunlardan gelişir: insanda 46 kromozomlu ana hücreden 23 kromozomlu sperm ya da yumurta hücreleri. Mayozdaki parça değişimi (krossing over) sayesinde oluşan hücrelerin kalıtsal yapısı birbirinden farklıdır; bu da çeşitliliği sağlar.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Hücre`, definition: msg`Canlıların yapı ve görev birimi.` },
      { term: msg`Hücre zarı`, definition: msg`Hücreyi saran ve madde giriş çıkışını denetleyen esnek yapı.` },
      { term: msg`Çekirdek`, definition: msg`Hücrenin yönetim merkezi; DNA’yı taşır.` },
      { term: msg`Organel`, definition: msg`Sitoplazmada belirli bir görevi yapan yapı; örneğin mitokondri.` },
      { term: msg`Doku`, definition: msg`Benzer yapıda olan ve aynı görevi yapan hücrelerin oluşturduğu topluluk.` },
      { term: msg`Mitoz`, definition: msg`Bir hücreden, kromozom sayısı aynı olan iki özdeş hücrenin oluştuğu bölünme.` },
      { term: msg`Mayoz`, definition: msg`Üreme ana hücrelerinde görülen, kromozom sayısı yarıya inmiş dört hücrenin oluştuğu bölünme.` },
    ],
  },
  procedure: {
    goal: msg`Soğan zarı (bitki hücresi) ve yanak içi (hayvan hücresi) preparatlarını mikroskopla inceleyip iki hücre tipini karşılaştırmak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Işık mikroskobu`, quantity: msg`her gruba 1 tane` },
      { name: msg`Lam ve lamel`, quantity: msg`her gruba 2’şer tane` },
      { name: msg`Kuru soğan (öğretmen dilimleyecek)`, quantity: msg`1 tane` },
      { name: msg`Pens`, quantity: msg`her gruba 1 tane` },
      { name: msg`Damlalık ve su`, quantity: msg`her gruba 1 tane` },
      { name: msg`İyot çözeltisi (Lugol) ve metilen mavisi`, quantity: msg`birkaç damla` },
      { name: msg`Hazır yanak epiteli preparatı (okulun preparat setinden)`, quantity: msg`her gruba 1 tane` },
      { name: msg`Ambalajında steril kulak çubuğu (isteğe bağlı: öğretmen izin verirse kendi yanak örneğin için)`, quantity: msg`her öğrenciye 1 tane` },
      { name: msg`Eldiven ve kurutma kâğıdı`, quantity: msg`her gruba 1’er paket` },
    ],
    safety: [
      msg`Soğanı yalnızca öğretmenin bıçakla dilimlesin; sen pensle çalış.`,
      msg`Lam ve lamelin kenarları keskindir, kırılabilir. Kırılan camı elinle toplama, öğretmenine haber ver.`,
      msg`İyot ve metilen mavisi boyarlar ve yutulursa zararlıdır. Eldiven giy, boyayı göze ve ağza değdirme.`,
      msg`Yanak hücrelerini hazır preparattan incele. Öğretmeninin izniyle kendi örneğini hazırlarsan yalnızca kendi yanağından, kendi steril çubuğunla örnek al; çubuğu hemen öğretmeninin gösterdiği atık kabına at, lamları deney sonunda öğretmenin dezenfekte etsin.`,
      msg`Işıklı mikroskobun fişini öğretmenin takıp çıkarsın; ıslak elle fişe ve kabloya dokunma, suyu mikroskoptan uzak tut.`,
      msg`Aynalı mikroskop kullanıyorsan aynayı asla Güneş’e çevirme; yansıyan Güneş ışığı gözüne kalıcı zarar verir.`,
    ],
    steps: [
      msg`Öğretmenin soğanı dörde bölsün. Bir soğan yaprağının iç yüzündeki ince, şeffaf zarı pensle soy.`,
      msg`Lamın ortasına bir damla su koy. Zarı buruşturmadan suyun üzerine ser, üstüne bir damla iyot çözeltisi damlat.`,
      msg`Lameli bir kenarından yavaşça indirerek zarın üstüne kapat; hava kabarcığı kalmasın. Taşan sıvıyı kurutma kâğıdıyla al.`,
      msg`Preparatı önce en küçük büyütmede (örneğin 40 kez), sonra daha büyük büyütmede (100 ve 400 kez) incele; büyük büyütmede yalnızca ince ayar vidasını çevir ki objektif lamı kırmasın. Gördüğün hücreleri çiz.`,
      msg`Öğretmeninden hazır yanak epiteli preparatını al. Öğretmenin izin verirse kendi preparatını da hazırlayabilirsin: steril kulak çubuğunu yanağının içine hafifçe sürt, çubuğu ikinci bir lamdaki bir damla suya dokundur, bir damla metilen mavisi ekle ve lamelle kapat.`,
      msg`Yanak hücrelerini de aynı sırayla incele ve çiz. İki çizimini yan yana koyup şekil, hücre duvarı ve çekirdek bakımından karşılaştır.`,
    ],
    observations: [
      msg`Soğan hücrelerinin şekli nasıl? Hücreler nasıl dizilmiş?`,
      msg`Boya hangi kısmı daha koyu gösterdi?`,
      msg`Soğan hücrelerinde yeşil kloroplastlar gördün mü?`,
      msg`Yanak hücrelerinin şekli soğan hücrelerinden nasıl farklı?`,
    ],
    conclusion: msg`Soğan hücreleri köşeli, tuğla duvar gibi düzenli dizilmiştir; çevrelerinde hücre duvarı görülür ve iyotla boyanan çekirdek belirgindir. Soğanın bu kısmı toprak altında ışıksız geliştiği için hücrelerinde kloroplast yoktur. Yanak hücreleri ise yuvarlağımsı ve düzensizdir, hücre duvarları yoktur. İki hücrede de hücre zarı, sitoplazma ve çekirdek bulunur.`,
  },
  questions: [
    {
      id: 'plant-only',
      prompt: msg`Aşağıdakilerden hangisi hayvan hücresinde bulunmaz, bitki hücresinde bulunur?`,
      options: [msg`Mitokondri`, msg`Hücre zarı`, msg`Hücre duvarı`, msg`Çekirdek`],
      correctIndex: 2,
      explanation: msg`Hücre duvarı yalnızca bitki hücresinde bulunur ve ona köşeli şeklini verir. Mitokondri, hücre zarı ve çekirdek her iki hücrede de vardır.`,
      hints: [msg`Soğan ve yanak hücrelerinin şekillerini hatırla.`, msg`Hangi yapı soğan hücrelerini dıştan sarıp onlara köşeli bir biçim veriyordu?`],
    },
    {
      id: 'no-chloroplast',
      prompt: msg`Deneyde soğan zarı hücrelerinde yeşil kloroplast görülmedi. Bunun en iyi açıklaması hangisidir?`,
      options: [
        msg`Soğan bir bitki değildir`,
        msg`Kloroplastlar iyotla boyanınca kaybolur`,
        msg`Soğanın bu kısmı toprak altında ışık almadan gelişir`,
        msg`Kloroplastlar yalnızca hayvan hücrelerinde bulunur`,
      ],
      correctIndex: 2,
      explanation: msg`Soğan bir bitkidir, ama yediğimiz etli yapraklar toprak altında ışıksız gelişir ve besin depolar. Fotosentez yapmayan bu hücrelerde kloroplast bulunmaz. Bu yüzden her bitki hücresinde kloroplast olmayabilir.`,
      hints: [msg`Kloroplastın görevi nedir ve bu görev için neye ihtiyaç duyar?`, msg`Soğanın yeşil olmayan kısmı bitkinin neresinde gelişir?`],
    },
    {
      id: 'energy-organelle',
      prompt: msg`Bir koşucunun bacak kası hücrelerinde hangi organel çok sayıda bulunur?`,
      options: [msg`Mitokondri`, msg`Kloroplast`, msg`Hücre duvarı`],
      correctIndex: 0,
      explanation: msg`Kas hücreleri çok enerji harcar. Besinlerden enerji üreten mitokondriler bu hücrelerde çok sayıdadır.`,
      hints: [msg`Kasın çalışması için en çok neye ihtiyaç vardır?`, msg`Organellerden hangisi besinlerden enerji üretiyordu?`],
    },
    {
      id: 'levels',
      prompt: msg`Aşağıdaki sıralamalardan hangisi basitten karmaşığa doğrudur?`,
      options: [msg`Doku → hücre → organ → sistem → organizma`, msg`Hücre → doku → organ → sistem → organizma`, msg`Hücre → organ → doku → organizma → sistem`],
      correctIndex: 1,
      explanation: msg`Hücreler dokuyu, dokular organı, organlar sistemi, sistemler de organizmayı oluşturur.`,
      hints: [
        msg`En küçük yapı ve görev birimiyle başla.`,
        msg`Kalp bir organdır; kalbi oluşturan parçalar ondan önce, kalbin ait olduğu sistem ondan sonra gelir.`,
      ],
    },
    {
      id: 'wound-healing',
      prompt: msg`Dizindeki bir sıyrık birkaç günde iyileşir. Yeni deri hücreleri hangi bölünmeyle oluşur?`,
      options: [msg`Mayoz`, msg`Mitoz`, msg`Hiçbir bölünme olmadan`],
      correctIndex: 1,
      explanation: msg`Yaranın iyileşmesi için vücut hücrelerinin, kendileriyle aynı kalıtsal yapıda yeni hücreler üretmesi gerekir. Bu mitozla olur. Mayoz yalnızca üreme hücrelerini oluşturur.`,
      hints: [msg`Yeni deri hücreleri eski deri hücreleriyle aynı mı olmalı, farklı mı?`, msg`İki bölünmeden hangisi yalnızca üreme organlarında görülüyordu?`],
    },
    {
      id: 'meiosis-count',
      prompt: msg`İnsanda 46 kromozomlu bir üreme ana hücresi mayoz bölünme geçirdi. Oluşan hücrelerin sayısı ve her birindeki kromozom sayısı nedir?`,
      options: [msg`2 hücre, 46’şar kromozom`, msg`4 hücre, 46’şar kromozom`, msg`2 hücre, 23’er kromozom`, msg`4 hücre, 23’er kromozom`],
      correctIndex: 3,
      explanation: msg`Mayozda bir ana hücreden dört hücre oluşur ve kromozom sayısı yarıya iner: 46 ÷ 2 = 23. Döllenmede 23 kromozomlu sperm ve yumurta birleşince yeniden 46 kromozomlu hücre oluşur.`,
      hints: [
        msg`Mayozun sonunda oluşan hücre sayısını mitozunkiyle karşılaştır.`,
        msg`Sperm ve yumurta birleşince yine 46 kromozom olmalı. Her biri kaç kromozom getirmeli?`,
      ],
    },
  ],
  activity: {
    kind: 'classify',
    title: msg`Hangi hücrede bulunur?`,
    instructions: msg`Her hücre kısmını doğru gruba taşı: yalnız bitki hücresinde mi, yalnız hayvan hücresinde mi, yoksa ikisinde de mi bulunur?`,
    categories: [
      { id: 'plant', label: msg`Yalnız bitki hücresinde` },
      { id: 'animal', label: msg`Yalnız hayvan hücresinde` },
      { id: 'both', label: msg`İkisinde de` },
    ],
    items: [
      {
        id: 'cell-wall',
        label: msg`Hücre duvarı`,
        emoji: '🧱',
        categoryId: 'plant',
        explanation: msg`Bitki hücresini dıştan sarar, ona sağlamlık ve köşeli şekil verir.`,
      },
      {
        id: 'chloroplast',
        label: msg`Kloroplast`,
        emoji: '🍃',
        categoryId: 'plant',
        explanation: msg`Fotosentezle besin üretir; yalnız bitki hücrelerinde bulunur.`,
      },
      {
        id: 'large-vacuole',
        label: msg`Büyük, merkezi koful`,
        emoji: '💧',
        categoryId: 'plant',
        explanation: msg`Bitki hücresinde koful büyük ve az sayıdadır; hayvan hücresinde küçük ve çok sayıdadır.`,
      },
      {
        id: 'centrosome',
        label: msg`Sentrozom`,
        emoji: '✳️',
        categoryId: 'animal',
        explanation: msg`Hayvan hücresinde bölünmede görev alır; bitki hücrelerinin çoğunda bulunmaz.`,
      },
      { id: 'membrane', label: msg`Hücre zarı`, emoji: '🫧', categoryId: 'both', explanation: msg`Her hücreyi sarar ve madde giriş çıkışını denetler.` },
      { id: 'nucleus', label: msg`Çekirdek`, emoji: '🧬', categoryId: 'both', explanation: msg`Hücrenin yönetim merkezidir ve DNA’yı taşır.` },
      {
        id: 'mitochondrion',
        label: msg`Mitokondri`,
        emoji: '⚡',
        categoryId: 'both',
        explanation: msg`Bitki hücreleri de enerji üretmek için mitokondri kullanır.`,
      },
      { id: 'ribosome', label: msg`Ribozom`, emoji: '🔵', categoryId: 'both', explanation: msg`Protein üretir; bütün hücrelerde bulunur.` },
    ],
  },
  worksheet: {
    title: msg`Mikroskopta Hücreler Çalışma Sayfası`,
    instructions: msg`Mikroskopta gördüğün soğan ve yanak hücrelerini çiz, tabloyu doldur ve soruları cevapla.`,
    tasks: [
      { prompt: msg`Bir soğan hücresi ve bir yanak hücresi çiz; hücre zarı, sitoplazma, çekirdek ve (varsa) hücre duvarını işaretle.`, lines: 6 },
      { prompt: msg`Preparatlara boya damlatmamızın amacı neydi?`, lines: 2 },
      { prompt: msg`Soğan zarında kloroplast görmememizin nedenini açıkla.`, lines: 3 },
      { prompt: msg`Mitoz ve mayoz bölünmeyi oluşan hücre sayısı, kromozom sayısı ve görevi bakımından karşılaştır.`, lines: 4 },
    ],
    table: {
      caption: msg`Bitki ve hayvan hücresi karşılaştırması`,
      columns: [msg`Özellik`, msg`Soğan zarı hücresi`, msg`Yanak hücresi`],
      rows: 6,
    },
  },
  story: {
    title: msg`Fındık’ın Tuğla Duvarı`,
    paragraphs: [
      msg`Okul gezisinde sincap Fındık, üniversitenin laboratuvarında ilk kez gerçek bir mikroskoba baktı. Araştırmacı Kirpi Hanım, lamın üstüne ince bir soğan zarı sermişti.`,
      msg`“Burada tuğla duvar var!” dedi Fındık heyecanla. Kirpi Hanım gülümsedi: “Her tuğla bir hücre. Çevresindeki kalın çizgi hücre duvarı, ortadaki koyu nokta da çekirdek. İyot onu boyadı.”`,
      msg`Fındık merakla sordu: “Ama soğan bir bitki, neden yeşil değil?” “Çünkü bu yapraklar toprağın altında, ışıksız büyür,” dedi Kirpi Hanım. “Işık yoksa kloroplasta da gerek yok.”`,
      msg`Sonra Fındık, Kirpi Hanım’ın gözetiminde kendi yanağından aldığı örneğe baktı. Bu hücreler yuvarlak, düzensiz ve duvarsızdı. “Ben tuğla değil, balon gibiyim!” dedi ve herkes güldü.`,
      msg`Akşam dizindeki sıyrığa baktığında Fındık düşündü: “Şu an orada hücrelerim bölünüyor, yarayı kapatıyor. Mitoz benim için çalışıyor!”`,
    ],
    lesson: msg`Bütün canlılar hücrelerden oluşur. Bitki hücresinde hücre duvarı bulunur ve köşelidir; hayvan hücresi duvarsız ve yuvarlağımsıdır. Hücreler mitozla çoğalarak büyümeyi ve onarımı sağlar.`,
  },
};
