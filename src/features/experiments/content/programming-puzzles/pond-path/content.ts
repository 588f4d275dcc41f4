import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';
import { collect, move, program, repeat, right, whenFlag, whenTouchNut } from '@/features/experiments/model/blocks/build.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Kapı zili olmayan bir evde, misafir gelip gelmediğini anlamak için sık sık kapıya gidip bakman gerekirdi. Zil olunca ise yalnızca çaldığında kapıya gidersin. Programlar da bir durumu ya her adımda yoklar ya da olay bekler.`,
    sections: [
      {
        heading: msg`Yoklamak mı, olayı beklemek mi?`,
        paragraphs: [
          msg`Bir durumu her adımda “oldu mu?” diye sormaya yoklama denir. Döngünün içine konan “eğer bir fındığın üstündeyse” bloğu bir yoklamadır: fındık olsun olmasın, her adımda soru sorulur.`,
          msg`Olay bloğu ise “olunca haber ver” demektir. Program soruyu her adımda kendisi sormaz; olay olduğunda ona bağlı program parçası çalışır. Kapı zili de böyle çalışır.`,
        ],
      },
      {
        heading: msg`Ana program ve olay işleyici birlikte`,
        paragraphs: [
          msg`Yeşil bayrağın altındaki program ana programdır ve Fındık’ı yürütür. Fındık bir fındığa değdiğinde ana program bir an bekler, olay işleyici fındığı toplar, sonra ana program kaldığı yerden devam eder.`,
          msg`Gerçek bilgisayarlarda pek çok program parçası birlikte çalışır: bir oyunda karakter koşarken müzik çalar, puan sayılır ve bir tuşa basılması beklenir.`,
        ],
      },
      {
        heading: msg`Döngü ve olay bir arada`,
        paragraphs: [
          msg`Çalılığın çevresi kare olduğu için yürüyüş iç içe döngüyle yazılır: bir kenarda 3 kez ileri git, köşede sağa dön; bunu 4 kez tekrarla.`,
          msg`Fındıkların yeri düzensiz olduğu için “fındığı topla” bloğunu döngüye doğrudan koyamayız: boş bir karede program durur. Her adımda “eğer” ile yoklamak yerine toplamayı olaya bırakırız: her program parçası kendi işini yapar ve program kısa kalır.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Yoklama`, definition: msg`Bir durumun gerçekleşip gerçekleşmediğini her adımda yeniden sorma.` },
      { term: msg`Ana program`, definition: msg`Programı başlatan olayın (yeşil bayrak) altındaki program parçası.` },
      { term: msg`Olay işleyici`, definition: msg`Bir olay gerçekleşince çalışan program parçası.` },
    ],
  },
  procedure: {
    goal: msg`Bir “kapı zili” oyunuyla, bir durumu sürekli yoklamak ile bir olayı beklemek arasındaki farkı ölçmek.`,
    durationMinutes: 35,
    materials: [
      { name: msg`Masa zili`, quantity: msg`1 tane` },
      { name: msg`Kareli kâğıt ve boya kalemi`, quantity: msg`Kapıcı için 2 yaprak` },
      { name: msg`Ziyaretçi kartları`, quantity: msg`6 tane` },
      { name: msg`Kronometre (öğretmende)`, quantity: msg`1 tane` },
    ],
    safety: [
      msg`Gerçek sınıf kapısını kullanma; kapı arasında parmak sıkışabilir. Sınıfın bir köşesini “kapı” yapın.`,
      msg`Kapıcı da ziyaretçiler de koşmadan, yürüyerek gitsin.`,
      msg`Zili kimsenin kulağına yakın çalma.`,
    ],
    steps: [
      msg`Bir öğrenci kapıcı olsun. Masasında 3 dakika boyunca kareli kâğıttaki kareleri tek tek boyasın.`,
      msg`Diğer öğrenciler ziyaretçi olsun. Öğretmen işaret ettikçe rastgele zamanlarda, ellerinde kartla “kapı” köşesine yürüsünler.`,
      msg`1. tur, yoklama: öğretmen kronometreye bakıp her 10 saniyede bir “Bak!” desin. Kapıcı her seferinde boyamayı bırakıp kapı köşesine gitsin; bekleyen varsa kartını alsın, yoksa boşuna gittiğini tabloya işaretlesin.`,
      msg`2. tur, olay: kapıcı yalnızca zil çalınca kapıya gitsin. Ziyaretçiler gelince zile bir kez bassın.`,
      msg`İki turda boyanan kare sayısını, boşuna gitme sayısını ve ziyaretçilerin en uzun bekleme süresini karşılaştırın.`,
      msg`Tartışın: Fındık’ın bulmacasında toplama işi hangi turdaki gibi çalışıyor?`,
    ],
    observations: [
      msg`Hangi turda kapıcı daha çok kare boyadı?`,
      msg`1. turda kapıcı kaç kez boşuna kapıya gitti?`,
      msg`Ziyaretçiler hangi turda daha az bekledi?`,
    ],
    conclusion: msg`Yoklamada kapıcı çoğu zaman boşuna kapıya gider ve işini yapamaz; olayda yalnızca gerektiğinde kalkar. Programlarda da olaylar, bir durumu her adımda sormadan ona tepki vermeyi sağlar ve ana programı kısa tutar.`,
  },
  questions: [
    {
      id: 'doorbell',
      prompt: msg`Kapı zili ile sık sık kapıya gidip bakmak arasındaki fark hangisidir?`,
      options: [msg`İkisi tamamen aynıdır`, msg`Zil bir olaydır; kapıya yalnızca biri gelince gidilir`, msg`Sık sık bakmak her zaman daha az zaman alır`],
      correctIndex: 1,
      explanation: msg`Sık sık bakmak bir yoklamadır: kimse gelmese de kapıya gidilir. Zil ise bir olaydır: yalnızca biri geldiğinde çalar ve kapıya o zaman gidilir.`,
      hints: [msg`Kapı zili oyununun iki turunu hatırla.`, msg`Hangi durumda kapıcı boşuna kalkıp kapıya gitti?`],
    },
    {
      id: 'total-moves',
      prompt: msg`Program: 4 kez tekrarla [3 kez tekrarla [ileri git], sağa dön]. Fındık toplam kaç kare ilerler?`,
      options: [msg`16`, msg`7`, msg`4`, msg`12`],
      correctIndex: 3,
      explanation: msg`İç döngü her kenarda 3 kez ileri gider ve 4 kenar vardır: 4 × 3 = 12 kare. “Sağa dön” Fındık’ı ilerletmez.`,
      hints: [msg`Bir kenarda kaç kez “ileri git” çalışıyor?`, msg`Kaç kenar var? Dönüşler Fındık’ı ilerletir mi?`],
    },
    {
      id: 'after-handler',
      prompt: msg`Fındık bir fındığa değince olay işleyici fındığı topluyor. Sonra ne olur?`,
      options: [msg`Program tamamen durur`, msg`Yürüme programı en baştan başlar`, msg`Ana program kaldığı yerden devam eder`],
      correctIndex: 2,
      explanation: msg`Olay işleyici işini bitirince ana program kaldığı yerden sürer. Fındık çalılığın çevresinde yürümeye devam eder ve bir sonraki fındıkta olay yeniden olur.`,
      hints: [msg`Konu anlatımında “ana program ve olay işleyici birlikte” bölümünü oku.`, msg`Fındık toplamadan sonra yeniden başlangıca mı döner?`],
    },
    {
      id: 'if-instead',
      prompt: msg`Olay bloğu yerine yürüyüş döngüsünün içine “eğer bir fındığın üstündeyse [fındığı topla]” yazsaydık ne olurdu?`,
      options: [msg`Fındıklar yine toplanırdı ama her adımda soru sorulurdu`, msg`Hiçbir fındık toplanamazdı`, msg`Fındık ağaca çarpardı`],
      correctIndex: 0,
      explanation: msg`“Eğer” bloğu döngünün içinde her adımda çalışır; fındıklı karelerde koşul doğru olur ve fındık toplanır. Sonuç aynıdır ama bu bir yoklamadır: fındık olmayan karelerde de soru sorulur.`,
      hints: [msg`Döngünün içindeki bir “eğer” bloğu ne sıklıkla çalışır?`, msg`Fındıklı bir karede bu koşul doğru mu olur?`],
    },
    {
      id: 'notification',
      prompt: msg`Bir telefonda mesaj gelince bildirim sesi çıkması hangi fikre örnektir?`,
      options: [msg`Değişken`, msg`Olay ve olay işleyici`, msg`İç içe döngü`, msg`Sıralama`],
      correctIndex: 1,
      explanation: msg`Mesajın gelmesi bir olaydır; bildirim sesini çalan program parçası da o olayın işleyicisidir. Telefon sesi yalnızca mesaj geldiğinde çalar.`,
      hints: [msg`Bildirim sesi hangi durumda çalıyor?`, msg`Bir şey olunca çalışan program parçasına ne ad veriliyordu?`],
    },
  ],
  activity: {
    kind: 'blocks',
    title: msg`Çalılığın çevresinde fındık avı`,
    instructions: msg`Fındık çalılığın çevresinde kare çizerek yürüyecek. Yürüyüşü iç içe döngüyle, toplamayı olay bloğuyla yaz ve bütün fındıkları topla. En fazla 6 blok kullanabilirsin.`,
    puzzle: {
      id: 'pond-path',
      stage: { map: ['######', '#s.n.#', '#n##.#', '#.##n#', '#..n.#', '######'], heading: 'east' },
      goal: 'collect',
      blocks: ['move', 'turn-left', 'turn-right', 'collect', 'repeat', 'when-touch-nut'],
      maxBlocks: 6,
      solution: program(whenFlag(repeat(4, repeat(3, move), right)), whenTouchNut(collect)),
    },
  },
  worksheet: {
    title: msg`Olay mı, Yoklama mı? Çalışma Sayfası`,
    instructions: msg`Kapı zili oyununun sonuçlarını tabloya yaz, sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`Kapı zili oyununun iki turunu karşılaştır. Kapıcı hangisinde işini daha iyi yaptı? Neden?`, lines: 3 },
      { prompt: msg`Bulmacada yürüyüş ile toplama neden ayrı olay bloklarına yazıldı?`, lines: 3 },
      { prompt: msg`Evinde ya da okulunda olaylarla çalışan üç düzenek yaz (örneğin hareket algılayıcılı lamba).`, lines: 3 },
    ],
    table: {
      caption: msg`Kapı zili oyunu sonuçları`,
      columns: [msg`Tur`, msg`Boyanan kare sayısı`, msg`Boşuna gitme sayısı`, msg`En uzun bekleme (saniye)`],
      rows: 2,
    },
  },
  story: {
    title: msg`Ceviz Kabuğundan Zil`,
    paragraphs: [
      msg`Fındık’ın ağaç evine bütün gün misafir geliyordu. Fındık her birkaç dakikada bir resim yapmayı bırakıp kapıya koşuyor, çoğu zaman da kimseyi bulamıyordu.`,
      msg`Akşam olduğunda resmi yarım kalmış, kendisi de yorgun düşmüştü. “Kapıya bakmaktan resim yapamadım,” diye yakındı.`,
      msg`Kirpi Diken ertesi gün ceviz kabuklarından bir zil yapıp kapıya astı. “Artık sen bakma,” dedi. “Gelen zili çalsın, sen o zaman kalk.”`,
      msg`O gün Fındık resmini bitirdi, üstelik hiçbir misafiri bekletmedi. Zil her çaldığında fırçasını bırakıp kapıya gitti, sonra kaldığı yerden boyamaya devam etti.`,
      msg`Akşam çalılığın çevresinde koşarken gülümsedi: “Ayağım bir fındığa değince de içimde küçük bir zil çalıyor. Yürümeye bakıyorum, toplamayı zile bırakıyorum!”`,
    ],
    lesson: msg`Olaylar, bir durumu her adımda yoklamadan ona tepki vermeyi sağlar; olay işleyici işini bitirince ana program kaldığı yerden devam eder.`,
  },
};
