import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`24 fındığı eşit sıralara dizmek istersen 2 sıra, 3 sıra, 4 sıra… yapabilirsin ama 5 sıra yapamazsın. Hangi sayıların bir sayıyı tam böldüğünü bilmek, eşit paylaşmanın ve gruplamanın anahtarıdır.`,
    sections: [
      {
        heading: msg`Çarpan ve kat`,
        paragraphs: [
          msg`Bir doğal sayıyı kalansız bölen doğal sayılara o sayının çarpanları (bölenleri) denir. 12’nin çarpanları 1, 2, 3, 4, 6 ve 12’dir; çünkü 1 × 12, 2 × 6 ve 3 × 4 çarpımları 12’yi verir.`,
          msg`Bir sayının doğal sayılarla çarpımlarına o sayının katları denir. 6’nın katları 0, 6, 12, 18, 24, … diye sürer. Sayı doğrusunda 0’dan 6’şar zıplayınca 6’nın katlarına basarız.`,
        ],
      },
      {
        heading: msg`Bölünebilme kuralları`,
        paragraphs: [
          msg`Birler basamağı 0, 2, 4, 6 ya da 8 olan sayılar 2’ye; 0 ya da 5 olanlar 5’e; 0 olanlar 10’a kalansız bölünür. Son iki basamağının oluşturduğu sayı 4’e bölünen sayılar 4’e bölünür.`,
          msg`Rakamlarının toplamı 3’ün katı olan sayılar 3’e, 9’un katı olan sayılar 9’a kalansız bölünür. Hem 2’ye hem 3’e bölünen sayılar 6’ya da bölünür. Örneğin 123’ün rakamları toplamı 6’dır: 123 sayısı 3’e bölünür, 9’a bölünmez.`,
        ],
      },
      {
        heading: msg`Asal sayılar ve ortak katlar`,
        paragraphs: [
          msg`1’den ve kendisinden başka çarpanı olmayan, 1’den büyük doğal sayılara asal sayı denir: 2, 3, 5, 7, 11, 13, … 2 tek çift asal sayıdır; 1 asal değildir. Eratosthenes kalburunda 2’nin, 3’ün, 5’in, 7’nin katlarını silerek 100’e kadarki asal sayıları buluruz.`,
          msg`Her doğal sayı asal çarpanlarının çarpımı olarak yazılabilir: 60 = 2 × 2 × 3 × 5. İki sayının ortak katları ikisinin de katı olan sayılardır; 4 ile 6’nın ortak katları 12, 24, 36, … diye sürer.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Çarpan (bölen)`, definition: msg`Bir doğal sayıyı kalansız bölen doğal sayı.` },
      { term: msg`Kat`, definition: msg`Bir sayının bir doğal sayıyla çarpımı.` },
      { term: msg`Asal sayı`, definition: msg`1’den büyük, 1’den ve kendisinden başka çarpanı olmayan doğal sayı.` },
      { term: msg`Asal çarpan`, definition: msg`Bir sayının asal olan çarpanı; 60’ın asal çarpanları 2, 3 ve 5.` },
      { term: msg`Ortak kat`, definition: msg`İki ya da daha çok sayının her birinin katı olan sayı.` },
    ],
  },
  procedure: {
    goal: msg`Yüzlük sayı tablosunda Eratosthenes kalburunu uygulayarak asal sayıları bulmak ve katların tabloda oluşturduğu örüntüleri incelemek.`,
    durationMinutes: 40,
    materials: [
      { name: msg`1’den 100’e kadar sayı tablosu çıktısı`, quantity: msg`Her öğrenciye 2 tane` },
      { name: msg`Dört farklı renkte boya kalemi`, quantity: msg`Her öğrenciye 1 takım` },
      { name: msg`Cetvel ve kurşun kalem`, quantity: msg`Her öğrenciye 1’er tane` },
    ],
    safety: [
      msg`Boya kalemlerini paylaşırken fırlatma; ucu sivri kalemleri ucu aşağı bakacak biçimde taşı.`,
      msg`Kalem açarken talaşı çöpe dök; kalemtıraşın bıçağına parmağını değdirme.`,
    ],
    steps: [
      msg`Birinci tabloda 1’in üzerini çiz; 1 asal değildir.`,
      msg`2’yi daire içine al, 2’nin öteki bütün katlarının üzerini birinci renkle çiz.`,
      msg`Üzeri çizilmemiş ilk sayı 3’tür. 3’ü daire içine al, öteki katlarını ikinci renkle çiz. Aynısını 5 ve 7 için yap.`,
      msg`Üzeri çizilmemiş bütün sayıları daire içine al: bunlar 100’e kadarki asal sayılardır. Kaç tane olduklarını say.`,
      msg`İkinci tabloda 4’ün katlarını bir renge, 6’nın katlarını başka bir renge boya. İki renge de boyanan sayıları listele: bunlar 4 ile 6’nın ortak katlarıdır.`,
    ],
    observations: [
      msg`2’nin ve 5’in katları tabloda nasıl bir örüntü oluşturdu?`,
      msg`7’den sonra yeni bir sayının katlarını silmek neden gerekmedi?`,
      msg`4 ile 6’nın ortak katları arasında en küçüğü hangisi?`,
    ],
    conclusion: msg`Bir sayının katları sayı tablosunda düzenli örüntüler oluşturur. Katları silinince geriye kalan sayılar asal sayılardır; 100’e kadar 25 asal sayı vardır. İki sayının ortak katları, iki sayının da katı olan sayılardır.`,
  },
  questions: [
    {
      id: 'not-a-factor',
      prompt: msg`Aşağıdakilerden hangisi 36’nın çarpanı değildir?`,
      options: [msg`4`, msg`9`, msg`12`, msg`8`],
      correctIndex: 3,
      explanation: msg`36 = 4 × 9 = 3 × 12 olduğundan 4, 9 ve 12 çarpandır. 36 ÷ 8 = 4 kalan 4; 8 çarpan değildir.`,
      hints: [msg`36’yı iki sayının çarpımı olarak yazmayı dene.`, msg`Her seçenek için 36’yı o sayıya böl; kalan var mı?`],
    },
    {
      id: 'divisibility',
      prompt: msg`Aşağıdaki sayılardan hangisi 3’e kalansız bölünür ama 9’a bölünmez?`,
      options: [msg`81`, msg`123`, msg`100`, msg`450`],
      correctIndex: 1,
      explanation: msg`123’ün rakamları toplamı 1 + 2 + 3 = 6’dır; 6, 3’ün katıdır ama 9’un katı değildir. 81’in ve 450’nin rakamları toplamı 9’dur, ikisi de 9’a bölünür; 100’ün rakamları toplamı 1’dir, 3’e bölünmez.`,
      hints: [msg`Her sayının rakamlarını topla.`, msg`Toplam 3’ün katı ama 9’un katı olmayan sayıyı ara.`],
    },
    {
      id: 'prime',
      prompt: msg`Aşağıdakilerden hangisi asal sayıdır?`,
      options: [msg`21`, msg`27`, msg`29`, msg`33`],
      correctIndex: 2,
      explanation: msg`21 = 3 × 7, 27 = 3 × 9, 33 = 3 × 11 olduğundan bu sayılar asal değildir. 29’un 1’den ve kendisinden başka çarpanı yoktur.`,
      hints: [msg`Her sayıyı 2, 3 ve 5’e bölmeyi dene.`, msg`Rakamları toplamı 3’ün katı olan sayılar 3’e bölünür.`],
    },
    {
      id: 'prime-factors',
      prompt: msg`60’ın asal çarpanları hangileridir?`,
      options: [msg`2, 3 ve 5`, msg`2, 3, 4 ve 5`, msg`1, 2, 3 ve 5`, msg`6 ve 10`],
      correctIndex: 0,
      explanation: msg`60 = 2 × 2 × 3 × 5. Asal çarpanlar 2, 3 ve 5’tir. 4, 6 ve 10 asal değildir; 1 de asal sayı değildir.`,
      hints: [msg`60’ı en küçük asal sayıdan başlayarak böl.`, msg`1 asal sayı mıdır?`],
    },
    {
      id: 'common-multiple',
      prompt: msg`Ali 4 günde bir, Ece 6 günde bir kütüphaneye gidiyor. Bugün ikisi birlikte gittiyse en az kaç gün sonra yine birlikte giderler?`,
      options: [msg`10`, msg`24`, msg`12`, msg`2`],
      correctIndex: 2,
      explanation: msg`Ali 4, 8, 12, … gün sonra; Ece 6, 12, … gün sonra gider. İkisinin ilk ortak katı 12’dir; 12 gün sonra yine birlikte giderler. 24 de ortak kattır ama en küçüğü değildir.`,
      hints: [msg`4’ün ve 6’nın katlarını ayrı ayrı yaz.`, msg`İki listede de bulunan ilk sayı hangisi?`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Katlar doğrusu`,
    instructions: msg`Zıplama görevlerinde düğmelerle eşit zıpla; yerleştirme görevlerinde noktayı sürükle ya da ok tuşlarıyla taşı.`,
    manipulative: {
      type: 'number-line',
      min: 0,
      max: 40,
      step: 1,
      labelEvery: 5,
      tasks: [
        {
          kind: 'jumps',
          prompt: msg`Sıfırdan 6’şar zıplayarak 6’nın katlarına bas. 6’nın 4. katında dur.`,
          start: 0,
          target: 24,
          sizes: [6],
          direction: 'forward',
        },
        {
          kind: 'jumps',
          prompt: msg`Sıfırdan 8’er zıplayarak 8’in 40’tan küçük en büyük katına git.`,
          start: 0,
          target: 32,
          sizes: [8],
          direction: 'forward',
        },
        {
          kind: 'jumps',
          prompt: msg`Sıfırdan 4’er zıpla. 6’nın da katı olan ilk sayıda dur: 4 ile 6’nın en küçük ortak katı.`,
          start: 0,
          target: 12,
          sizes: [4],
          direction: 'forward',
        },
        { kind: 'place', prompt: msg`30’un 10 ile 20 arasındaki çarpanını göster.`, target: 15 },
        { kind: 'place', prompt: msg`20’den büyük en küçük asal sayıyı göster.`, target: 23 },
      ],
    },
  },
  worksheet: {
    title: msg`Çarpanlar ve Katlar Çalışma Sayfası`,
    instructions: msg`Sayı tablonu ve bölünebilme kurallarını kullanarak soruları cevapla.`,
    tasks: [
      { prompt: msg`48’in bütün çarpanlarını çarpım çiftleri hâlinde yaz.`, lines: 2 },
      { prompt: msg`2 346 sayısının 2, 3, 4, 5, 6, 9 ve 10’dan hangilerine kalansız bölündüğünü kurallarla açıkla.`, lines: 3 },
      { prompt: msg`84’ü asal çarpanlarına ayır. Bölme merdiveni ya da çarpan ağacı kullan.`, lines: 3 },
    ],
    table: {
      caption: msg`Eratosthenes kalburunda sildiklerim`,
      columns: [msg`Katlarını sildiğim asal sayı`, msg`Silinen ilk üç kat`, msg`Kullandığım renk`],
      rows: 4,
    },
  },
  story: {
    title: msg`Fındık’ın Fındık Tarlası`,
    paragraphs: [
      msg`Fındık, 24 fındık fidanını bahçesine eşit sıralar hâlinde dikmek istiyordu. “Her sırada kaç fidan olsun?” diye düşündü.`,
      msg`Kirpi Diken 5’er fidanlık sıralar önerdi. Fındık denedi: 4 sıra doldu, 4 fidan açıkta kaldı. “24, 5’e kalansız bölünmüyor,” dedi.`,
      msg`Tavşan Pamuk yere çubukla yazdı: 1 × 24, 2 × 12, 3 × 8, 4 × 6. “Bunlar 24’ün çarpan çiftleri. Hangisini istersen seçebilirsin!”`,
      msg`Fındık 4 sıra ve her sırada 6 fidanı seçti. Bahar gelince sıralar yemyeşil oldu; sonbaharda da her sıradan aynı sayıda sepet fındık topladılar.`,
    ],
    lesson: msg`Bir sayıyı kalansız bölen sayılar onun çarpanlarıdır; eşit sıralar ve gruplar ancak çarpanlarla kurulabilir.`,
  },
};
