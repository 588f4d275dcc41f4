import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Bir kâğıdı ikiye katla: 2 kat olur. Bir daha katla: 4, sonra 8, 16… Her katlama kat sayısını 2 ile çarpar. Aynı sayının tekrar tekrar çarpımını kısaca yazmanın yolu üslü ifadelerdir.`,
    sections: [
      {
        heading: msg`Üslü ifade`,
        paragraphs: [
          msg`2 · 2 · 2 · 2 · 2 çarpımı 2⁵ biçiminde yazılır ve “2 üssü 5” diye okunur; 2 taban, 5 üstür. 5 katlamadan sonra kâğıtta 2⁵ = 32 kat vardır.`,
          msg`Negatif bir tabanın kuvvetinde işaret üsse bağlıdır: (−2)³ = (−2) · (−2) · (−2) = −8, (−2)⁴ = 16. Çift kuvvet pozitif, tek kuvvet tabanın işaretini verir. Sıfırdan farklı her sayının 0. kuvveti 1’dir: 2⁰ = 1, katlamadan önce kâğıt tek kattır.`,
        ],
      },
      {
        heading: msg`Negatif üs`,
        paragraphs: [
          msg`Kâğıdı her katladığında bir kattaki parçanın alanı yarıya iner: 1 katlamada bütünün 1/2’si, 3 katlamada 1/8’i. Bu, 2’nin negatif kuvvetidir: 2⁻³ = 1/2³ = 1/8.`,
          msg`Genel olarak sıfırdan farklı a için a⁻ⁿ = 1/aⁿ’dir. Negatif üs sayının negatif olduğunu göstermez; 2⁻³ pozitif bir sayıdır.`,
        ],
      },
      {
        heading: msg`Kurallar ve bilimsel gösterim`,
        paragraphs: [
          msg`Tabanları aynı üslü ifadeler çarpılırken üsler toplanır: 3⁴ · 3² = 3⁶. Bölünürken üsler çıkarılır: 2⁷ ÷ 2³ = 2⁴. Bir üslü ifadenin kuvveti alınırken üsler çarpılır: (2³)² = 2⁶ = 64.`,
          msg`Çok büyük ya da çok küçük sayılar a · 10ⁿ biçiminde yazılır; burada 1 ≤ a < 10 ve n bir tam sayıdır. Bir kâğıt yaprağının kalınlığı yaklaşık 0,0001 m = 1 · 10⁻⁴ m’dir; 0,00045 ise 4,5 · 10⁻⁴ biçiminde yazılır.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Üslü ifade`, definition: msg`Bir sayının kendisiyle tekrarlı çarpımının aⁿ biçiminde yazılışı.` },
      { term: msg`Taban ve üs`, definition: msg`aⁿ ifadesinde tekrar çarpılan sayı (a) taban, kaç kez çarpıldığını gösteren sayı (n) üstür.` },
      { term: msg`Negatif üs`, definition: msg`a⁻ⁿ = 1/aⁿ; sayının çarpmaya göre tersinin kuvveti.` },
      { term: msg`Bilimsel gösterim`, definition: msg`Bir sayının, 1 ≤ a < 10 olmak üzere a · 10ⁿ biçiminde yazılışı.` },
    ],
  },
  procedure: {
    goal: msg`Kâğıt katlayarak 2’nin pozitif ve negatif kuvvetlerini modellemek, üslü ifadelerin kurallarını bulmak ve kâğıt kalınlığı üzerinden bilimsel gösterimi kullanmak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`A4 kâğıt (eski fotokopi kâğıdı olabilir)`, quantity: msg`Her öğrenciye 2 yaprak` },
      { name: msg`Cetvel`, quantity: msg`Her öğrenciye 1 tane` },
      { name: msg`500 yapraklık bir fotokopi kâğıdı paketi (kalınlık ölçmek için)`, quantity: msg`Sınıfa 1 paket` },
      { name: msg`Hesap makinesi (bilimsel gösterimi kontrol için)`, quantity: msg`Her gruba 1 tane` },
    ],
    safety: [
      msg`Kâğıdın kenarıyla parmağını kesmemeye dikkat et; katları kenardan değil yüzden bastırarak düzleştir.`,
      msg`Kâğıt paketini masanın ortasında ölç; ağır paketi düşürme.`,
      msg`Katlanan kâğıtları etkinlik sonunda geri dönüşüm kutusuna at.`,
    ],
    steps: [
      msg`Kâğıdı ikiye katla ve kat sayısını yaz. Her seferinde aynı yönde ikiye katlamayı sürdür; her katlamadan sonra kat sayısını tabloya yaz.`,
      msg`Kâğıdı açmadan önce kaç kez katlayabildiğini not et. 5. katlamadan sonraki kat sayısını 2’nin kuvveti olarak yaz.`,
      msg`Kâğıdı aç ve katlama izlerinin oluşturduğu bir parçanın bütün kâğıdın kaçta kaçı olduğunu her katlama için yaz. Bu kesirleri 2’nin negatif kuvveti olarak yaz.`,
      msg`500 yapraklık paketin kalınlığını cetvelle ölç ve bir yaprağın kalınlığını metre cinsinden hesapla. Sonucu bilimsel gösterimle yaz.`,
      msg`Kâğıdı 10 kez katlayabilseydin kaç kat olurdu? Bu katların toplam kalınlığını bir yaprağın kalınlığıyla çarparak hesapla.`,
      msg`Tablonda 2³ · 2² ile 2⁵’i, 2⁵ ÷ 2² ile 2³’ü karşılaştır. Bir kural yaz.`,
    ],
    observations: [
      msg`Her katlamada kat sayısı nasıl değişti? Parçanın alanı nasıl değişti?`,
      msg`Kâğıdı en fazla kaç kez katlayabildin? Neden daha fazla katlanamıyor?`,
      msg`Bir yaprağın kalınlığı için bulduğun değer kaç · 10⁻⁴ m çıktı?`,
    ],
    conclusion: msg`Her katlama kat sayısını 2 ile çarptığı için n katlamada 2ⁿ kat oluşur; bir parçanın alanı ise bütünün 2⁻ⁿ = 1/2ⁿ’idir. Tabanları aynı üslü ifadeler çarpılırken üsler toplanır, bölünürken çıkarılır. Çok küçük uzunluklar, kâğıt kalınlığı gibi, bilimsel gösterimle 10’un negatif kuvvetleri kullanılarak yazılır.`,
  },
  questions: [
    {
      id: 'negative-base',
      prompt: msg`(−2)³ ifadesinin değeri kaçtır?`,
      options: [msg`8`, msg`−6`, msg`6`, msg`−8`],
      correctIndex: 3,
      explanation: msg`(−2) · (−2) · (−2): ilk iki çarpanın çarpımı 4, sonra 4 · (−2) = −8. Tek kuvvette negatif tabanın işareti korunur.`,
      hints: [msg`Üs, tabanın kaç kez çarpıldığını söyler; taban ile üs çarpılmaz.`, msg`Çarpımı adım adım yaz ve her adımda işarete bak.`],
    },
    {
      id: 'negative-exponent',
      prompt: msg`2⁻³ ifadesinin değeri kaçtır?`,
      options: [msg`−8`, msg`1/8`, msg`−6`, msg`1/6`],
      correctIndex: 1,
      explanation: msg`2⁻³ = 1/2³ = 1/8. Negatif üs sayıyı negatif yapmaz; tabanın çarpmaya göre tersinin kuvvetini verir. Kâğıdı 3 kez katlayınca bir parça bütünün 1/8’idir.`,
      hints: [msg`Negatif üs hangi kesirle ilgilidir?`, msg`Önce 2³’ü hesapla.`],
    },
    {
      id: 'product-rule',
      prompt: msg`3⁴ · 3² ifadesi aşağıdakilerden hangisine eşittir?`,
      options: [msg`3⁸`, msg`9⁶`, msg`3⁶`, msg`3²`],
      correctIndex: 2,
      explanation: msg`Tabanları aynı üslü ifadeler çarpılırken üsler toplanır: 3⁴ · 3² = 3⁴⁺² = 3⁶. 3⁴ dört tane, 3² iki tane 3 demektir; toplam altı tane 3 çarpılır.`,
      hints: [msg`3⁴ ve 3²’yi tekrarlı çarpım olarak yaz.`, msg`Toplam kaç tane 3 çarpılıyor?`],
    },
    {
      id: 'scientific',
      prompt: msg`0,00045 sayısının bilimsel gösterimi hangisidir?`,
      options: [msg`4,5 · 10⁻⁴`, msg`45 · 10⁻⁵`, msg`4,5 · 10⁴`, msg`0,45 · 10⁻³`],
      correctIndex: 0,
      explanation: msg`Bilimsel gösterimde katsayı 1 ile 10 arasında olmalıdır (1 ≤ a < 10). 0,00045’te virgül 4 basamak sağa kayınca 4,5 olur; bu yüzden 4,5 · 10⁻⁴ yazılır. 45 · 10⁻⁵ ve 0,45 · 10⁻³ sayıya eşittir ama katsayıları uygun değildir.`,
      hints: [msg`Katsayı hangi aralıkta olmalı?`, msg`Virgülü kaç basamak kaydırman gerekiyor, hangi yöne?`],
    },
    {
      id: 'power-of-power',
      prompt: msg`(2³)² ifadesinin değeri kaçtır?`,
      options: [msg`32`, msg`64`, msg`12`, msg`256`],
      correctIndex: 1,
      explanation: msg`Bir üslü ifadenin kuvveti alınırken üsler çarpılır: (2³)² = 2⁶ = 64. Kontrol: 2³ = 8 ve 8² = 64.`,
      hints: [msg`Önce parantezin içini hesapla.`, msg`Bulduğun sayının karesini al.`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Katlanan örüntü`,
    instructions: msg`Verilen adımlara bak: her adımda kare sayısı kaç katına çıkıyor? İstenen adımdaki kareleri + ve − düğmeleriyle (ya da tuşlarıyla; Shift ile 10’ar) kur ve “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'pattern',
      tokens: [],
      tasks: [
        {
          kind: 'grow',
          prompt: msg`Kâğıt her katlamada iki katına çıkıyor: 1, 2, 4 kat. 3. katlamadan sonraki kat sayısını (2³) kur.`,
          terms: [1, 2, 4],
          askStep: 4,
          answer: 8,
        },
        { kind: 'grow', prompt: msg`Kâğıdı her seferinde üçe katlıyoruz: 1, 3, 9 kat. Sonraki adımı (3³) kur.`, terms: [1, 3, 9], askStep: 4, answer: 27 },
        { kind: 'grow', prompt: msg`2, 4, 8 örüntüsünün 5. adımını kur. Bu sayıyı 2’nin kuvveti olarak yaz.`, terms: [2, 4, 8], askStep: 5, answer: 32 },
        { kind: 'grow', prompt: msg`3, 6, 12 örüntüsünde her adım bir öncekinin 2 katı. 4. adımı kur (3 · 2³).`, terms: [3, 6, 12], askStep: 4, answer: 24 },
        { kind: 'grow', prompt: msg`1, 2, 4, 8 örüntüsünün 6. adımını kur; 5. adımı kafanda bul.`, terms: [1, 2, 4, 8], askStep: 6, answer: 32 },
      ],
    },
  },
  worksheet: {
    title: msg`Katladıkça Katlanan Sayılar Çalışma Sayfası`,
    instructions: msg`Katlama tablonu doldur; her satırı üslü ifadeyle yaz.`,
    tasks: [
      { prompt: msg`(−3)², −3², (−3)³ ifadelerinin değerlerini bul ve farklarını açıkla.`, lines: 3 },
      { prompt: msg`5⁶ ÷ 5⁴ ve (10²)³ ifadelerini tek bir üslü ifade olarak yaz ve değerlerini bul.`, lines: 3 },
      { prompt: msg`Bir bakterinin boyu yaklaşık 0,000002 m’dir. Bu uzunluğu bilimsel gösterimle yaz.`, lines: 2 },
    ],
    table: {
      caption: msg`Katlama tablosu`,
      columns: [msg`Katlama sayısı (n)`, msg`Kat sayısı`, msg`Üslü ifade (2ⁿ)`, msg`Bir parçanın alanı (bütünün kaçta kaçı)`, msg`Negatif üsle`],
      rows: 6,
    },
  },
  story: {
    title: msg`Fındık’ın Yaprak Katlama Yarışı`,
    paragraphs: [
      msg`Kardeşi Çıtır, Fındık’a meydan okudu: “Bu çınar yaprağını 10 kez ikiye katlayabilir misin?” Fındık güldü: “Kolay!”`,
      msg`İlk katlamada 2 kat, sonra 4, 8, 16 oldu. 5. katlamada yaprak 32 kat olmuştu ve Fındık bütün gücüyle bastırsa da bir daha katlayamadı.`,
      msg`Baykuş Nine açıkladı: “Her katlama kat sayısını 2 ile çarpar. 10 katlamada 2¹⁰ = 1024 kat olurdu. Her katlamada parça da yarıya küçülür; 10 katlamada bir parça yaprağın 2⁻¹⁰’u, yani 1/1024’ü kadar olurdu.”`,
      msg`Çıtır şaşırdı: “Küçük bir sayı, katlandıkça nasıl da büyüyor!” Fındık yaprağı açıp izlerini saydı: tam 32 parça.`,
    ],
    lesson: msg`Aynı sayıyla tekrar tekrar çarpmak üslü ifadeyle kısaca yazılır; kuvvetler çok hızlı büyür, negatif kuvvetler ise çok hızlı küçülür.`,
  },
};
