import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Odana yeni bir halı alacaksın. Halının odaya sığıp sığmayacağını, yani ne kadar yer kaplayacağını bilmek istersin. Bir yüzeyin kapladığı yerin ölçüsüne alan denir.`,
    sections: [
      {
        heading: msg`Birimkareden formüle`,
        paragraphs: [
          msg`Alanı ölçmek için yüzeyi birimkarelerle kaplar ve kareleri sayarız. Kenarları 3 ve 5 birim olan bir dikdörtgende 3 sıra ve her sırada 5 birimkare vardır: 3 × 5 = 15 birimkare.`,
          msg`Bu yüzden dikdörtgenin alanı, uzun kenarı ile kısa kenarının çarpımına eşittir. Kenarı 4 birim olan bir karenin alanı 4 × 4 = 16 birimkaredir.`,
        ],
      },
      {
        heading: msg`Santimetrekare ve metrekare`,
        paragraphs: [
          msg`Bir kenarı 1 cm olan karenin alanına 1 santimetrekare (1 cm²) denir. Defter, kitap kapağı, fotoğraf gibi küçük yüzeyler cm² ile ölçülür.`,
          msg`Bir kenarı 1 m olan karenin alanına 1 metrekare (1 m²) denir. Sınıfın tabanı, bahçe, duvar gibi büyük yüzeyler m² ile ölçülür. Bir sınıfın tabanı yaklaşık 50 m², bir A4 kâğıdı yaklaşık 600 cm²’dir.`,
        ],
      },
      {
        heading: msg`Bilinmeyen kenar ve en büyük alan`,
        paragraphs: [
          msg`Alanı 36 m² ve kısa kenarı 4 m olan bir dikdörtgenin uzun kenarını bulmak için hangi sayıyı 4 ile çarpınca 36 elde edildiğini düşünürüz: 36 ÷ 4 = 9 m.`,
          msg`Çevresi 20 birim olan dikdörtgenler arasında kenarları 1 ve 9, 2 ve 8, 3 ve 7, 4 ve 6, 5 ve 5 olanlar vardır. Alanları 9, 16, 21, 24 ve 25 birimkaredir; kenarlar birbirine yaklaştıkça alan büyür.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Alan`, definition: msg`Bir yüzeyin kapladığı yerin ölçüsü.` },
      { term: msg`Birimkare`, definition: msg`Alan ölçmede kullanılan, kenar uzunluğu 1 birim olan kare.` },
      { term: msg`Santimetrekare (cm²)`, definition: msg`Bir kenarı 1 cm olan karenin alanı.` },
      { term: msg`Metrekare (m²)`, definition: msg`Bir kenarı 1 m olan karenin alanı.` },
    ],
  },
  procedure: {
    goal: msg`Defter, sıra ve sınıf tabanı gibi yüzeylerin alanlarını önce tahmin etmek, sonra ölçüp hesaplamak ve tahminleri karşılaştırmak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`30 cm’lik cetvel`, quantity: msg`Her öğrenciye 1 tane` },
      { name: msg`Şerit metre`, quantity: msg`Her dört kişilik gruba 1 tane` },
      { name: msg`Gazete kâğıdı ve kâğıt bant (1 m × 1 m’lik kare yapmak için)`, quantity: msg`Her gruba 4 yaprak ve 1 rulo` },
      { name: msg`1 cm’lik kareli kâğıt`, quantity: msg`Her öğrenciye 1 yaprak` },
    ],
    safety: [
      msg`Şerit metreyi geri sararken ucunu bırakma; hızla dönen uç eline ya da yüzüne çarpabilir.`,
      msg`Yere serdiğiniz gazete karelerinin üzerinde koşmayın; kâğıt kayabilir.`,
    ],
    steps: [
      msg`Kareli kâğıdı defterinin kapağına koyup kaç birimkare kapladığını tahmin et ve tabloya yaz.`,
      msg`Defter kapağının kenarlarını cetvelle ölç; alanını uzun kenar × kısa kenar ile cm² cinsinden hesapla ve tahminle karşılaştır.`,
      msg`Gruptaki gazete kâğıtlarını bantla birleştirip kenarları 1 m olan bir kare yapın. Bu, 1 m²’dir.`,
      msg`Sınıfın tabanına 1 m²’lik kareden kaç tane sığacağını tahmin edin; sonra tabanın iki kenarını şerit metreyle ölçüp alanı m² olarak hesaplayın.`,
      msg`Sıranın üst yüzeyinin alanını cm² ile ölçün. Aynı alanı m² ile söylemek neden zor, tartışın.`,
    ],
    observations: [
      msg`Hangi tahminin ölçüme en yakın çıktı?`,
      msg`Defter kapağı için cm², sınıf tabanı için m² kullanmak neden daha uygun?`,
      msg`Kenarlardan biri iki katına çıkınca alan ne oldu?`,
    ],
    conclusion: msg`Dikdörtgenin alanı kenar uzunluklarının çarpımıdır. Küçük yüzeyler cm², büyük yüzeyler m² ile ölçülür; önce tahmin edip sonra ölçmek, ölçümün akla yatkın olup olmadığını anlamamızı sağlar.`,
  },
  questions: [
    {
      id: 'area-of-rectangle',
      prompt: msg`Uzun kenarı 8 cm, kısa kenarı 5 cm olan bir dikdörtgenin alanı kaç santimetrekaredir?`,
      options: [msg`13 cm²`, msg`26 cm²`, msg`40 cm²`, msg`45 cm²`],
      correctIndex: 2,
      explanation: msg`Alan = uzun kenar × kısa kenar = 8 × 5 = 40 cm². 26, çevrenin uzunluğudur (2 × 13 = 26 cm).`,
      hints: [msg`Dikdörtgeni 1 cm’lik karelere böldüğünü düşün: kaç sıra, her sırada kaç kare?`, msg`Alan için kenarları toplamalı mı, çarpmalı mı?`],
    },
    {
      id: 'missing-side',
      prompt: msg`Alanı 36 m² olan dikdörtgen biçimindeki bir bahçenin kısa kenarı 4 m’dir. Uzun kenarı kaç metredir?`,
      options: [msg`9`, msg`32`, msg`144`, msg`10`],
      correctIndex: 0,
      explanation: msg`4 × ? = 36 olmalı. 36 ÷ 4 = 9; uzun kenar 9 m’dir.`,
      hints: [msg`Alan, iki kenarın çarpımıdır.`, msg`4 ile hangi sayıyı çarparsan 36 elde edersin?`],
    },
    {
      id: 'which-unit',
      prompt: msg`Sınıfınızın tabanının alanını söylemek için en uygun birim hangisidir?`,
      options: [msg`cm`, msg`cm²`, msg`m²`, msg`m`],
      correctIndex: 2,
      explanation: msg`Alan kare birimlerle ölçülür; cm ve m uzunluk birimleridir. Sınıf tabanı büyük bir yüzey olduğu için m² uygundur; cm² ile sayı çok büyük olurdu.`,
      hints: [msg`Alan mı ölçüyorsun, uzunluk mu?`, msg`Büyük yüzeyler için hangi kare birim kullanılır?`],
    },
    {
      id: 'largest-area',
      prompt: msg`Çevresi 20 m olan dikdörtgen biçiminde bir tavuk kümesi yapılacak. Kenar uzunlukları tam metre olmak üzere alanı en büyük olan kümesin alanı kaç m²’dir?`,
      options: [msg`9 m²`, msg`25 m²`, msg`24 m²`, msg`20 m²`],
      correctIndex: 1,
      explanation: msg`İki kenarın toplamı 10 m olmalı. 1 ve 9 → 9 m², 2 ve 8 → 16 m², 3 ve 7 → 21 m², 4 ve 6 → 24 m², 5 ve 5 → 25 m². En büyük alan 25 m²’dir; bu dikdörtgen bir karedir.`,
      hints: [msg`Çevre 20 ise bir uzun kenarla bir kısa kenarın toplamı kaçtır?`, msg`Toplamı o sayı olan kenar çiftlerinin hepsi için alanı hesapla.`],
    },
    {
      id: 'estimate',
      prompt: msg`Bir A4 kâğıdının alanı yaklaşık kaçtır?`,
      options: [msg`6 cm²`, msg`60 cm²`, msg`6 000 cm²`, msg`600 cm²`],
      correctIndex: 3,
      explanation: msg`A4 kâğıdının kenarları yaklaşık 21 cm ve 30 cm’dir; 21 × 30 = 630. Alan yaklaşık 600 cm²’dir.`,
      hints: [msg`A4 kâğıdının kenarları yaklaşık kaç santimetre?`, msg`Kenarları yuvarlayıp çarp.`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Birimkareli zemin`,
    instructions: msg`Karelere dokunarak ya da ok tuşları ve Boşluk ile birimkareleri boya. Her kare 1 birimkaredir; her kenarı 1 birimdir.`,
    manipulative: {
      type: 'grid-shape',
      columns: 10,
      rows: 6,
      tasks: [
        { prompt: msg`Kenarları 3 ve 5 birim olan bir dikdörtgen boya. Alanı kaç birimkare oldu?`, area: 15, perimeter: 16, shape: 'rectangle' },
        { prompt: msg`Alanı 12 birimkare, çevresi 14 birim olan bir dikdörtgen yap.`, area: 12, perimeter: 14, shape: 'rectangle' },
        { prompt: msg`Alanı yine 12 birimkare olsun ama çevresi 16 birim olsun.`, area: 12, perimeter: 16, shape: 'rectangle' },
        { prompt: msg`Alanı 16 birimkare olan bir kare yap. Kenarı kaç birim olmalı?`, area: 16, perimeter: 16, shape: 'square' },
        { prompt: msg`Çevresi 20 birim olan dikdörtgenlerden alanı en büyük olanı yap.`, area: 25, perimeter: 20, shape: 'rectangle' },
      ],
    },
  },
  worksheet: {
    title: msg`Alan Ölçme Çalışma Sayfası`,
    instructions: msg`Önce tahmin et, sonra ölç ve hesapla. Sonuçları tabloya yaz.`,
    tasks: [
      { prompt: msg`Kenarları 7 cm ve 4 cm olan dikdörtgeni kareli kâğıda çiz; alanını hem kareleri sayarak hem çarparak bul.`, lines: 2 },
      { prompt: msg`Alanı 48 m² olan dikdörtgen bir odanın bir kenarı 6 m’dir. Öteki kenarı kaç metredir?`, lines: 2 },
      { prompt: msg`Alanı 24 birimkare olan, kenarları tam sayı dört farklı dikdörtgen yaz.`, lines: 2 },
    ],
    table: {
      caption: msg`Tahminlerim ve ölçümlerim`,
      columns: [msg`Yüzey`, msg`Tahminim`, msg`Kenar uzunlukları`, msg`Hesapladığım alan`],
      rows: 4,
    },
  },
  story: {
    title: msg`Fındık’ın Çiçek Bahçesi`,
    paragraphs: [
      msg`Fındık’ın 20 m uzunluğunda bir çit teli vardı. Bununla dikdörtgen biçiminde bir çiçek bahçesi çevirmek istiyordu.`,
      msg`Önce uzun ve ince bir bahçe yaptı: kenarları 9 m ve 1 m. Tavşan Pamuk içine girmeye çalıştı ama ancak yan yan yürüyebildi. “Burası 9 m², çok dar!” dedi.`,
      msg`Kirpi Diken başka şekiller önerdi. 8 ve 2 ile 16 m², 7 ve 3 ile 21 m², 6 ve 4 ile 24 m² buldular. Kenarlar birbirine yaklaştıkça bahçe genişliyordu.`,
      msg`Sonunda Fındık kenarları 5 m olan bir kare yaptı: 25 m². Aynı çitle en geniş bahçe buydu. Bahar gelince bahçe lalelerle doldu.`,
    ],
    lesson: msg`Dikdörtgenin alanı kenarlarının çarpımıdır. Aynı çevreye sahip dikdörtgenlerin alanları farklı olabilir; kenarlar birbirine yaklaştıkça alan büyür.`,
  },
};
