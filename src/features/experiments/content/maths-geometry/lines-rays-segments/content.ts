import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Bir el fenerinin ışığı bir noktadan başlar ve uzaklara gider; tren rayları hiç kesişmeden yan yana uzanır; bir cetvelin kenarının iki ucu vardır. Geometrinin temel kavramları günlük hayatın içindedir.`,
    sections: [
      {
        heading: msg`Doğru, ışın, doğru parçası`,
        paragraphs: [
          msg`Doğru, iki yönde sınırsızca uzanan düz bir çizgidir; başı ve sonu yoktur, uzunluğu ölçülemez. A ve B noktalarından geçen doğru AB doğrusu diye adlandırılır.`,
          msg`Işın, bir başlangıç noktasından bir yönde sınırsızca uzanır; [AB ışını A’dan başlar, B’den geçerek uzar. Doğru parçasının iki ucu vardır ve uzunluğu ölçülebilir; [AB] doğru parçası A ile B arasındaki parçadır.`,
        ],
      },
      {
        heading: msg`Eşit uzunlukta doğru parçası çizmek`,
        paragraphs: [
          msg`Bir doğru parçasını ölçerken cetvelin 0 çizgisini bir uca koyarız ve öteki ucun denk geldiği çizgiyi okuruz. Cetvelin 0’dan başlamayan bir yerinden ölçtüysek bitiş değerinden başlangıç değerini çıkarırız: 9,5 − 2 = 7,5 cm.`,
          msg`Eşit uzunlukta bir doğru parçası çizmek için bulduğumuz uzunluğu cetvelin 0 çizgisinden başlayarak işaretler, iki noktayı cetvelle birleştiririz.`,
        ],
      },
      {
        heading: msg`Paralel ve dik doğrular`,
        paragraphs: [
          msg`Aynı düzlemde bulunan ve hiç kesişmeyen doğrulara paralel doğrular denir; tren rayları ve defter çizgileri paraleldir.`,
          msg`Kesiştiklerinde dik açı (90°) oluşturan doğrulara dik doğrular denir; bir kitabın iki komşu kenarı diktir. Dik ve paralel doğru parçaları gönye ve cetvelle çizilir.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Doğru`, definition: msg`İki yönde sınırsızca uzanan düz çizgi.` },
      { term: msg`Işın`, definition: msg`Bir başlangıç noktasından bir yönde sınırsızca uzanan düz çizgi.` },
      { term: msg`Doğru parçası`, definition: msg`Bir doğrunun iki noktası arasındaki, uzunluğu ölçülebilen kısmı.` },
      { term: msg`Paralel doğrular`, definition: msg`Aynı düzlemde olup hiç kesişmeyen doğrular.` },
      { term: msg`Dik doğrular`, definition: msg`Kesiştiklerinde dik açı oluşturan doğrular.` },
    ],
  },
  procedure: {
    goal: msg`Cetvel ve gönyeyle doğru parçalarını ölçmek, eşitlerini çizmek ve paralel ile dik doğru parçaları çizmek.`,
    durationMinutes: 40,
    materials: [
      { name: msg`30 cm’lik cetvel`, quantity: msg`Her öğrenciye 1 tane` },
      { name: msg`Gönye`, quantity: msg`Her öğrenciye 1 tane` },
      { name: msg`Üzerinde farklı uzunlukta doğru parçaları çizili çalışma kâğıdı`, quantity: msg`Her öğrenciye 1 tane` },
      { name: msg`Kurşun kalem ve silgi`, quantity: msg`Her öğrenciye 1’er tane` },
    ],
    safety: [msg`Gönyenin sivri köşesini kimseye doğru tutma; ucuyla oynama.`, msg`Kalem açarken talaşı çöpe dök ve kalemtıraşın bıçağına parmağını değdirme.`],
    steps: [
      msg`Sınıfta doğruya, ışına ve doğru parçasına benzeyen örnekler bulun (el feneri ışığı, cetvel kenarı, tren rayı resmi) ve deftere yazın.`,
      msg`Çalışma kâğıdındaki [AB] doğru parçasını cetvelin 0 çizgisinden başlayarak ölçün ve uzunluğunu yazın.`,
      msg`[CD] doğru parçasını bilerek cetvelin 2 cm çizgisinden başlayarak ölçün; bitiş değerinden 2 cm çıkararak uzunluğu bulun.`,
      msg`[AB] ile eşit uzunlukta bir [EF] doğru parçası çizin; arkadaşınız cetvelle kontrol etsin.`,
      msg`Gönye ve cetvelle [EF]’ye paralel bir doğru parçası ve E noktasından [EF]’ye dik bir doğru parçası çizin.`,
    ],
    observations: [
      msg`Işını neden ölçemiyoruz?`,
      msg`Cetvelin 0’dan başlamayan bir yerinden ölçünce ne yapmak gerekti?`,
      msg`Dik çizdiğin doğru parçasının oluşturduğu açıyı gönyenin köşesiyle nasıl kontrol ettin?`,
    ],
    conclusion: msg`Doğru ve ışın sınırsız uzandığı için ölçülemez; doğru parçasının iki ucu vardır ve uzunluğu ölçülür. Eşit uzunlukta doğru parçası ölçüp işaretleyerek çizilir; paralel doğrular hiç kesişmez, dik doğrular dik açıyla kesişir.`,
  },
  questions: [
    {
      id: 'segment',
      prompt: msg`İki ucu belli olan ve uzunluğu ölçülebilen düz çizgiye ne denir?`,
      options: [msg`Doğru`, msg`Işın`, msg`Doğru parçası`],
      correctIndex: 2,
      explanation: msg`Doğru parçasının iki ucu vardır ve uzunluğu ölçülebilir. Doğru iki yönde, ışın bir yönde sınırsızca uzar.`,
      hints: [msg`Hangisinin iki ucu da var?`, msg`Cetvelle neyin uzunluğunu ölçebilirsin?`],
    },
    {
      id: 'notation',
      prompt: msg`[AB] gösterimi neyi ifade eder?`,
      options: [msg`AB ışınını`, msg`AB doğru parçasını`, msg`AB doğrusunu`],
      correctIndex: 1,
      explanation: msg`İki köşeli parantez iki ucun da dâhil olduğunu gösterir: [AB], A ile B arasındaki doğru parçasıdır. [AB ise A’dan başlayan ışındır.`,
      hints: [msg`Gösterimde kaç tane köşeli parantez var?`, msg`İki ucu da kapalı olan hangisidir?`],
    },
    {
      id: 'measurable',
      prompt: msg`Aşağıdakilerden hangisinin uzunluğu ölçülebilir?`,
      options: [msg`Doğru parçası`, msg`Işın`, msg`Doğru`],
      correctIndex: 0,
      explanation: msg`Işın ve doğru sınırsız uzandığı için uzunlukları ölçülemez. Doğru parçasının iki ucu olduğundan uzunluğu ölçülür.`,
      hints: [msg`Sınırsız uzanan bir şeyin sonu var mıdır?`, msg`Hangisinin iki ucu vardır?`],
    },
    {
      id: 'parallel',
      prompt: msg`Aynı düzlemde bulunan ve hiç kesişmeyen iki doğruya ne denir?`,
      options: [msg`Dik doğrular`, msg`Paralel doğrular`, msg`Kesişen doğrular`],
      correctIndex: 1,
      explanation: msg`Hiç kesişmeyen doğrular paraleldir; tren rayları gibi. Dik doğrular kesişir ve dik açı oluşturur.`,
      hints: [msg`Tren raylarını düşün.`, msg`Dik doğrular kesişir mi?`],
    },
    {
      id: 'offset-ruler',
      prompt: msg`Bir doğru parçası cetvelin 2 cm çizgisinden başlayıp 9,5 cm çizgisinde bitiyor. Uzunluğu kaç santimetredir?`,
      options: [msg`9,5`, msg`11,5`, msg`2`, msg`7,5`],
      correctIndex: 3,
      explanation: msg`Başlangıç 0 olmadığı için bitişten başlangıcı çıkarırız: 9,5 − 2 = 7,5 cm.`,
      hints: [msg`Doğru parçası cetvelin 0 çizgisinden mi başlıyor?`, msg`Bitiş ile başlangıç arasındaki farkı bul.`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Cetvelle ölç ve çiz`,
    instructions: msg`Ölçme görevlerinde doğru parçasının uzunluğunu cetvelden oku ve yaz; çizme görevlerinde çizginin ucunu sürükleyerek ya da ok tuşlarıyla istenen uzunluğa getir.`,
    manipulative: {
      type: 'ruler',
      lengthCm: 15,
      millimetres: true,
      tasks: [
        { kind: 'measure', prompt: msg`Kalem cetvelin 0’ından başlamıyor. Boyu kaç milimetre?`, object: 'pencil', startMm: 20, lengthMm: 64, unit: 'mm' },
        { kind: 'draw', prompt: msg`Kalemin boyuna eşit uzunlukta bir doğru parçası çiz: 6,4 cm.`, lengthMm: 64 },
        { kind: 'measure', prompt: msg`Kurdelenin boyunu santimetre cinsinden yaz.`, object: 'ribbon', startMm: 10, lengthMm: 90, unit: 'cm' },
        { kind: 'draw', prompt: msg`Kurdeleye eşit uzunlukta bir doğru parçası çiz.`, lengthMm: 90 },
        { kind: 'draw', prompt: msg`Uzunluğu 12,5 cm olan bir doğru parçası çiz.`, lengthMm: 125 },
      ],
    },
  },
  worksheet: {
    title: msg`Doğru, Işın, Doğru Parçası Çalışma Sayfası`,
    instructions: msg`Cetvel ve gönyeyle çiz; ölçtüklerini tabloya yaz.`,
    tasks: [
      { prompt: msg`Bir doğru, bir ışın ve bir doğru parçası çiz; her birini harflerle adlandırıp sembolle göster.`, lines: 3 },
      { prompt: msg`Uzunluğu 5,8 cm olan bir [KL] doğru parçası çiz; K noktasından [KL]’ye dik bir doğru parçası çiz.`, lines: 3 },
      { prompt: msg`Defterinde ve sınıfında paralel ve dik doğru parçalarına üçer örnek yaz.`, lines: 2 },
    ],
    table: {
      caption: msg`Ölçtüğüm doğru parçaları`,
      columns: [msg`Doğru parçası`, msg`Başlangıç (cm)`, msg`Bitiş (cm)`, msg`Uzunluk (cm)`],
      rows: 4,
    },
  },
  story: {
    title: msg`Fındık’ın Fener Işığı`,
    paragraphs: [
      msg`Bir akşam Fındık yeni el fenerini yaktı. Işık fenerden başladı ve karanlık ormanın içine doğru uzandı. “Bu ışığın sonu nerede?” diye sordu.`,
      msg`Baykuş Bilge güldü: “Işın gibi: bir başlangıcı var ama sonu yok. Sen ancak bir parçasını ölçebilirsin.”`,
      msg`Ertesi gün Kirpi Diken yuvasına raf yapacaktı. Fındık’tan bir çubuğu 12 cm uzunluğunda kesmesini istedi. Fındık cetveli 0’dan değil 3 cm’den başlatıp 12 cm’de işaretledi; çubuk kısa kaldı.`,
      msg`“Başlangıç 0 değilse bitişten başlangıcı çıkarmalısın,” dedi Bilge. Fındık bu kez 0’dan ölçtü; raf tam oldu.`,
    ],
    lesson: msg`Doğru parçasının iki ucu vardır ve uzunluğu ölçülür; cetvelle ölçerken 0 çizgisinden başlamak ya da başlangıç değerini çıkarmak gerekir.`,
  },
};
