import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Sabah uyandığın andan okula çıkana kadar pek çok talimatı izlersin: bazıları sırayla yapılır, bazıları tekrar eder, bazıları da duruma göre değişir. Her algoritma bu üç yapı taşıyla kurulabilir.`,
    sections: [
      {
        heading: msg`Üç yapı taşı`,
        paragraphs: [
          msg`Sıralı adımlar birbiri ardına, bir kez yapılır: önce çorabını, sonra ayakkabını giyersin. Döngü, bir işi belli sayıda ya da bir durum gerçekleşene kadar tekrarlar: ip atlarken 20 kez zıplamak gibi.`,
          msg`Koşul, bir duruma göre karar verdirir: yağmur yağıyorsa şemsiyeni alırsın, yağmıyorsa almazsın. Koşul doğru ya da yanlış olabilir; yapılacak iş buna göre seçilir.`,
        ],
      },
      {
        heading: msg`Anahtar sözcükleri bul`,
        paragraphs: [
          msg`Talimatlardaki sözcükler ipucu verir. “Önce, sonra, ardından” sıralı adımları gösterir. “… kez, her, … olana kadar, … bitene kadar” döngüleri gösterir.`,
          msg`“Eğer, … ise, -sa, -se” ekleri ve sözcükleri koşulları gösterir: “Susadıysan su iç” cümlesinde koşulu “-sa” eki gösterir. Bir talimatta birden çok yapı da bulunabilir.`,
        ],
      },
      {
        heading: msg`Akış şeması`,
        paragraphs: [
          msg`Algoritmaları şekillerle de gösterebiliriz. Akış şemasında başla ve bitir ovalle, bir işlem dikdörtgenle, bir karar (koşul) eşkenar dörtgenle çizilir; şekiller oklarla bağlanır.`,
          msg`Karar kutusundan “evet” ve “hayır” diye iki ok çıkar. Geriye, önceki bir kutuya dönen ok bir döngüyü gösterir.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Sıralı adım`, definition: msg`Birbiri ardına, yazıldığı sırayla bir kez yapılan iş.` },
      { term: msg`Döngü`, definition: msg`Belli sayıda ya da bir durum gerçekleşene kadar tekrarlanan iş.` },
      { term: msg`Koşul`, definition: msg`Doğru ya da yanlış olabilen ve hangi işin yapılacağını seçtiren durum.` },
      { term: msg`Akış şeması`, definition: msg`Bir algoritmanın adımlarını şekiller ve oklarla gösteren çizim.` },
    ],
  },
  procedure: {
    goal: msg`Sabah hazırlığındaki işleri sıralı adım, döngü ve koşul olarak ayırmak ve bunları bir akış şemasında birleştirmek.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Renkli kartondan oval, dikdörtgen ve eşkenar dörtgen şekiller`, quantity: msg`Her gruba 12 tane` },
      { name: msg`Küçük yapışkan not kâğıtları`, quantity: msg`Her gruba 1 deste` },
      { name: msg`Büyük kâğıt (A3 ya da kraft)`, quantity: msg`Her gruba 1 tane` },
      { name: msg`Keçeli kalem ve yapıştırıcı`, quantity: msg`Her gruba 1’er tane` },
    ],
    safety: [
      msg`Şekilleri kendiniz kesecekseniz makası dikkatli kullan ve ucunu kendinden uzağa tut.`,
      msg`Şemanızı panoya asarken sandalyeye ya da sıraya çıkmayın; asma işini öğretmeninize bırakın.`,
      msg`Yapıştırıcıyı ağzına ve gözüne yaklaştırma; etkinlikten sonra ellerini yıka.`,
    ],
    steps: [
      msg`Grupça, sabah uyandığınızdan okula çıkana kadar yaptığınız işleri not kâğıtlarına tek tek yazın.`,
      msg`Not kâğıtlarını üç gruba ayırın: sıralı adım, tekrar eden iş (döngü), karar gerektiren iş (koşul).`,
      msg`Koşullar için “eğer … ise …” cümlesi yazın; örneğin “Eğer hava soğuksa montunu giy.”`,
      msg`Döngüler için ne zaman biteceğini yazın; örneğin “Dişlerin temizlenene kadar fırçala.”`,
      msg`Akış şeması şekillerini kullanarak algoritmanızı büyük kâğıda dizin: başla ve bitir oval, işlemler dikdörtgen, kararlar eşkenar dörtgen. Şekilleri oklarla bağlayın.`,
      msg`Şemanızı başka bir gruba verin. Onlar şemayı okuyarak sabah hazırlığınızı canlandırsın; takıldıkları yerleri düzeltin.`,
    ],
    observations: [
      msg`Şemanızda kaç sıralı adım, kaç döngü, kaç koşul vardı?`,
      msg`Karar kutularından çıkan okları nasıl adlandırdınız?`,
      msg`Diğer grup şemanızın hangi yerinde takıldı?`,
    ],
    conclusion: msg`Günlük hayattaki işler de bilgisayar programları gibi sıralı adımlar, döngüler ve koşullarla anlatılabilir. Akış şeması bu üç yapıyı şekillerle görünür kılar ve algoritmanın başkaları tarafından okunmasını kolaylaştırır.`,
  },
  questions: [
    {
      id: 'traffic-light',
      prompt: msg`“Yaya ışığı yeşilse karşıya geç” talimatı hangi yapıya örnektir?`,
      options: [msg`Sıralı adım`, msg`Döngü`, msg`Koşul`],
      correctIndex: 2,
      explanation: msg`Karşıya geçmek, ışığın yeşil olmasına bağlıdır. Işık yeşil değilse geçilmez. Bir duruma göre karar verdiren talimat koşuldur.`,
      hints: [msg`Talimattaki “-se” ekine dikkat et.`, msg`Bu iş her zaman mı yapılıyor, yoksa bir duruma göre mi?`],
    },
    {
      id: 'find-loop',
      prompt: msg`Aşağıdaki talimatlardan hangisi bir döngü içerir?`,
      options: [msg`Önce çorabını, sonra ayakkabını giy`, msg`Kitabın son sayfasına gelene kadar sayfa çevir`, msg`Hava soğuksa montunu giy`],
      correctIndex: 1,
      explanation: msg`Sayfa çevirmek, son sayfaya gelene kadar tekrar tekrar yapılır. “… gelene kadar” sözcükleri bir döngüyü gösterir.`,
      hints: [msg`Hangi talimatta aynı iş tekrar tekrar yapılıyor?`, msg`“… olana kadar” ya da “… kez” gibi sözcükleri ara.`],
    },
    {
      id: 'decision-shape',
      prompt: msg`Akış şemasında bir karar (koşul) hangi şekille gösterilir?`,
      options: [msg`Eşkenar dörtgen`, msg`Oval`, msg`Dikdörtgen`, msg`Yıldız`],
      correctIndex: 0,
      explanation: msg`Karar kutusu eşkenar dörtgendir ve içinden “evet” ile “hayır” diye iki ok çıkar. Oval başla ve bitir, dikdörtgen işlem içindir.`,
      hints: [msg`Konu anlatımının son bölümüne bak.`, msg`Bu şeklin köşelerinden “evet” ve “hayır” okları çıkar.`],
    },
    {
      id: 'loop-with-if',
      prompt: msg`Ela’nın algoritması: 5 kez tekrarla [bir kez zıpla, eğer yorulduysan 1 dakika dinlen]. Ela hiç yorulmazsa ne olur?`,
      options: [msg`5 kez zıplar ve 5 kez dinlenir`, msg`5 kez zıplar ve hiç dinlenmez`, msg`1 kez zıplar ve 5 kez dinlenir`],
      correctIndex: 1,
      explanation: msg`Döngünün gövdesi 5 kez çalışır, bu yüzden Ela 5 kez zıplar. “Yoruldum” koşulu hiç doğru olmadığı için dinlenme adımı her seferinde atlanır.`,
      hints: [msg`Döngünün gövdesi kaç kez çalışır?`, msg`Koşul hiç doğru olmazsa “eğer” içindeki iş yapılır mı?`],
    },
    {
      id: 'only-sequence',
      prompt: msg`Hangisi yalnızca sıralı adımlardan oluşur, döngü ya da koşul içermez?`,
      options: [msg`Yağmur yağıyorsa şemsiye al`, msg`Bütün tabaklar bitene kadar bulaşık yıka`, msg`Zarfı kapat, pulu yapıştır, postaya at`],
      correctIndex: 2,
      explanation: msg`Zarf talimatında üç iş birbiri ardına, birer kez yapılır; tekrar ya da karar yoktur. Diğerlerinden biri koşul, biri döngü içerir.`,
      hints: [msg`Hangi talimatta “-sa, -se” ya da “… kadar” gibi sözcükler yok?`, msg`Hangi talimatta her iş yalnızca bir kez ve sırayla yapılıyor?`],
    },
  ],
  activity: {
    kind: 'classify',
    title: msg`Talimatları ayır`,
    instructions: msg`Her talimatı oku ve hangi yapıya örnek olduğuna karar ver: sıralı adım mı, döngü mü, koşul mu? Talimatı doğru gruba taşı, sonra kontrol et.`,
    categories: [
      { id: 'sequence', label: msg`Sıralı adım` },
      { id: 'loop', label: msg`Döngü` },
      { id: 'condition', label: msg`Koşul` },
    ],
    items: [
      {
        id: 'socks',
        label: msg`Önce çorabını, sonra ayakkabını giy.`,
        emoji: '🧦',
        categoryId: 'sequence',
        explanation: msg`İki iş birbiri ardına, birer kez yapılır: sıralı adım.`,
      },
      {
        id: 'letter',
        label: msg`Zarfı kapat, pulu yapıştır, postaya at.`,
        emoji: '✉️',
        categoryId: 'sequence',
        explanation: msg`Üç iş sırayla ve birer kez yapılır; tekrar ya da karar yok.`,
      },
      {
        id: 'seedling',
        label: msg`Fideyi saksıya koy, toprakla ört, sonra sula.`,
        emoji: '🌱',
        categoryId: 'sequence',
        explanation: msg`“Sonra” sözcüğü sırayı gösterir; her iş bir kez yapılır.`,
      },
      {
        id: 'skipping',
        label: msg`İp atlarken 20 kez zıpla.`,
        emoji: '🪢',
        categoryId: 'loop',
        explanation: msg`Aynı iş belli bir sayıda, 20 kez tekrarlanır: döngü.`,
      },
      {
        id: 'pages',
        label: msg`Kitabın son sayfasına gelene kadar sayfa çevir.`,
        emoji: '📖',
        categoryId: 'loop',
        explanation: msg`Sayfa çevirme, bir durum gerçekleşene kadar tekrar eder: koşullu döngü.`,
      },
      {
        id: 'laps',
        label: msg`Öğretmen düdüğü çalana kadar bahçede tur at.`,
        emoji: '🏃',
        categoryId: 'loop',
        explanation: msg`Tur atmak, düdük çalana kadar tekrar tekrar yapılır.`,
      },
      {
        id: 'umbrella',
        label: msg`Yağmur yağıyorsa şemsiyeni al.`,
        emoji: '☂️',
        categoryId: 'condition',
        explanation: msg`Şemsiyeyi almak, yağmurun yağıp yağmamasına bağlı bir karardır.`,
      },
      {
        id: 'crossing',
        label: msg`Yaya ışığı yeşilse karşıya geç.`,
        emoji: '🚦',
        categoryId: 'condition',
        explanation: msg`Karşıya geçmek ışığın rengine bağlıdır: koşul doğruysa geçilir.`,
      },
      {
        id: 'thirsty',
        label: msg`Susadıysan su iç.`,
        emoji: '💧',
        categoryId: 'condition',
        explanation: msg`“Susadıysan” sözcüğündeki “-sa” eki bir koşul gösterir: susamadıysan su içmezsin.`,
      },
    ],
  },
  worksheet: {
    title: msg`Döngü mü, Koşul mu? Çalışma Sayfası`,
    instructions: msg`Sabah algoritmanızdaki işleri tabloya yaz, sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`Günlük hayattan üçer örnek yaz: sıralı adım, döngü ve koşul.`, lines: 4 },
      { prompt: msg`Sabah algoritmanızın akış şemasını çiz. Başla ve bitir, işlem ve karar şekillerini doğru kullan.`, lines: 8 },
      { prompt: msg`Bir talimat hem döngü hem koşul içerebilir mi? Bir örnekle açıkla.`, lines: 3 },
    ],
    table: {
      caption: msg`Sabah algoritmamızdaki işler`,
      columns: [msg`İş`, msg`Sıralı adım, döngü ya da koşul`, msg`İpucu olan sözcük`],
      rows: 6,
    },
  },
  story: {
    title: msg`Annemin Buzdolabı Notu`,
    paragraphs: [
      msg`Bir sabah Fındık uyandığında annesi erkenden çıkmıştı. Buzdolabının kapağında bir not vardı.`,
      msg`“Önce yüzünü yıka, sonra kahvaltını yap. Dişlerini tertemiz olana kadar fırçala. Hava soğuksa atkını tak. Çıtır uyanmadıysa onu uyandır.”`,
      msg`Fındık notu okurken gülümsedi; okulda öğrendiği üç yapı taşını görmüştü. “Önce, sonra” sıralı adımlardı. “Tertemiz olana kadar” bir döngüydü. “Soğuksa” ve “uyanmadıysa” birer koşuldu.`,
      msg`Pencereden baktı: hava güneşliydi, atkıyı takmadı. Çıtır hâlâ uyuyordu, onu uyandırdı. Dişlerini fırçalarken her seferinde aynaya bakıp temizlenip temizlenmediğini kontrol etti.`,
      msg`Akşam annesine notun akış şemasını çizip gösterdi. Annesi şaşırdı: “Ben bir not yazdım sanıyordum, meğer algoritma yazmışım!”`,
    ],
    lesson: msg`Her algoritma üç yapı taşıyla kurulabilir: sıralı adımlar, döngüler ve koşullar; talimatlardaki sözcükler hangisinin kullanıldığını gösterir.`,
  },
};
