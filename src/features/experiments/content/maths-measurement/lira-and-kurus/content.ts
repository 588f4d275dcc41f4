import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Kantinde bir simit 7 lira 50 kuruş. 10 lira verirsen ne kadar para üstü alırsın? Bunu bulmak için lira ile kuruşun ilişkisini bilmeliyiz.`,
    sections: [
      {
        heading: msg`100 kuruş, 1 lira eder`,
        paragraphs: [
          msg`Kuruş, liradan küçük para birimidir. 100 kuruş 1 liraya eşittir.`,
          msg`2 tane 50 kuruş 1 lira eder. 4 tane 25 kuruş da 1 lira eder. 3 tane 50 kuruş, 1 lira 50 kuruş eder.`,
        ],
      },
      {
        heading: msg`Tutarları karşılaştırma`,
        paragraphs: [
          msg`Tutarları karşılaştırırken önce liralara, liralar eşitse kuruşlara bakarız.`,
          msg`3 lira mı, 2 lira 50 kuruş mu daha çok? Önce liralara bakarız: 3, 2’den büyüktür. 3 lira daha çoktur.`,
        ],
      },
      {
        heading: msg`Ödeme ve para üstü`,
        paragraphs: [
          msg`Birkaç şey alınca fiyatları toplarız. Verdiğimiz para fiyattan çoksa aradaki fark para üstüdür.`,
          msg`13 liralık kalem için 20 lira verirsek para üstü 20 − 13 = 7 liradır.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Lira`, definition: msg`Türk parasının birimi; 1 lira 100 kuruştur.` },
      { term: msg`Kuruş`, definition: msg`Liradan küçük para birimi.` },
      { term: msg`Para üstü`, definition: msg`Verilen para ile ödenmesi gereken tutar arasındaki fark.` },
    ],
  },
  procedure: {
    goal: msg`Oyun parasıyla kurulan sınıf kantininde lira ve kuruşla ödeme yapmak ve para üstünü hesaplamak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Oyun parası: 5, 10, 25, 50 kuruşluk ve 1 liralık karton madeni paralar`, quantity: msg`Her gruba her birinden 10 tane` },
      { name: msg`Oyun parası: 5, 10, 20 ve 50 liralık kâğıt paralar`, quantity: msg`Her gruba her birinden 4 tane` },
      { name: msg`Fiyat etiketli ürün kartları (kuruşlu fiyatlar da olsun)`, quantity: msg`Her gruba 8 tane` },
      { name: msg`Kalem ve defter`, quantity: msg`Her öğrenciye 1` },
    ],
    safety: [msg`Gerçek madeni paralarla çalışırsanız paraları ağzına alma; işin bitince ellerini yıka.`],
    steps: [
      msg`Kuruşlarla 1 lira oluştur: önce 50 kuruşlarla, sonra 25 kuruşlarla. Kaçar tane gerekti?`,
      msg`Bir grup arkadaşın satıcı, öbürü alıcı olsun. Alıcı bir ürün kartı seçsin ve fiyatını yüksek sesle okusun.`,
      msg`Alıcı fiyattan daha büyük bir para versin; örneğin 13 liralık ürün için 20 lira.`,
      msg`Satıcı para üstünü hesaplasın ve versin. Alıcı para üstünü sayarak denetlesin.`,
      msg`İki ürün birden alın. Fiyatları toplayın, sonra ödeme yapın.`,
      msg`Her alışverişi defterine yaz: fiyat, verilen para, para üstü.`,
    ],
    observations: [msg`1 lirayı kuruşlarla kaç farklı yolla oluşturdun?`, msg`Para üstünü bulmak için hangi işlemi yaptın?`],
    conclusion: msg`100 kuruş 1 liradır. Para üstü, verilen paradan fiyatın çıkarılmasıyla bulunur.`,
  },
  questions: [
    {
      id: 'kurus-in-lira',
      prompt: msg`1 lira kaç kuruştur?`,
      options: [msg`10`, msg`50`, msg`100`],
      correctIndex: 2,
      explanation: msg`1 lira 100 kuruştur. Bu yüzden 2 tane 50 kuruş ya da 4 tane 25 kuruş 1 lira eder.`,
      hints: [msg`2 tane 50 kuruş 1 lira eder.`, msg`50 ile 50’yi topla.`],
    },
    {
      id: 'three-fifties',
      prompt: msg`3 tane 50 kuruş kaç eder?`,
      options: [msg`1 lira 50 kuruş`, msg`50 kuruş`, msg`3 lira`],
      correctIndex: 0,
      explanation: msg`2 tane 50 kuruş 1 lira eder. Üçüncü 50 kuruşu da ekleyince 1 lira 50 kuruş olur.`,
      hints: [msg`Önce 2 tane 50 kuruşu bir araya getir. Kaç eder?`, msg`Kalan 50 kuruşu da ekle.`],
    },
    {
      id: 'compare',
      prompt: msg`Hangisi daha çok paradır?`,
      options: [msg`75 kuruş`, msg`1 lira`, msg`İkisi eşittir`],
      correctIndex: 1,
      explanation: msg`1 lira 100 kuruştur. 100 kuruş, 75 kuruştan 25 kuruş fazladır.`,
      hints: [msg`1 lira kaç kuruştur?`, msg`O sayıyı 75 ile karşılaştır.`],
    },
    {
      id: 'change',
      prompt: msg`Elif 50 liralık bir kitap için 100 lira verdi. Kaç lira para üstü alır?`,
      options: [msg`150`, msg`50`, msg`40`],
      correctIndex: 1,
      explanation: msg`Para üstü = verilen para − fiyat: 100 − 50 = 50 lira.`,
      hints: [msg`Elif fiyattan fazla mı verdi, az mı?`, msg`Verilen paradan fiyatı çıkar.`],
    },
    {
      id: 'total',
      prompt: msg`Ayran 8 lira, simit 7 lira. İkisini birlikte almak için kaç lira gerekir?`,
      options: [msg`15`, msg`1`, msg`78`],
      correctIndex: 0,
      explanation: msg`İki şey birlikte alınınca fiyatlar toplanır: 8 + 7 = 15 lira.`,
      hints: [msg`Birden çok şey alınca fiyatları ne yaparız?`, msg`8’den başla, 7 ileri say.`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Kantin kasası`,
    instructions: msg`− ve + düğmeleriyle paraları masaya koy ya da masadan al. İstenen tutarı ya da para üstünü masaya koyunca “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'money',
      pieces: [5, 10, 25, 50, 100, 500, 1000, 2000, 5000],
      tasks: [
        { kind: 'make', prompt: msg`Masaya 1 lira 50 kuruş koy.`, amount: 150 },
        { kind: 'make', prompt: msg`Masaya 3 lira 75 kuruş koy.`, amount: 375 },
        { kind: 'fewest', prompt: msg`85 kuruşu en az sayıda madeni parayla öde.`, amount: 85 },
        { kind: 'change', prompt: msg`Kalem 13 lira. 20 lira verdin. Para üstünü masaya koy.`, price: 1300, paid: 2000 },
        { kind: 'change', prompt: msg`Simit 7 lira 50 kuruş. 10 lira verdin. Para üstünü masaya koy.`, price: 750, paid: 1000 },
        { kind: 'fewest', prompt: msg`Top 45 lira. En az sayıda parayla öde.`, amount: 4500 },
      ],
    },
  },
  worksheet: {
    title: msg`Lira ve Kuruş Çalışma Sayfası`,
    instructions: msg`Kantin oyunundaki alışverişlerini tabloya yaz. Sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`1 lirayı üç farklı yolla kuruşlarla göster. Çiz ya da yaz.`, lines: 3 },
      { prompt: msg`Cebinde 1 lira ve 2 tane 25 kuruş var. Kaç lira kaç kuruşun var?`, lines: 1 },
      { prompt: msg`Defter 24 lira, kalem 12 lira. 50 lira veren Can kaç lira para üstü alır?`, lines: 3 },
    ],
    table: {
      caption: msg`Kantin alışverişlerim`,
      columns: [msg`Ürün`, msg`Fiyatı`, msg`Verdiğim para`, msg`Para üstü`],
      rows: 5,
    },
  },
  story: {
    title: msg`Fındık’ın Kumbarası`,
    paragraphs: [
      msg`Fındık kumbarasını açtı. İçinden 50 kuruşluklar, 25 kuruşluklar ve 1 liralar döküldü.`,
      msg`Önce 50 kuruşları ikişer ikişer grupladı: “Her grup 1 lira!” 3 grup oldu. Sonra 25 kuruşları dörder dörder grupladı: 2 grup daha.`,
      msg`Yanında 4 tane de 1 lira vardı. Hepsini saydı: 3 + 2 + 4 = 9 lira.`,
      msg`Kırtasiyede 7 lira 50 kuruşluk bir boya kalemi beğendi. 8 lira verdi, satıcı 50 kuruş para üstü verdi.`,
      msg`Fındık 50 kuruşu kumbarasına geri attı. “Kuruş kuruş biriktirmek de işe yarıyor” dedi.`,
    ],
    lesson: msg`100 kuruş 1 lira eder; para üstü, verdiğimiz paradan fiyatın çıkarılmasıyla bulunur.`,
  },
};
