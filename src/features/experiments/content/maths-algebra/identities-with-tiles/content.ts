import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Kenarı x metre olan kare bir bahçenin her kenarını 2 metre uzatırsan alan 4 m² mi artar? Hayır: yeni alan (x + 2)² = x² + 4x + 4’tür. Bir cebirsel ifadenin çarpımını bir dikdörtgenin alanı olarak görmek, özdeşlikleri ezberlemeden anlamanın yoludur.`,
    sections: [
      {
        heading: msg`Cebirsel ifadelerin çarpımı`,
        paragraphs: [
          msg`Bir terim bir ifadeyle çarpılırken ifadenin her terimiyle çarpılır (dağılma özelliği): 3x(2x − 5) = 6x² − 15x.`,
          msg`İki ifadenin çarpımında birinci ifadenin her terimi ikinci ifadenin her terimiyle çarpılır ve benzer terimler toplanır: (x + 1)(x + 3) = x² + 3x + x + 3 = x² + 4x + 3. Alan modelinde kenarları x + 1 ve x + 3 olan dikdörtgen bir x² karesine, dört x şeridine ve üç birim kareye ayrılır.`,
        ],
      },
      {
        heading: msg`Özdeşlikler`,
        paragraphs: [
          msg`Değişkenlere verilen her değer için doğru olan eşitliğe özdeşlik denir. 2x + 3 = 7 bir denklemdir, yalnız x = 2 için doğrudur; (x + 1)² = x² + 2x + 1 ise her x için doğrudur.`,
          msg`İki terimin toplamının karesi: (a + b)² = a² + 2ab + b². Kenarı a + b olan kare; bir a², bir b² karesine ve iki ab dikdörtgenine ayrılır. Farkın karesi: (a − b)² = a² − 2ab + b².`,
          msg`İki kare farkı: a² − b² = (a − b)(a + b). Kenarı a olan kareden köşesindeki b kenarlı kare kesilirse kalan L biçimli parça, kesilip yeniden dizildiğinde kenarları a − b ve a + b olan bir dikdörtgen olur.`,
        ],
      },
      {
        heading: msg`Çarpanlara ayırma`,
        paragraphs: [
          msg`Çarpanlara ayırma, çarpımın tersidir. Ortak çarpan parantezine alma: 6x² − 9x = 3x(2x − 3). Özdeşliklerle: x² − 49 = (x − 7)(x + 7); x² + 6x + 9 = (x + 3)².`,
          msg`Özdeşlikler hesabı da kolaylaştırır: 101² = (100 + 1)² = 10 000 + 200 + 1 = 10 201; 48 · 52 = (50 − 2)(50 + 2) = 2500 − 4 = 2496.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Özdeşlik`, definition: msg`Değişkenlerin aldığı her değer için doğru olan eşitlik.` },
      { term: msg`Tam kare ifade`, definition: msg`Bir ifadenin karesi olarak yazılabilen ifade; x² + 6x + 9 = (x + 3)².` },
      { term: msg`İki kare farkı`, definition: msg`a² − b² biçimindeki ifade; (a − b)(a + b) çarpımına eşittir.` },
      { term: msg`Çarpanlara ayırma`, definition: msg`Bir cebirsel ifadeyi iki ya da daha çok ifadenin çarpımı olarak yazma.` },
      { term: msg`Benzer terimler`, definition: msg`Değişkenleri ve üsleri aynı olan terimler; 3x ile −5x benzerdir, x ile x² benzer değildir.` },
    ],
  },
  procedure: {
    goal: msg`Kartondan cebir karoları kesip iki ifadenin çarpımını bir dikdörtgenin alanı olarak modellemek; (a + b)², (a − b)² ve a² − b² özdeşliklerini karolarla göstermek ve ifadeleri çarpanlarına ayırmak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Renkli karton (üç farklı renk)`, quantity: msg`Her gruba 1’er yaprak` },
      { name: msg`Makas ve cetvel`, quantity: msg`Her gruba 1’er tane` },
      { name: msg`x² karoları: 7 cm × 7 cm kareler`, quantity: msg`Her gruba 2 tane (kesilecek)` },
      { name: msg`x karoları: 7 cm × 2 cm şeritler`, quantity: msg`Her gruba 8 tane (kesilecek)` },
      { name: msg`1 karoları: 2 cm × 2 cm kareler`, quantity: msg`Her gruba 12 tane (kesilecek)` },
      { name: msg`Defter ve kalem`, quantity: msg`Her öğrenciye 1’er tane` },
    ],
    safety: [
      msg`Makası kullanmadığında kapalı tut, kesilen ucu kendinden uzağa yönelt ve arkadaşına sapından uzat.`,
      msg`Karton artıklarını yerde bırakmayın; kayıp düşülebilir.`,
    ],
    steps: [
      msg`Kartondan karoları kes: x² için 7 cm’lik kareler, x için 7 cm × 2 cm şeritler, 1 için 2 cm’lik kareler. x şeridinin uzun kenarının 1 karosunun kenarının tam katı olmadığına dikkat et: x bilinmeyen bir uzunluktur.`,
      msg`(x + 1)(x + 3): Kenarlarından biri x + 1, öbürü x + 3 olan bir dikdörtgeni karolarla döşe. Kaç x², kaç x, kaç 1 karosu kullandın? Çarpımı x² + 4x + 3 olarak yaz.`,
      msg`(x + 2)²: Kenarları x + 2 olan bir kare kur. Karoları say ve sonucu (a + b)² = a² + 2ab + b² ile karşılaştır. Neden yalnız x² + 4 olmadığını tartış.`,
      msg`a² − b²: Kareli kâğıda kenarı 7 birim olan bir kare çiz, köşesinden kenarı 2 birim olan kareyi kes. Kalan L parçayı, çıkardığın karenin alt kenarının uzantısı boyunca düz kes: 7 × 5 ve 5 × 2 birimlik iki dikdörtgen elde edersin. Küçük parçayı çevirip büyüğün yanına koyarak kenarları 5 ve 9 birim olan bir dikdörtgen yap. 7² − 2² ile 5 · 9’u karşılaştır.`,
      msg`Çarpanlara ayırma: x² + 5x + 6 ifadesini gösteren karoları (1 x², 5 x, 6 birim) boşluksuz bir dikdörtgen olacak biçimde diz. Dikdörtgenin kenarlarını oku ve ifadeyi iki çarpanın çarpımı olarak yaz.`,
    ],
    observations: [
      msg`(x + 2)² karesinde kaç tane x şeridi vardı? Bu sayı 2 · x · 2 ile nasıl ilişkili?`,
      msg`L biçimli parçayla dikdörtgenin alanları eşit çıktı mı?`,
      msg`x² + 5x + 6 için bulduğun dikdörtgenin kenarları neydi? Başka bir dikdörtgen kurulabildi mi?`,
    ],
    conclusion: msg`İki cebirsel ifadenin çarpımı, kenarları bu ifadeler olan dikdörtgenin alanıdır. Kenarı a + b olan kare a², b² ve iki ab parçasına ayrıldığı için (a + b)² = a² + 2ab + b²’dir; a² − b² ise (a − b)(a + b) dikdörtgenine dönüşür. Bu eşitlikler değişkenin her değeri için doğru olduğundan özdeşliktir; karoları dikdörtgen olarak dizmek ifadeyi çarpanlarına ayırmaktır.`,
  },
  questions: [
    {
      id: 'square-of-sum',
      prompt: msg`(x + 5)² ifadesinin eşiti hangisidir?`,
      options: [msg`x² + 25`, msg`x² + 10x + 25`, msg`x² + 5x + 25`, msg`x² + 10x + 10`],
      correctIndex: 1,
      explanation: msg`(a + b)² = a² + 2ab + b² özdeşliğinde a = x, b = 5: x² + 2 · x · 5 + 25 = x² + 10x + 25. Alan modelinde iki tane 5x dikdörtgeni vardır.`,
      hints: [msg`(x + 5)², (x + 5)(x + 5) demektir; her terimi her terimle çarp.`, msg`Kenarı x + 5 olan karenin kaç parçaya ayrıldığını düşün.`],
    },
    {
      id: 'product',
      prompt: msg`(2x − 3)(x + 4) çarpımı hangisine eşittir?`,
      options: [msg`2x² − 12`, msg`2x² + 5x − 12`, msg`2x² + 11x − 12`, msg`2x² + 5x + 12`],
      correctIndex: 1,
      explanation: msg`2x · x + 2x · 4 − 3 · x − 3 · 4 = 2x² + 8x − 3x − 12 = 2x² + 5x − 12.`,
      hints: [
        msg`Dört çarpım yapmalısın: birinci ifadenin iki terimi, ikinci ifadenin iki terimiyle.`,
        msg`Benzer terimleri (8x ve −3x) topla; sabit terimin işaretine dikkat et.`,
      ],
    },
    {
      id: 'difference-of-squares',
      prompt: msg`x² − 49 ifadesinin çarpanlarına ayrılmış biçimi hangisidir?`,
      options: [msg`(x − 7)²`, msg`(x − 49)(x + 1)`, msg`x(x − 49)`, msg`(x − 7)(x + 7)`],
      correctIndex: 3,
      explanation: msg`49 = 7² olduğundan x² − 49 iki kare farkıdır: a² − b² = (a − b)(a + b), yani (x − 7)(x + 7). Kontrol: x² + 7x − 7x − 49 = x² − 49.`,
      hints: [msg`49 hangi sayının karesidir?`, msg`İki kare farkı özdeşliğini hatırla ve seçenekleri çarparak kontrol et.`],
    },
    {
      id: 'mental',
      prompt: msg`101² işleminin sonucu kaçtır?`,
      options: [msg`10 201`, msg`10 001`, msg`10 101`, msg`10 200`],
      correctIndex: 0,
      explanation: msg`101² = (100 + 1)² = 100² + 2 · 100 · 1 + 1² = 10 000 + 200 + 1 = 10 201.`,
      hints: [msg`101’i 100 + 1 olarak yaz.`, msg`İki terimin toplamının karesi özdeşliğini kullan; ortadaki terimi unutma.`],
    },
    {
      id: 'common-factor',
      prompt: msg`6x² − 9x ifadesinin ortak çarpan parantezine alınmış biçimi hangisidir?`,
      options: [msg`3(2x² − 3)`, msg`3x(2x − 9)`, msg`3x(2x − 3)`, msg`x(6x − 3)`],
      correctIndex: 2,
      explanation: msg`6x² ile 9x’in ortak çarpanı 3x’tir: 6x² ÷ 3x = 2x, 9x ÷ 3x = 3. Sonuç 3x(2x − 3).`,
      hints: [msg`6 ile 9’un EBOB’u kaçtır? İki terimde de x var mı?`, msg`Seçenekleri dağılma özelliğiyle çarparak kontrol et.`],
    },
    {
      id: 'garden',
      prompt: msg`Kenarı a metre olan kare bir bahçenin bir kenarı 3 m uzatılıp öbür kenarı 3 m kısaltılarak dikdörtgen yapılıyor. Bahçenin alanı nasıl değişir?`,
      options: [msg`Değişmez`, msg`6 m² azalır`, msg`9 m² artar`, msg`9 m² azalır`],
      correctIndex: 3,
      explanation: msg`Yeni alan (a + 3)(a − 3) = a² − 9’dur; alan 9 m² azalır. Örneğin a = 10 için 13 · 7 = 91, 10² = 100.`,
      hints: [msg`Yeni dikdörtgenin kenarlarını a cinsinden yaz.`, msg`Çarpım hangi özdeşliğe benziyor? Bir sayı seçip deneyebilirsin.`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Birim karelerle özdeşlikler`,
    instructions: msg`Her görevde x’e bir değer verildi. Karelere dokunarak ya da ok tuşları ve Boşluk ile boyayarak istenen kareyi, dikdörtgeni ya da şekli kur; alanı ve çevresi istenen gibi olunca “Kontrol et” düğmesine bas. Alanı özdeşliğin iki yanıyla da hesapla.`,
    manipulative: {
      type: 'grid-shape',
      columns: 10,
      rows: 8,
      tasks: [
        {
          prompt: msg`(x + 2)² için x = 3 al: kenarı x + 2 birim olan kareyi kur. Alanı x² + 4x + 4 ile hesapladığın sayıya eşit mi?`,
          area: 25,
          perimeter: 20,
          shape: 'square',
        },
        {
          prompt: msg`(x + 1)(x + 3) için x = 2 al: kenarları x + 1 ve x + 3 birim olan dikdörtgeni kur (çevresi 16 birim). Alanı x² + 4x + 3 ile karşılaştır.`,
          area: 15,
          perimeter: 16,
          shape: 'rectangle',
        },
        {
          prompt: msg`(x − 1)² için x = 5 al: kenarı x − 1 birim olan kareyi kur. x² − 2x + 1 kaç eder?`,
          area: 16,
          perimeter: 16,
          shape: 'square',
        },
        {
          prompt: msg`a² − b² için a = 5, b = 2 al: 5 × 5’lik bir karenin bir köşesinden 2 × 2’lik kare çıkarılmış L biçimli şekli kur (çevresi 20 birim).`,
          area: 21,
          perimeter: 20,
        },
        {
          prompt: msg`Aynı sayıda birim kareyle kenarları a − b ve a + b birim olan dikdörtgeni kur (çevresi yine 20 birim). İki şeklin alanı neden eşit?`,
          area: 21,
          perimeter: 20,
          shape: 'rectangle',
        },
      ],
    },
  },
  worksheet: {
    title: msg`Karelerle Özdeşlikler Çalışma Sayfası`,
    instructions: msg`Her ifade için önce bir alan modeli çiz ve parçalara alanlarını yaz, sonra özdeşliği yaz.`,
    tasks: [
      { prompt: msg`(x + 3)² ve (x − 4)² ifadelerini alan modeli çizerek aç.`, lines: 4 },
      { prompt: msg`(x + 2)(x + 5) çarpımını alan modeliyle bul. Dikdörtgeni dört parçaya ayır.`, lines: 3 },
      { prompt: msg`x² − 16, 4x² + 12x + 9 ve 5x² + 10x ifadelerini çarpanlarına ayır.`, lines: 3 },
      { prompt: msg`Özdeşlik kullanarak hesapla: 99², 31 · 29 ve 53² − 47².`, lines: 3 },
    ],
    table: {
      caption: msg`Özdeşliğin iki yanını bir sayıyla dene`,
      columns: [msg`Özdeşlik`, msg`x’in değeri`, msg`Sol yanın değeri`, msg`Sağ yanın değeri`, msg`Eşit mi?`],
      rows: 6,
    },
  },
  story: {
    title: msg`Fındık’ın Büyüyen Bahçesi`,
    paragraphs: [
      msg`Fındık’ın kenarı x adım olan kare bir mantar bahçesi vardı. Bahar gelince her kenarı 2 adım uzatmaya karar verdi. “Bahçem 4 kare adım büyür” dedi.`,
      msg`Çıtır bahçeyi ipliklerle bölümlere ayırdı: eski bahçe x², iki yanında x’e 2’lik iki uzun şerit, köşede de 2’ye 2’lik küçük bir kare. “Yalnız köşedeki kare 4 eder. İki şeridi unuttun!”`,
      msg`Fındık hesapladı: (x + 2)² = x² + 2 · 2x + 4 = x² + 4x + 4. Bahçe x = 5 adımken 25’ten 49 kare adıma çıkmıştı; 24 kare adım büyümüştü, 4 değil.`,
      msg`Baykuş Nine ekledi: “Bu eşitlik bahçe kaç adım olursa olsun doğrudur. Her değer için doğru olan eşitliğe özdeşlik deriz.”`,
    ],
    lesson: msg`Bir toplamın karesi, karelerin toplamı değildir; aradaki iki dikdörtgeni gösteren 2ab terimi unutulmamalıdır.`,
  },
};
