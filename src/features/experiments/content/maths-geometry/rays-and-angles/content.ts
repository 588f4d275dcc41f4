import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Kalemin kâğıtta bıraktığı iz, tren rayı, el fenerinin ışığı, makasın açılan ağzı… Geometrinin temel kavramlarının hepsine çevremizde birer örnek bulabiliriz.`,
    sections: [
      {
        heading: msg`Nokta, doğru, doğru parçası, ışın`,
        paragraphs: [
          msg`Kalemin ucunu kâğıda dokundurunca kalan iz bir noktadır. Noktalara A, B, C gibi büyük harflerle ad veririz.`,
          msg`İki ucu da sınırlı olan düz çizgiye doğru parçası denir; bir cetvelin kenarı gibi. Bir ucundan sınırlı, öbür ucundan sonsuza uzayan çizgi ışındır; el fenerinin ışığı gibi. İki yönde de sonsuza uzayan düz çizgi doğrudur; çizerken uçlarına ok koyarız.`,
        ],
      },
      {
        heading: msg`Açı`,
        paragraphs: [
          msg`Başlangıç noktaları aynı olan iki ışının oluşturduğu şekle açı denir. Ortak başlangıç noktası açının köşesi, iki ışın açının kenarlarıdır.`,
          msg`Makasın ağzı, pergelin kolları, açılan kapı ve saatin kolları açı modelleridir.`,
        ],
      },
      {
        heading: msg`Açıları dik açıyla karşılaştırmak`,
        paragraphs: [
          msg`Kitabın ya da kâğıdın köşesindeki açı dik açıdır. Bir kâğıdı iki kez katlayarak bir dik açı ölçer yapabiliriz.`,
          msg`Dik açıdan küçük açılara dar açı, dik açıdan büyük açılara geniş açı denir. Kenarları aynı doğru üzerinde, ters yönlere uzanan açıya doğru açı denir.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Işın`, definition: msg`Bir ucu sınırlı, öbür ucu sonsuza uzayan düz çizgi.` },
      { term: msg`Doğru parçası`, definition: msg`İki ucu da sınırlı olan düz çizgi.` },
      { term: msg`Açı`, definition: msg`Başlangıç noktaları ortak iki ışının oluşturduğu şekil.` },
      { term: msg`Dik açı`, definition: msg`Kâğıdın köşesindeki gibi açı.` },
      { term: msg`Dar açı`, definition: msg`Dik açıdan küçük açı.` },
      { term: msg`Geniş açı`, definition: msg`Dik açıdan büyük, doğru açıdan küçük açı.` },
    ],
  },
  procedure: {
    goal: msg`Çevredeki nesnelerde ve kâğıt üzerinde nokta, doğru parçası, ışın ve açı modelleri bulmak; açıları katlanmış kâğıttan yapılan dik açı ölçerle karşılaştırmak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Boş kâğıt (A4)`, quantity: msg`Her öğrenciye 2 sayfa` },
      { name: msg`Cetvel ve kurşun kalem`, quantity: msg`Her öğrenciye 1’er tane` },
      { name: msg`Pipet ya da dondurma çubuğu`, quantity: msg`Her öğrenciye 2 tane` },
      { name: msg`Çatal çivi (kelebek raptiye)`, quantity: msg`Her öğrenciye 1 tane` },
    ],
    safety: [msg`Çatal çivinin ucu sivridir; çubuklara takarken öğretmeninden yardım iste.`, msg`Çubukları ve cetveli arkadaşına doğru sallama.`],
    steps: [
      msg`Kâğıda A ve B adlı iki nokta koy ve cetvelle birleştir: Bu, AB doğru parçasıdır. Bir başka noktadan tek yöne uzanan bir çizgi çiz, ucuna ok koy: Bu bir ışındır.`,
      msg`İki pipeti uçlarından çatal çiviyle birleştir. Pipetleri açıp kapatarak farklı açılar yap; köşeyi ve kenarları arkadaşına göster.`,
      msg`Bir kâğıdı ikiye katla, sonra katlama çizgisi üst üste gelecek biçimde yeniden katla. Oluşan köşe bir dik açıdır: Bu senin dik açı ölçerin.`,
      msg`Sınıfta kapı, pencere, kitap ve makas gibi nesnelerdeki açıları dik açı ölçerinle karşılaştır. Dik açıdan küçük mü, eşit mi, büyük mü? Tabloya yaz.`,
      msg`Pipetlerle önce dar, sonra dik, sonra geniş bir açı yap. En sonunda pipetleri düz bir çizgi olacak biçimde aç.`,
    ],
    observations: [
      msg`Doğru parçası ile ışını nasıl ayırt ettin?`,
      msg`Sınıfta hangi nesnelerde dik açı buldun?`,
      msg`Pipetleri dümdüz açtığında nasıl bir açı oluştu?`,
    ],
    conclusion: msg`Doğru parçasının iki ucu, ışının bir ucu sınırlıdır; doğru ise iki yönde de uzar. Başlangıç noktası ortak iki ışın bir açı oluşturur. Açıları dik açıyla karşılaştırırız: Dik açıdan küçük olan dar, büyük olan geniş açıdır; kenarları bir doğru oluşturan açı doğru açıdır.`,
  },
  questions: [
    {
      id: 'torch-light',
      prompt: msg`El fenerinden çıkan ışık hangisine örnektir?`,
      options: [msg`Doğru parçası`, msg`Işın`, msg`Nokta`],
      correctIndex: 1,
      explanation: msg`Işık fenerden başlar ve tek yönde uzayıp gider. Bir ucu sınırlı, öbür ucu uzayan çizgi ışındır.`,
      hints: [msg`Işık nereden başlıyor, nereye kadar gidiyor?`, msg`Bir ucu belli, öbür ucu uzayıp giden çizgiye ne ad veriyorduk?`],
    },
    {
      id: 'what-is-an-angle',
      prompt: msg`Açı nasıl oluşur?`,
      options: [msg`İki noktanın birleşmesiyle`, msg`Tek bir ışınla`, msg`Başlangıç noktaları ortak iki ışınla`],
      correctIndex: 2,
      explanation: msg`Başlangıç noktaları aynı olan iki ışın bir açı oluşturur. Ortak nokta açının köşesi, ışınlar da kenarlarıdır.`,
      hints: [msg`Pipetlerle açı yaparken kaç pipet kullandın?`, msg`Pipetler nereden birbirine bağlıydı?`],
    },
    {
      id: 'book-corner',
      prompt: msg`Kitabının köşesindeki açı hangisidir?`,
      options: [msg`Dik açı`, msg`Dar açı`, msg`Geniş açı`],
      correctIndex: 0,
      explanation: msg`Kitabın, defterin ve kâğıdın köşeleri dik açıdır; dik açı ölçerimiz de kâğıttan yapılır.`,
      hints: [msg`Dik açı ölçerini neyden yapmıştın?`, msg`Dik açı ölçerini kitabın köşesine koyduğunu düşün.`],
    },
    {
      id: 'scissors',
      prompt: msg`Makasın ağzı biraz açık ve açısı dik açı ölçerinden küçük. Bu açı hangisidir?`,
      options: [msg`Geniş açı`, msg`Dar açı`, msg`Doğru açı`],
      correctIndex: 1,
      explanation: msg`Dik açıdan küçük açılara dar açı denir.`,
      hints: [msg`Açı dik açıdan küçük mü, büyük mü?`, msg`Dik açıdan küçük açılara ne ad veriyorduk?`],
    },
    {
      id: 'straight-angle',
      prompt: msg`Pipetleri birbirinin tam ters yönünde, dümdüz bir çizgi olacak biçimde açtın. Hangi açıyı oluşturdun?`,
      options: [msg`Dik açı`, msg`Dar açı`, msg`Doğru açı`],
      correctIndex: 2,
      explanation: msg`Kenarları aynı doğru üzerinde ters yönlere uzanan açıya doğru açı denir; iki dik açı kadardır.`,
      hints: [msg`Pipetler birlikte nasıl bir çizgi oluşturdu?`, msg`Açının adı, kenarlarının oluşturduğu çizginin adına benziyor.`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Açı yapıcı`,
    instructions: msg`Açının dönen kenarını sürükle ya da düğmelerle çevir. Dik açıyı kâğıdın köşesi gibi düşün. İstenen açıyı yapınca “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'angle-maker',
      protractor: false,
      tasks: [
        { kind: 'type', prompt: msg`Kâğıdın köşesi gibi bir dik açı yap.`, angle: 'right' },
        { kind: 'type', prompt: msg`Dik açıdan küçük bir açı, yani bir dar açı yap.`, angle: 'acute' },
        { kind: 'type', prompt: msg`Dik açıdan büyük bir açı, yani bir geniş açı yap.`, angle: 'obtuse' },
        { kind: 'type', prompt: msg`Kenarlar dümdüz bir çizgi oluştursun: bir doğru açı yap.`, angle: 'straight' },
      ],
    },
  },
  worksheet: {
    title: msg`Nokta, Işın ve Açı Çalışma Sayfası`,
    instructions: msg`Çizimlerini cetvelle yap ve sınıfta bulduğun açıları tabloya yaz.`,
    tasks: [
      { prompt: msg`K ve L noktalarını birleştiren bir doğru parçası ile M noktasından başlayan bir ışın çiz.`, lines: 4 },
      { prompt: msg`Bir açı çiz. Köşesine O adını ver ve kenarlarını renkli kalemle boya.`, lines: 4 },
      { prompt: msg`Çevrende doğru parçasına, ışına ve doğruya birer örnek yaz.`, lines: 3 },
    ],
    table: {
      caption: msg`Sınıfta bulduğum açılar`,
      columns: [msg`Nesne`, msg`Dik açıdan küçük mü, eşit mi, büyük mü?`, msg`Açının adı`],
      rows: 5,
    },
  },
  story: {
    title: msg`Fındık’ın Fener Oyunu`,
    paragraphs: [
      msg`Bir akşam elektrikler kesildi. Fındık ile Kirpi Diken el fenerleriyle oyun oynamaya başladılar.`,
      msg`Fındık fenerini yaktı: “Bak, ışık fenerden başlayıp duvara kadar uzanıyor. Duvar olmasaydı uzayıp gidecekti!” Diken güldü: “O zaman bu bir ışın!”`,
      msg`Diken de fenerini aynı noktadan başka bir yöne tuttu. İki ışık aynı yerden çıkıp açılıyordu. “İki ışın ve ortak bir başlangıç noktası… Bir açı yaptık!” dedi Fındık.`,
      msg`Fenerleri birbirinden uzağa çevirdikçe açı büyüdü, birbirine doğru çevirdikçe küçüldü. Fenerleri bir kitabın köşesine dayayıp kitabın iki kenarı boyunca tuttuklarında ışıklar bir dik açı oluşturdu.`,
      msg`Elektrikler geldiğinde ikisi de bir şey öğrenmişti: Açı, iki ışın arasındaki açıklığın büyüklüğüne göre ad alır.`,
    ],
    lesson: msg`Başlangıç noktaları ortak iki ışın bir açı oluşturur. Açıları dik açıyla karşılaştırarak dar, dik ve geniş diye ayırırız.`,
  },
};
