import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Bir paketin içinde kaç kurabiye olduğunu bilmesen de “3 paket ve 2 kurabiye” diyebilirsin. Paketteki kurabiye sayısına x dersen elindekiler 3x + 2 olur. Harflerle yazılan böyle ifadelere cebirsel ifade denir.`,
    sections: [
      {
        heading: msg`Değişken, katsayı, sabit terim`,
        paragraphs: [
          msg`Bilinmeyen ya da değişebilen bir sayıyı gösteren harfe değişken denir. 3x + 2 ifadesinde x değişkendir. 3x ve 2 ifadenin terimleridir.`,
          msg`3x teriminde x ile çarpılan 3 sayısına katsayı denir. Değişken içermeyen 2 terimine sabit terim denir. 3x, 3 · x demektir; yani x + x + x.`,
        ],
      },
      {
        heading: msg`Cebir karolarıyla modelleme`,
        paragraphs: [
          msg`Uzun bir kutu x’i, küçük bir kare 1’i gösterir. 3x + 2 için 3 uzun kutu ve 2 küçük kare koyarız.`,
          msg`2(x + 3) ifadesi, iki tane x + 3 demektir. İki grup yaparız: her grupta 1 uzun kutu ve 3 küçük kare. Hepsini sayınca 2 uzun kutu ve 6 küçük kare, yani 2x + 6 buluruz. Aynı türden kutular bir arada sayılır; bunlara benzer terimler denir.`,
        ],
      },
      {
        heading: msg`İfadenin değeri`,
        paragraphs: [
          msg`Değişkenin yerine bir sayı yazıp işlemi yapınca ifadenin değerini buluruz. x = 4 ise 3x + 2 = 3 · 4 + 2 = 14 olur.`,
          msg`Aynı ifade x’in her değeri için başka bir sonuç verebilir: x = 1 iken 3x + 2 = 5, x = 10 iken 3x + 2 = 32 olur. İşlem önceliğine dikkat et: önce çarpma, sonra toplama yapılır.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Cebirsel ifade`, definition: msg`En az bir değişken içeren, sayılar, değişkenler ve işlemlerle yazılmış ifade; ör. 3x + 2.` },
      { term: msg`Değişken`, definition: msg`Bilinmeyen ya da değişebilen bir sayıyı gösteren harf.` },
      { term: msg`Katsayı`, definition: msg`Bir terimde değişkenle çarpılan sayı; 3x’te 3.` },
      { term: msg`Sabit terim`, definition: msg`Değişken içermeyen terim; 3x + 2’de 2.` },
      { term: msg`Benzer terimler`, definition: msg`Değişkeni aynı olan terimler; 2x ile x benzer terimlerdir.` },
    ],
  },
  procedure: {
    goal: msg`Kartondan cebir karoları ve kapalı zarflarla cebirsel ifadeleri modellemek, sonra zarfları açarak ifadenin değerini bulmak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Kartondan kesilmiş 2 cm × 6 cm’lik x kutuları`, quantity: msg`Her ikili gruba 8 tane` },
      { name: msg`Kartondan kesilmiş 2 cm × 2 cm’lik birim kareler`, quantity: msg`Her ikili gruba 12 tane` },
      { name: msg`İçinde eşit sayıda boncuk olan kapalı küçük zarf`, quantity: msg`Her ikili gruba 4 tane` },
      { name: msg`Gevşek boncuk`, quantity: msg`Her ikili gruba 10 tane` },
      { name: msg`Makas ve defter`, quantity: msg`Her öğrenciye 1’er tane` },
    ],
    safety: [
      msg`Kartonu keserken makası kendinden uzağa doğru kullan; kesmeyen elini bıçakların önünden çek.`,
      msg`Boncukları ağzına, burnuna ve kulağına sokma; yere düşenleri hemen topla ki kimse basıp kaymasın.`,
    ],
    steps: [
      msg`Bir zarfın içindeki boncuk sayısını bilmediğimiz için ona x diyelim. Masaya 3 zarf ve 2 gevşek boncuk koyun; bunu 3x + 2 diye yazın.`,
      msg`Aynı durumu cebir karolarıyla gösterin: 3 x kutusu ve 2 birim kare.`,
      msg`2(x + 3) için iki grup yapın: her grupta 1 zarf ve 3 boncuk. Sonra zarfları bir yana, boncukları bir yana toplayın ve ifadeyi yeniden yazın.`,
      msg`Öğretmenin söylediği bir durumu (ör. “Can’ın boncukları Ayşe’ninkinden 4 fazla”) karolarla modelleyin ve cebirsel ifadesini yazın.`,
      msg`Şimdi bir zarfı açın ve boncukları sayın. Bulduğunuz sayıyı x’in yerine yazarak 3x + 2 ve 2x + 6 ifadelerinin değerini hesaplayın; sonra bütün boncukları sayarak kontrol edin.`,
    ],
    observations: [
      msg`2(x + 3) ile 2x + 6 masada aynı şeyleri mi gösteriyor?`,
      msg`Zarfı açmadan 3x + 2’nin değerini bilebilir miydin? Neden?`,
      msg`x kutularını birim karelerle neden toplayamıyoruz?`,
    ],
    conclusion: msg`Cebirsel ifade, bilmediğimiz ya da değişebilen bir sayıyı harfle gösterir. Karolarla modellerken aynı türden olanları bir arada sayarız: 2(x + 3) = 2x + 6. Değişkenin değeri bilinince ifadenin değeri hesaplanır.`,
  },
  questions: [
    {
      id: 'write-expression',
      prompt: msg`Bir kalemin fiyatı x liradır. 4 kalem ve 3 liralık bir silgi için ödenen para hangi ifadeyle gösterilir?`,
      options: [msg`4 + x + 3`, msg`4x + 3`, msg`7x`, msg`3x + 4`],
      correctIndex: 1,
      explanation: msg`4 kalemin fiyatı 4 · x = 4x liradır. Silgi 3 lira olduğundan toplam 4x + 3 liradır.`,
      hints: [msg`Bir kalem x lira ise 4 kalem kaç lira eder?`, msg`Silginin fiyatı x’e bağlı mı?`],
    },
    {
      id: 'evaluate',
      prompt: msg`x = 5 iken 3x − 4 ifadesinin değeri kaçtır?`,
      options: [msg`11`, msg`31`, msg`4`, msg`19`],
      correctIndex: 0,
      explanation: msg`x yerine 5 yazarız: 3 · 5 − 4 = 15 − 4 = 11.`,
      hints: [msg`3x, 3 ile x’in çarpımıdır.`, msg`Önce çarpmayı, sonra çıkarmayı yap.`],
    },
    {
      id: 'coefficient',
      prompt: msg`5x + 2 ifadesinde x’in katsayısı ve sabit terim hangisidir?`,
      options: [msg`Katsayı 2, sabit terim 5`, msg`Katsayı x, sabit terim 5`, msg`Katsayı 5, sabit terim 2`],
      correctIndex: 2,
      explanation: msg`5x teriminde x ile çarpılan sayı 5’tir; katsayı 5’tir. Değişken içermeyen terim 2’dir; sabit terim 2’dir.`,
      hints: [msg`Katsayı, değişkenle çarpılan sayıdır.`, msg`Hangi terimde harf yok?`],
    },
    {
      id: 'two-groups',
      prompt: msg`2(x + 3) ifadesi aşağıdakilerden hangisine eşittir?`,
      options: [msg`2x + 3`, msg`x + 6`, msg`2x + 5`, msg`2x + 6`],
      correctIndex: 3,
      explanation: msg`2(x + 3), iki tane x + 3 demektir: x + 3 + x + 3. x’ler bir arada 2x, sayılar bir arada 6 eder: 2x + 6.`,
      hints: [msg`x + 3’ü iki kez yan yana yaz.`, msg`Uzun kutuları ve küçük kareleri ayrı ayrı say.`],
    },
    {
      id: 'not-a-power',
      prompt: msg`Ada, “x + x + x ifadesi x³ demektir” diyor. Haklı mı?`,
      options: [
        msg`Evet, çünkü ifadede üç tane x var`,
        msg`Hayır, x + x + x = 3x’tir; x³ ise x · x · x demektir`,
        msg`Evet, çünkü toplama ile çarpma aynı sonucu verir`,
      ],
      correctIndex: 1,
      explanation: msg`Üç tane x’i toplamak 3 ile x’i çarpmaktır: 3x. x³ ise x’i kendisiyle üç kez çarpmaktır. x = 2 iken 3x = 6, x³ = 8; sonuçlar farklıdır.`,
      hints: [msg`x yerine 2 yazıp iki ifadeyi ayrı ayrı hesapla.`, msg`Tekrarlı toplama hangi işlemle kısaca yazılır?`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Cebir karoları`,
    instructions: msg`Uzun x kutularını ve küçük birim kareleri düğmelerle matta çoğalt ya da azalt. Matta istenen ifadeyi oluştur ve kontrol et.`,
    manipulative: {
      type: 'algebra-tiles',
      negatives: false,
      maxTiles: 10,
      tasks: [
        { prompt: msg`3x + 2 ifadesini modelle.`, x: 3, units: 2 },
        { prompt: msg`Ayşe’nin x tane bilyesi var. Can’ın bilyeleri Ayşe’ninkinden 4 fazla. Can’ın bilye sayısını gösteren ifadeyi modelle.`, x: 1, units: 4 },
        { prompt: msg`Matta 2x + 1 var. Üzerine x + 3 ekle ve oluşan ifadeyi modelle.`, x: 3, units: 4, start: { x: 2, units: 1 } },
        { prompt: msg`2(x + 3) ifadesini modelle: x + 3’ü iki kez koy.`, x: 2, units: 6 },
        { prompt: msg`Bir kenarı x cm olan karenin çevresini gösteren ifadeyi modelle.`, x: 4, units: 0 },
      ],
    },
  },
  worksheet: {
    title: msg`Cebirsel İfadeler Çalışma Sayfası`,
    instructions: msg`Cebir karolarını çizerek modelle, ifadeleri yaz ve değerlerini hesapla.`,
    tasks: [
      { prompt: msg`“Bir sayının 2 katının 5 fazlası” ifadesini cebirsel olarak yaz ve karolarla çiz.`, lines: 2 },
      { prompt: msg`3(x + 1) ifadesini karolarla çiz ve sade biçimde yaz.`, lines: 2 },
      { prompt: msg`Bir otobüs bileti x liradır. 6 bilet için ödenen parayı yaz; x = 12 iken kaç lira ödendiğini bul.`, lines: 3 },
    ],
    table: {
      caption: msg`İfadelerin değerleri`,
      columns: [msg`x`, msg`3x + 2`, msg`2x + 6`, msg`2(x + 3)`],
      rows: 4,
    },
  },
  story: {
    title: msg`Fındık’ın Torbaları`,
    paragraphs: [
      msg`Fındık kış için fındıklarını eşit torbalara koymuştu. Her torbada kaç fındık olduğunu unutmuştu; o yüzden torbalara “x” yazdı.`,
      msg`Kirpi Diken sordu: “Kaç fındığın var?” Fındık saydı: “3 torba ve 2 tane de açıkta. Yani 3x + 2!”`,
      msg`Tavşan Pamuk, “Ama bu bir sayı değil ki!” dedi. Fındık gülümsedi: “Torbayı açınca sayı olacak.” Bir torbayı açtılar; içinden 9 fındık çıktı.`,
      msg`“x = 9 ise 3 · 9 + 2 = 29 fındığım var,” dedi Fındık. Diken bütün fındıkları tek tek saydı: gerçekten 29’du!`,
      msg`O günden sonra Pamuk da havuçlarını eşit demetlere ayırıp demetlere “y” yazmaya başladı.`,
    ],
    lesson: msg`Cebirsel ifade, bilmediğimiz bir sayıyı harfle göstererek durumu yazmamızı sağlar; harfin değeri bilinince ifadenin değeri hesaplanır.`,
  },
};
