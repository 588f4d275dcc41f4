import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';
import { collect, left, move, program, repeatUntil, whenFlag, whenTouchNut } from '@/features/experiments/model/blocks/build.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Bir oyunda karakterin bir altına değince puan kazanırsın; telefonun ekranına dokununca bir uygulama açılır. Bunların hepsi olaydır. Program bir olayı bekler ve olay olunca ona bağlı blokları çalıştırır.`,
    sections: [
      {
        heading: msg`Olay nedir?`,
        paragraphs: [
          msg`Programın fark ettiği ve tepki verdiği duruma olay denir: bir düğmeye tıklamak, bir tuşa basmak, iki karakterin birbirine değmesi ya da bir sürenin dolması gibi.`,
          msg`Yeşil bayrak bloğu da bir olay bloğudur. “Çalıştır” düğmesine basılınca altındaki bloklar yukarıdan aşağıya çalışır.`,
        ],
      },
      {
        heading: msg`Olay bloğu ve olay işleyici`,
        paragraphs: [
          msg`Olay blokları programın başına takılan bir şapka gibidir: üstlerine blok takılmaz, altlarına blok dizilir. Olay olunca çalışan bu program parçasına olay işleyici denir.`,
          msg`Bu bulmacada iki olay bloğu var. Yeşil bayrak Fındık’ı yürütür. “Fındık bir fındığa değince” bloğu ise Fındık toplanmamış bir fındığın karesine her geldiğinde çalışır ve fındığı toplar.`,
        ],
      },
      {
        heading: msg`Olaylar programı düzenler`,
        paragraphs: [
          msg`Olaylar sayesinde yürüme programı fındıkların nerede olduğunu bilmek zorunda kalmaz. Fındıkların yeri değişse de program değişmeden çalışır.`,
          msg`Oyunların, mobil uygulamaların ve web sayfalarının çoğu olaylarla çalışır. Büyük bir program, her biri kendi olayını bekleyen küçük ve anlaşılır parçalara ayrılır.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Olay`, definition: msg`Programın fark edip tepki verdiği durum; örneğin bir düğmeye tıklanması.` },
      { term: msg`Olay bloğu`, definition: msg`Bir olayı bekleyen ve olay olunca altındaki blokları başlatan şapka biçimli blok.` },
      { term: msg`Olay işleyici`, definition: msg`Bir olay gerçekleşince çalışan program parçası.` },
    ],
  },
  procedure: {
    goal: msg`İki öğrencinin iki ayrı programı canlandırdığı bir oyunla, bir olay olduğunda çalışan program parçasını (olay işleyiciyi) deneyimlemek.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Olay kartları (“Zil çalınca ayağa kalk” gibi)`, quantity: msg`Her öğrenciye 1 tane` },
      { name: msg`Masa zili`, quantity: msg`1 tane` },
      { name: msg`Kâğıt maskeleme bandı`, quantity: msg`1 rulo` },
      { name: msg`Kartondan fındık resimleri ve küçük sepet`, quantity: msg`Her gruba 5 fındık, 1 sepet` },
    ],
    safety: [
      msg`Zili kimsenin kulağına yakın çalma.`,
      msg`Toplayıcı yolun dışında beklesin; iki kişi aynı kareye aynı anda girmesin.`,
      msg`Izgarada koşma, her adımda dur ve dengeni koru.`,
    ],
    steps: [
      msg`Isınma: her öğrenciye bir olay kartı verin. Öğretmen zili çalsın, alkışlasın ya da bir ad söylesin; yalnızca o olayın kartını tutanlar kartındaki işi yapsın.`,
      msg`Yere uzun, düz bir yol ve bir sola dönemeç bantlayın. Yolun bazı karelerine karton fındıklar koyun, sonuna hedef kartı koyun.`,
      msg`Bir öğrenci yürüyen Fındık olsun. Onun programı: yeşil bayrak kalkınca yolun sonuna gelene kadar ileri git, sola dön, hedefe varana kadar ileri git.`,
      msg`İkinci öğrenci toplayıcı olsun. Onun kartı: “Fındık bir fındığa değince fındığı topla.” Yolun yanında beklesin.`,
      msg`Öğretmen yeşil bir kâğıt kaldırınca yürüyüş başlasın. Fındık bir fındık kartına her bastığında “Değdim!” desin ve beklesin; toplayıcı kartı sepete koysun, sonra Fındık yürümeye devam etsin.`,
      msg`Fındıkların yerini değiştirip oyunu tekrarlayın. Hangi öğrencinin programını değiştirmek gerekti?`,
    ],
    observations: [
      msg`Bir yürüyüşte “Değdim!” olayı kaç kez oldu?`,
      msg`Fındıkların yeri değişince yürüyen Fındık’ın programı değişti mi?`,
      msg`Toplayıcı, fındıkların nerede olduğunu önceden bilmek zorunda mıydı?`,
    ],
    conclusion: msg`Bir olay bloğunun altındaki program yalnızca o olay olduğunda ve her olduğunda çalışır. Yürüme ile toplama ayrı olaylara bağlanınca, fındıkların yeri değişse de iki program da değişmeden çalışır.`,
  },
  questions: [
    {
      id: 'event-meaning',
      prompt: msg`Programın fark edip tepki verdiği, örneğin bir düğmeye tıklanması gibi durumlara ne denir?`,
      options: [msg`Değişken`, msg`Olay`, msg`Döngü`, msg`Koşul`],
      correctIndex: 1,
      explanation: msg`Programın fark edip tepki verdiği duruma olay denir. Bir düğmeye tıklamak, bir tuşa basmak ya da iki karakterin değmesi birer olaydır.`,
      hints: [msg`Konu anlatımının ilk başlığına bak.`, msg`Bu sözcük günlük hayatta “meydana gelen şey” anlamında da kullanılır.`],
    },
    {
      id: 'green-flag',
      prompt: msg`“Yeşil bayrağa tıklanınca” bloğu için hangisi doğrudur?`,
      options: [
        msg`Bir döngüdür; altındakileri sonsuza kadar tekrarlar`,
        msg`Bir koşuldur; Fındık’ın önüne bakar`,
        msg`Bir olay bloğudur; Çalıştır’a basılınca altındakiler çalışır`,
      ],
      correctIndex: 2,
      explanation: msg`Yeşil bayrak bloğu bir olay bloğudur. “Çalıştır” düğmesine basılması olaydır; altındaki bloklar o zaman yukarıdan aşağıya bir kez çalışır.`,
      hints: [msg`Bu bloğun biçimine bak: üstüne blok takılabiliyor mu?`, msg`Altındaki bloklar hangi durumda çalışmaya başlıyor?`],
    },
    {
      id: 'handler-runs',
      prompt: msg`Fındık yolda 4 fındığa değiyor. “Fındık bir fındığa değince [fındığı topla]” bloğunun altındaki program kaç kez çalışır?`,
      options: [msg`1 kez`, msg`0 kez`, msg`8 kez`, msg`4 kez`],
      correctIndex: 3,
      explanation: msg`Olay işleyici olay her olduğunda yeniden çalışır. Fındık 4 fındığa değdiği için olay 4 kez olur ve program 4 kez çalışır.`,
      hints: [msg`Olay bu yürüyüşte kaç kez oluyor?`, msg`Olay işleyici, olay her olduğunda mı yoksa yalnızca ilk seferinde mi çalışır?`],
    },
    {
      id: 'moved-nuts',
      prompt: msg`Fındıkların yeri değişti ama yol aynı kaldı. Olay bloğu kullanan programda neyi değiştirmek gerekir?`,
      options: [
        msg`Hiçbir şeyi; olay her fındıkta kendiliğinden olur`,
        msg`Yürüme programındaki bütün blokları`,
        msg`Olay bloğunun altına yeni “ileri git” blokları eklemek`,
      ],
      correctIndex: 0,
      explanation: msg`Yürüme programı fındıkların yerini kullanmıyor; toplama işi de fındığa değme olayına bağlı. Fındık hangi karede bir fındığa değerse orada toplar.`,
      hints: [msg`Yürüme programı fındıkların nerede olduğunu kullanıyor mu?`, msg`Toplama işi hangi duruma bağlı: bir kare numarasına mı, bir olaya mı?`],
    },
    {
      id: 'not-event',
      prompt: msg`Aşağıdakilerden hangisi bir olay değildir?`,
      options: [msg`Telefon ekranına dokunmak`, msg`Klavyede bir tuşa basmak`, msg`Bir değişkenin adı`, msg`Oyundaki karakterin bir altına değmesi`],
      correctIndex: 2,
      explanation: msg`Dokunmak, tuşa basmak ve karakterlerin değmesi, programın fark edip tepki verebileceği durumlardır. Bir değişkenin adı ise olan bir şey değildir; yalnızca bir bilginin adıdır.`,
      hints: [msg`Olay, bir anda meydana gelen ve program tarafından fark edilen bir durumdur.`, msg`Seçeneklerden hangisi “olan bir şey” değil?`],
    },
  ],
  activity: {
    kind: 'blocks',
    title: msg`Değdiğin fındığı topla`,
    instructions: msg`Yürüme programını yeşil bayrağın altına, toplama işini “Fındık bir fındığa değince” bloğunun altına yaz. Bu bulmacada “eğer” bloğu yok; en fazla 7 blok kullanabilirsin.`,
    puzzle: {
      id: 'nut-event',
      stage: { map: ['#########', '#######g#', '#######.#', '#######n#', '#######.#', '#s.n.nn.#', '#########'], heading: 'east' },
      goal: 'collect-and-reach',
      blocks: ['move', 'turn-left', 'turn-right', 'collect', 'repeat-until', 'when-touch-nut'],
      untilConditions: ['at-goal', 'wall-ahead'],
      maxBlocks: 7,
      solution: program(whenFlag(repeatUntil('wall-ahead', move), left, repeatUntil('at-goal', move)), whenTouchNut(collect)),
    },
  },
  worksheet: {
    title: msg`Olaylar ve Tepkiler Çalışma Sayfası`,
    instructions: msg`Olay kartı oyunundaki gözlemlerini tabloya yaz, sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`Bulmacadaki iki olay bloğunun her biri ne zaman çalışıyor?`, lines: 3 },
      { prompt: msg`Fındıkların yeri değişince hangi programı değiştirmek gerekti? Neden?`, lines: 3 },
      { prompt: msg`Kullandığın bir uygulamada ya da oyunda üç olay ve her birine verilen tepkiyi yaz.`, lines: 4 },
    ],
    table: {
      caption: msg`Olaylar ve tepkiler`,
      columns: [msg`Olay`, msg`Tepki (olay işleyici)`, msg`Kaç kez oldu?`],
      rows: 4,
    },
  },
  story: {
    title: msg`“Fındık!” Deyince`,
    paragraphs: [
      msg`Sonbaharın ilk serin gününde Fındık ile Çıtır fındık toplamaya çıktı. Fındık yolu biliyordu ama fındıkların nerede olduğunu bilmiyordu; rüzgâr onları her gün başka yere savuruyordu.`,
      msg`Çıtır sordu: “Hangi adımda eğilip toplayacağımızı nasıl bileceğiz?” Fındık bir süre düşündü, sonra bir anlaşma önerdi.`,
      msg`“Ben yolun sonuna kadar yürürüm. Ayağım bir fındığa her değdiğinde ‘Fındık!’ diye bağırırım. Sen de ne zaman ‘Fındık!’ duyarsan eğilip toplarsın.”`,
      msg`Yürüyüş başladı. “Fındık!” Çıtır topladı. Birkaç adım sonra yine “Fındık!” Çıtır yine topladı. Fındık yalnızca yürümeyi, Çıtır yalnızca dinlemeyi düşündü.`,
      msg`Ertesi gün fındıklar bambaşka yerlerdeydi ama anlaşmayı hiç değiştirmeleri gerekmedi. Çıtır güldü: “Sen olayı söylüyorsun, ben tepkiyi veriyorum. Tam bir ekibiz!”`,
    ],
    lesson: msg`Bir olay bloğunun altındaki program, o olay her gerçekleştiğinde çalışır; olaylar büyük bir işi bağımsız ve anlaşılır parçalara böler.`,
  },
};
