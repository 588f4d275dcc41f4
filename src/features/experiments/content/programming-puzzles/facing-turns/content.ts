import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';
import { left, move, program, right, whenFlag } from '@/features/experiments/model/blocks/build.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Arkadaşın sana doğru bakarken “sağ elini kaldır” dersen, onun kaldırdığı el senin sol tarafında kalır. Sağ ve sol, kimin hangi yöne baktığına göre değişir. Fındık’a yol gösterirken de kendimizi onun yerine koymalıyız.`,
    sections: [
      {
        heading: msg`Sağ ve sol, bakılan yöne göredir`,
        paragraphs: [
          msg`“Sağa dön” bloğu Fındık’ı kendi sağına çevirir, ekranın sağına değil. Fındık yukarı bakarken sağa dönerse ekranın sağına bakar. Aşağı bakarken sağa dönerse ekranın soluna bakar.`,
          msg`Karar vermekte zorlanırsan kendini Fındık’ın yerine koy: ekranı Fındık’ın baktığı yöne çevir ya da ayağa kalkıp onun gibi dön.`,
        ],
      },
      {
        heading: msg`Yolu adımlara bölmek`,
        paragraphs: [
          msg`Yolu parçalara ayır: düz giden her parça için kaç kare ilerleyeceğini say, her köşede hangi yöne döneceğine karar ver. Sonra parçaları sırayla yaz.`,
          msg`Sıra önemlidir: önce ilerleyip sonra dönmek ile önce dönüp sonra ilerlemek Fındık’ı farklı karelere götürür.`,
        ],
      },
      {
        heading: msg`Hatayı adım adım bul`,
        paragraphs: [
          msg`Fındık ağaca çarparsa “Adım adım” düğmesiyle programı blok blok çalıştır. Fındık’ın ilk kez yanlış yöne baktığı yer, hatanın olduğu bloktur. Yalnızca o bloğu değiştirip yeniden dene.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Algoritma`, definition: msg`Bir işi yapmak için sırayla izlenen açık adımlar.` },
      { term: msg`Yön`, definition: msg`Fındık’ın baktığı taraf: yukarı, aşağı, sağ ya da sol.` },
      { term: msg`Dönmek`, definition: msg`Yerinden kıpırdamadan baktığı yönü değiştirmek.` },
    ],
  },
  procedure: {
    goal: msg`Sınıfta yere çizilen bir yolda, robot öğrenciye baktığı yöne göre “sağa dön” ve “sola dön” komutları vererek onu hedefe götürmek.`,
    durationMinutes: 35,
    materials: [
      { name: msg`Kâğıt maskeleme bandı`, quantity: msg`1 rulo` },
      { name: msg`Yön kartları: “ileri git”, “sağa dön”, “sola dön”`, quantity: msg`Her gruba 8 “ileri git”, 3 “sağa dön”, 3 “sola dön” kartı` },
      { name: msg`Başlangıç ve yuva kartı`, quantity: msg`1’er tane` },
      { name: msg`Şapka ya da bant (robotun önünü göstermek için)`, quantity: msg`1 tane` },
    ],
    safety: [
      msg`Robot öğrenci yavaş yürüsün; yolu sıraların ve çantaların arasından değil, boş bir alandan geçirin.`,
      msg`Dönüşleri yerinde ve yavaşça yapın; hızlı dönmek baş döndürebilir.`,
    ],
    steps: [
      msg`Öğretmen yere bantla kareli bir yol yapsın: iki kare yukarı, iki kare sağa, iki kare aşağı, iki kare sağa. Başlangıç ve yuva kartlarını yerleştirsin.`,
      msg`Robot öğrenci başlangıç karesinde yukarı bakarak dursun. Önünü herkes görsün diye şapkasını öne doğru taksın.`,
      msg`Grup, yön kartlarını masada sıraya dizerek programı yazsın. Aşağı inen parçadan sonraki dönüşe özellikle dikkat etsin.`,
      msg`Bir öğrenci kartları sırayla okusun, robot yalnızca okunanı yapsın. Robot yoldan çıkarsa grup yanlış kartı bulsun, değiştirsin ve programı baştan çalıştırsın.`,
      msg`Son olarak aynı yolu uygulamadaki bulmacada Fındık için yazın.`,
    ],
    observations: [
      msg`Robot aşağı bakarken “sola dön” denince sınıfın hangi tarafına döndü?`,
      msg`Programınız kaç karttan oluştu? Kaçı dönüş kartıydı?`,
      msg`Hangi kartta hata yaptınız, nasıl buldunuz?`,
    ],
    conclusion: msg`Sağ ve sol, hareket edenin baktığı yöne göre belirlenir. Bir yolu düz parçalara ve dönüşlere bölüp doğru sırayla yazınca bir algoritma elde ederiz. Yanlış dönüşü adım adım izleyerek buluruz.`,
  },
  questions: [
    {
      id: 'facing-down',
      prompt: msg`Fındık ekranın aşağısına bakıyor ve “sola dön” bloğu çalışıyor. Fındık artık ekranın hangi tarafına bakar?`,
      options: [msg`Ekranın soluna`, msg`Ekranın sağına`, msg`Ekranın yukarısına`],
      correctIndex: 1,
      explanation: msg`Aşağı bakan birinin sol eli ekranın sağ tarafındadır. Bu yüzden Fındık sola dönünce ekranın sağına bakar.`,
      hints: [msg`Kendini Fındık’ın yerine koy: aşağı bakıyorsun.`, msg`Aşağı bakarken sol elin ekranın hangi tarafında kalır?`],
    },
    {
      id: 'two-turns',
      prompt: msg`Fındık art arda iki kez “sağa dön” yaparsa ne olur?`,
      options: [msg`Geldiği yöne, arkasına bakar`, msg`Baştaki yönüne geri döner`, msg`Bir kare ilerler`, msg`Hiçbir şey değişmez`],
      correctIndex: 0,
      explanation: msg`Her sağa dönüş çeyrek dönüştür. İki çeyrek dönüş yarım dönüş eder, yani Fındık arkasına bakar. Dönmek Fındık’ı ilerletmez.`,
      hints: [msg`Ayağa kalk ve iki kez sağa dön.`, msg`İki çeyrek dönüş kaç dönüş eder?`],
    },
    {
      id: 'order-matters',
      prompt: msg`“İleri git, sağa dön” ile “sağa dön, ileri git” aynı sonucu verir mi?`,
      options: [msg`Evet, bloklar aynı olduğu için`, msg`Hayır, Fındık farklı karelere varır`],
      correctIndex: 1,
      explanation: msg`Birincide Fındık önce baktığı yöne ilerler, sonra döner. İkincide önce döner, sonra yeni yönüne ilerler. Bloklar aynı olsa da sıra farklı olduğu için sonuç farklıdır.`,
      hints: [msg`İki programı kareli kâğıtta ayrı ayrı dene.`, msg`Fındık her iki programda ilerlerken hangi yöne bakıyor?`],
    },
    {
      id: 'count-blocks',
      prompt: msg`Fındık yukarı bakıyor. Yol iki kare yukarı gidip sağa kıvrılıyor ve iki kare daha gidiyor. Hangi program doğrudur?`,
      options: [
        msg`İleri git, sağa dön, ileri git, ileri git`,
        msg`Sağa dön, ileri git, ileri git, ileri git, ileri git`,
        msg`İleri git, ileri git, sola dön, ileri git, ileri git`,
        msg`İleri git, ileri git, sağa dön, ileri git, ileri git`,
      ],
      correctIndex: 3,
      explanation: msg`Önce yukarı doğru iki kare gidilir, köşede sağa dönülür ve yeni yönde iki kare daha gidilir. Bu dört ileri git ve bir sağa dön bloğudur.`,
      hints: [msg`Yolu iki düz parçaya ve bir köşeye böl.`, msg`Her düz parçada kaç kez ileri gidilmeli? Köşe hangi yöne dönüyor?`],
    },
    {
      id: 'find-bug',
      prompt: msg`Fındık programın altıncı bloğunda ağaca çarpıyor. Hatayı bulmanın en iyi yolu hangisidir?`,
      options: [
        msg`Bütün blokları silip baştan yazmak`,
        msg`Programı adım adım çalıştırıp Fındık’ın ilk yanlış yöne döndüğü yeri bulmak`,
        msg`Programa rastgele bloklar eklemek`,
      ],
      correctIndex: 1,
      explanation: msg`Adım adım çalıştırınca Fındık’ın nerede yoldan saptığını görürsün. Çoğu zaman hata çarpmadan hemen önceki dönüştedir; yalnızca o bloğu düzeltmek yeter.`,
      hints: [msg`Uygulamadaki “Adım adım” düğmesi ne işe yarar?`, msg`Çalışan blokları silmek mi daha hızlıdır, yanlış bloğu bulmak mı?`],
    },
  ],
  activity: {
    kind: 'blocks',
    title: msg`Yukarı bakan Fındık’ı yuvasına götür`,
    instructions: msg`Fındık bu sefer yukarı bakarak başlıyor. Her köşede kendini Fındık’ın yerine koy ve hangi yöne döneceğine karar ver. En fazla 11 blok kullanabilirsin.`,
    puzzle: {
      id: 'facing-turns',
      stage: { map: ['#######', '#...###', '#.#.###', '#s#..g#', '#######'], heading: 'north' },
      goal: 'reach',
      blocks: ['move', 'turn-left', 'turn-right'],
      maxBlocks: 11,
      solution: program(whenFlag(move, move, right, move, move, right, move, move, left, move, move)),
    },
  },
  worksheet: {
    title: msg`Yön Bulma Çalışma Sayfası`,
    instructions: msg`Bulmacadaki yolu kareli kâğıda çiz, programını tabloya yaz ve soruları cevapla.`,
    tasks: [
      { prompt: msg`Fındık’ın yolunu kareli kâğıda çiz. Her köşeye Fındık’ın o köşede hangi yöne döndüğünü yaz: sağ ya da sol.`, lines: 3 },
      { prompt: msg`Aşağı bakarken sola dönmek neden ekranın sağına bakmak demektir? Kendi cümlelerinle açıkla.`, lines: 3 },
      { prompt: msg`Sınıf arkadaşın için kendi yolunu çiz ve onun programını yazmasını iste.`, lines: 2 },
    ],
    table: {
      caption: msg`Programım`,
      columns: [msg`Sıra`, msg`Blok`, msg`Fındık’ın baktığı yön`],
      rows: 11,
    },
  },
  story: {
    title: msg`Baş Aşağı Harita`,
    paragraphs: [
      msg`Fındık, kuzeni Minik’e ormanda yolu tarif ediyordu. “Çınara gel, sağa dön, derenin yanından sola dön,” dedi. Minik yola çıktı ama bir saat sonra böğürtlen çalılarının arasında kayboldu.`,
      msg`Fındık onu bulunca şaşırdı: “Sana sağa dön demiştim!” Minik başını kaşıdı: “Döndüm ama ben çınara öbür taraftan geldim, yüzüm sana değil, tam tersine bakıyordu.”`,
      msg`Fındık toprağa bir harita çizdi. Kendi parmağını Minik’in yürüdüğü yönde gezdirdi ve her köşede durup “Şimdi yüzüm nereye bakıyor?” diye sordu. Böylece hangi köşede hangi yöne dönüleceği ortaya çıktı.`,
      msg`Ertesi gün Minik yolu tek seferde buldu. Fındık da artık tarif verirken önce şunu soruyordu: “Sen şu an hangi yöne bakıyorsun?”`,
    ],
    lesson: msg`Sağ ve sol, bakılan yöne göre değişir; yol tarif ederken kendimizi yürüyenin yerine koymalıyız.`,
  },
};
