import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Bir makasın bıçakları açıldıkça iki doğru kesişir ve dört açı oluşur. Bu açılar arasında şaşırtıcı ilişkiler vardır: bazıları her zaman eşittir, bazılarının toplamı hep aynıdır.`,
    sections: [
      {
        heading: msg`Komşu açılar`,
        paragraphs: [
          msg`Köşeleri ve birer kolları ortak olan, iç bölgeleri ortak olmayan iki açıya komşu açılar denir.`,
          msg`Komşu açıların ortak olmayan kolları arasındaki açı, iki açının ölçüleri toplamına eşittir. 30° ile 40°’lik komşu açılar birlikte 70°’lik bir açı oluşturur.`,
        ],
      },
      {
        heading: msg`Tümler ve bütünler açılar`,
        paragraphs: [
          msg`Ölçüleri toplamı 90° olan iki açıya tümler açılar denir. 35°’lik bir açının tümleri 90° − 35° = 55°’dir. Komşu tümler açılar birlikte bir dik açı oluşturur.`,
          msg`Ölçüleri toplamı 180° olan iki açıya bütünler açılar denir. 120°’lik bir açının bütünleri 180° − 120° = 60°’dir. Komşu bütünler açıların ortak olmayan kolları bir doğru oluşturur.`,
        ],
      },
      {
        heading: msg`Ters açılar`,
        paragraphs: [
          msg`İki doğru kesiştiğinde karşı karşıya gelen açılara ters açılar denir. Ters açıların ölçüleri eşittir.`,
          msg`Bunun nedeni, ters açıların ikisinin de aradaki açının bütünleri olmasıdır: biri 70° ise aradaki açı 110°, karşısındaki açı yine 180° − 110° = 70° olur.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Komşu açılar`, definition: msg`Köşeleri ve birer kolları ortak, iç bölgeleri ayrık iki açı.` },
      { term: msg`Tümler açılar`, definition: msg`Ölçüleri toplamı 90° olan iki açı.` },
      { term: msg`Bütünler açılar`, definition: msg`Ölçüleri toplamı 180° olan iki açı.` },
      { term: msg`Ters açılar`, definition: msg`Kesişen iki doğrunun oluşturduğu, karşı karşıya gelen ve ölçüleri eşit olan açılar.` },
    ],
  },
  procedure: {
    goal: msg`Kâğıttan kesilen açılarla tümler ve bütünler açıları oluşturmak, kesişen doğrularda ters açıları ölçerek karşılaştırmak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`İletki`, quantity: msg`Her öğrenciye 1 tane` },
      { name: msg`Cetvel`, quantity: msg`Her öğrenciye 1 tane` },
      { name: msg`Renkli kâğıt (A4)`, quantity: msg`Her öğrenciye 2 sayfa` },
      { name: msg`Makas`, quantity: msg`Her öğrenciye 1 tane` },
      { name: msg`İki dondurma çubuğu ve raptiye ya da ataç`, quantity: msg`Her gruba 1 takım` },
    ],
    safety: [
      msg`Makasla keserken kâğıdı tutan elini kesme çizgisinden uzak tut; makası kapalı ve sapından uzatarak ver.`,
      msg`Çubukları raptiyeyle öğretmenin birleştirsin; hazır “makası” kullanırken raptiyenin sivri ucunu kendine ya da arkadaşına doğru tutma, iş bitince öğretmenine geri ver.`,
      msg`İletki ve cetveli bükme; kırılan plastik parçaları çıplak elle toplama, öğretmenine haber ver.`,
    ],
    steps: [
      msg`Kâğıda bir dik açı çiz (kâğıdın köşesini kullanabilirsin). Köşeden çıkan bir ışın çizerek dik açıyı iki açıya böl.`,
      msg`İki açıyı iletkiyle ölç ve topla. Sonucu tabloya yaz; iki açı tümler mi?`,
      msg`Cetvelle bir doğru çiz ve üzerindeki bir noktadan bir ışın çiz. Oluşan iki komşu açıyı ölç ve topla.`,
      msg`Bu iki açıyı makasla kesip köşeleri üst üste gelecek biçimde yan yana koy. Ortak olmayan kolları ne oluşturuyor?`,
      msg`Cetvelle kesişen iki doğru çiz. Oluşan dört açıyı ölç ve karşı karşıya gelen açıları karşılaştır.`,
      msg`Öğretmeninin ortalarından raptiyeyle birleştirdiği iki dondurma çubuğunu “makas” gibi aç ve kapat. Çubukları açıp kapatırken ters açıları gözle ve tahmin et.`,
    ],
    observations: [
      msg`Dik açıyı böldüğünde oluşan açıların toplamı her seferinde kaç derece oldu?`,
      msg`Doğru üzerindeki komşu açıların toplamı neydi?`,
      msg`Kesişen doğrularda karşı karşıya gelen açılar hakkında ne fark ettin?`,
    ],
    conclusion: msg`Bir dik açıyı oluşturan iki açı tümlerdir (toplamları 90°), bir doğru üzerindeki iki komşu açı bütünlerdir (toplamları 180°). Kesişen iki doğrunun oluşturduğu ters açıların ölçüleri her zaman eşittir.`,
  },
  questions: [
    {
      id: 'complement-of-25',
      prompt: msg`25°’lik bir açının tümleri kaç derecedir?`,
      options: [msg`155°`, msg`65°`, msg`75°`, msg`25°`],
      correctIndex: 1,
      explanation: msg`Tümler açıların toplamı 90°’dir: 90° − 25° = 65°.`,
      hints: [msg`Tümler açıların toplamı kaç derecedir?`, msg`Toplamdan verilen açıyı çıkar.`],
    },
    {
      id: 'supplement-of-130',
      prompt: msg`130°’lik bir açının bütünleri kaç derecedir?`,
      options: [msg`50°`, msg`230°`, msg`40°`, msg`130°`],
      correctIndex: 0,
      explanation: msg`Bütünler açıların toplamı 180°’dir: 180° − 130° = 50°.`,
      hints: [msg`Bütünler açıların toplamı bir doğru açıya eşittir.`, msg`Doğru açının ölçüsünden 130°’yi çıkar.`],
    },
    {
      id: 'vertical-angles',
      prompt: msg`Kesişen iki doğrunun oluşturduğu açılardan biri 48°’dir. Bu açının ters açısı kaç derecedir?`,
      options: [msg`132°`, msg`42°`, msg`48°`, msg`96°`],
      correctIndex: 2,
      explanation: msg`Ters açıların ölçüleri eşittir, bu yüzden ters açı da 48°’dir. Aradaki komşu açılar ise 180° − 48° = 132°’dir.`,
      hints: [msg`Deneyde karşı karşıya gelen açıları ölçtüğünde ne bulmuştun?`, msg`Ters açılar ile komşu açıları karıştırma.`],
    },
    {
      id: 'equal-complements',
      prompt: msg`Tümler iki açının ölçüleri eşittir. Açılardan biri kaç derecedir?`,
      options: [msg`90°`, msg`60°`, msg`30°`, msg`45°`],
      correctIndex: 3,
      explanation: msg`Eşit iki açının toplamı 90° ise her biri 90° ÷ 2 = 45°’dir.`,
      hints: [msg`İki açının toplamı kaç?`, msg`Toplamı iki eşit parçaya böl.`],
    },
    {
      id: 'two-acute-supplement',
      prompt: msg`Selin, “İki dar açı bütünler olabilir” diyor. Haklı mı?`,
      options: [msg`Evet, her iki dar açı bütünlerdir`, msg`Hayır, iki dar açının toplamı 180°’ye ulaşamaz`, msg`Evet, ikisi de 90° olursa`],
      correctIndex: 1,
      explanation: msg`Dar açılar 90°’den küçüktür; iki dar açının toplamı 180°’den küçük olur. 90°’lik açılar ise dar değil, diktir.`,
      hints: [msg`Bir dar açı en fazla kaç derece olabilir?`, msg`İki dar açının toplamı en fazla ne kadar olabilir?`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Açı yapıcı: açı çiftleri`,
    instructions: msg`Önce istenen açının ölçüsünü hesapla, sonra mavi kolu sürükleyerek ya da ok tuşlarıyla döndürerek o açıyı oluştur (Shift ile 10’ar derece). “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'angle-maker',
      protractor: true,
      tasks: [
        { kind: 'exact', prompt: msg`Bir açı 35°. Bu açının tümleri olan açıyı oluştur.`, degrees: 55 },
        { kind: 'exact', prompt: msg`Bir açı 120°. Bu açının bütünleri olan açıyı oluştur.`, degrees: 60 },
        { kind: 'exact', prompt: msg`Tümleri kendisine eşit olan açıyı oluştur.`, degrees: 45 },
        { kind: 'exact', prompt: msg`İki doğru kesişiyor ve açılardan biri 70°. Bu açının ters açısını oluştur.`, degrees: 70 },
        { kind: 'exact', prompt: msg`Aynı kesişen doğrularda 70°’lik açının komşusu olan açıyı oluştur.`, degrees: 110 },
      ],
    },
  },
  worksheet: {
    title: msg`Açı Çiftleri Çalışma Sayfası`,
    instructions: msg`Ölçümlerini tabloya yaz; hesaplamalarını göstererek soruları cevapla.`,
    tasks: [
      {
        prompt: msg`Bir açının bütünleri, tümlerinin 3 katıdır. Bu açı kaç derecedir? Çözümünü göster. (İpucu: Bir açının bütünleri tümlerinden kaç derece büyüktür?)`,
        lines: 4,
      },
      { prompt: msg`Kesişen iki doğru çiz, bir açıya 40° yaz. Öbür üç açının ölçülerini bulup nedenini açıkla.`, lines: 4 },
      { prompt: msg`Çevrende ters açı görebileceğin iki yer yaz.`, lines: 2 },
    ],
    table: {
      caption: msg`Ölçtüğüm açı çiftleri`,
      columns: [msg`Açı çifti`, msg`1. açı (°)`, msg`2. açı (°)`, msg`Toplam ya da ilişki`],
      rows: 5,
    },
  },
  story: {
    title: msg`Fındık’ın Makas Köprüsü`,
    paragraphs: [
      msg`Dere taşmıştı ve Fındık karşı kıyıya geçmek için iki uzun dalı ortasından bağlayarak bir makas köprü kurdu.`,
      msg`Dallar kesişince dört açı oluştu. Kirpi Diken iletkisiyle üst açıyı ölçtü: 70°. “Alttaki de 70°!” diye bağırdı Kunduz Tahta, aşağıdan bakarak.`,
      msg`“Nasıl bildin?” diye sordu Diken. Tahta güldü: “Yan açılar 110°. Her biri, yanındaki açıyla birlikte düz bir çizgi oluşturuyor; bu yüzden toplamları 180°.”`,
      msg`Fındık tamamladı: “O hâlde karşı karşıya gelen açılar hep eşit: ikisi de 110°’nin bütünleri.”`,
      msg`Köprü sağlam çıktı. Karşıya geçerken Diken mırıldandı: “Ters açılar eşit, komşular bütünler… Artık her makasa başka gözle bakacağım.”`,
    ],
    lesson: msg`Kesişen iki doğrunun oluşturduğu ters açılar eşittir; bir doğru üzerindeki komşu açılar bütünlerdir, yani toplamları 180°’dir.`,
  },
};
