import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Bir fotoğrafı büyüttüğünde yüzler bozulmaz; her şey aynı oranda büyür. Bir haritada bütün uzaklıklar aynı oranda küçülür. Biçimi aynı, boyutu farklı şekillere benzer şekiller denir.`,
    sections: [
      {
        heading: msg`Eş şekiller`,
        paragraphs: [
          msg`Biçimleri ve boyutları aynı olan şekillere eş şekiller denir; ≅ sembolüyle gösterilir. Eş şekiller üst üste konduğunda tam örtüşür: karşılıklı kenarları ve karşılıklı açıları eşittir.`,
          msg`Bir şekli ötelemek ya da yansıtmak ona eş bir şekil verir; yeri ya da yönü değişir, kenar ve açıları değişmez.`,
        ],
      },
      {
        heading: msg`Benzer şekiller`,
        paragraphs: [
          msg`Karşılıklı açıları eşit ve karşılıklı kenar uzunlukları orantılı olan çokgenlere benzer çokgenler denir; ∼ sembolüyle gösterilir. ABC ∼ DEF ise |DE|/|AB| = |EF|/|BC| = |DF|/|AC| olur; bu sabit orana benzerlik oranı denir.`,
          msg`Kenarları 3, 4, 5 cm olan üçgen ile 6, 8, 10 cm olan üçgen benzerdir; benzerlik oranı 2’dir. Benzerlik oranı 1 olan benzer şekiller eştir: her eş şekil benzerdir ama her benzer şekil eş değildir.`,
        ],
      },
      {
        heading: msg`Benzer şekil oluşturmak`,
        paragraphs: [
          msg`Kareli kâğıtta bir şekli k katına büyütmek için her kenar k ile çarpılır; açılar aynı kalır. Koordinat düzleminde köşeleri orijine göre büyütmek için her köşenin iki koordinatı da k ile çarpılır: A(1, 1), B(3, 1), C(1, 3) üçgeni 2 katına büyütülünce A′(2, 2), B′(6, 2), C′(2, 6) olur.`,
          msg`Yalnız bir yöndeki kenarları büyütmek (ör. yalnız eni 2 katına çıkarmak) şekli bozar; açılar ya da oranlar değişir ve şekil benzer olmaz.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Eş şekiller`, definition: msg`Biçimleri ve boyutları aynı, üst üste konunca örtüşen şekiller.` },
      { term: msg`Benzer şekiller`, definition: msg`Karşılıklı açıları eşit, karşılıklı kenarları orantılı şekiller.` },
      { term: msg`Benzerlik oranı`, definition: msg`Benzer iki şeklin karşılıklı kenar uzunluklarının sabit oranı.` },
    ],
  },
  procedure: {
    goal: msg`Kareli kâğıtta bir çizimi büyüterek benzer şekil oluşturmak, karşılıklı kenarları ve açıları ölçerek benzerlik oranını bulmak ve eş şekilden farkını görmek.`,
    durationMinutes: 40,
    materials: [
      { name: msg`1 cm’lik ve 2 cm’lik kareli kâğıt`, quantity: msg`Her öğrenciye 1’er yaprak` },
      { name: msg`Cetvel ve açıölçer`, quantity: msg`Her öğrenciye 1’er tane` },
      { name: msg`Aydınger kâğıdı`, quantity: msg`Her öğrenciye 1 yaprak` },
      { name: msg`Renkli kalemler`, quantity: msg`Her gruba 1 takım` },
    ],
    safety: [
      msg`Cetvel ve açıölçeri yalnız ölçüm ve çizim için kullan; arkadaşlarına doğru sallama.`,
      msg`Kâğıdın kenarıyla parmağını kesmemeye dikkat et.`,
      msg`Kalemlerin kapağını kullandıktan sonra kapat.`,
    ],
    steps: [
      msg`1 cm’lik kareli kâğıda köşeleri kare köşelerinde olan bir çokgen (ör. bir ev ya da ok) çiz ve köşelerini harflerle adlandır.`,
      msg`Aynı çizimi 2 cm’lik kareli kâğıda, her kenarı aynı sayıda kare kaplayacak biçimde kopyala. Böylece çizim 2 katına büyür.`,
      msg`İki çizimde karşılıklı kenarları cetvelle ölç ve büyük şeklin kenarının küçüğe oranını her kenar için hesapla.`,
      msg`Karşılıklı açıları açıölçerle ölç ve karşılaştır.`,
      msg`Küçük çizimi aydınger kâğıdına kopyala, kâğıdı kaydırıp çevirerek küçük şekle eş başka bir şekil çiz. Eş şekil ile benzer şeklin farkını yaz.`,
      msg`Son olarak çizimin yalnız enini 2 katına çıkar (boyunu aynı bırak). Yeni şekil ilk şekle benzer mi? Açılarını ve kenar oranlarını kontrol et.`,
    ],
    observations: [
      msg`Karşılıklı kenarların oranı her kenar için aynı çıktı mı? Kaç?`,
      msg`Karşılıklı açılar büyütmeden sonra değişti mi?`,
      msg`Yalnız eni büyütülen şekil neden benzer olmadı?`,
    ],
    conclusion: msg`Bir şeklin bütün kenarları aynı sayıyla çarpılınca açılar değişmez ve benzer bir şekil elde edilir; karşılıklı kenarların sabit oranı benzerlik oranıdır. Benzerlik oranı 1 olan benzer şekiller eştir. Kenarları farklı oranlarda değiştirmek şekli bozar ve benzerlik kaybolur.`,
  },
  questions: [
    {
      id: 'angles-equal',
      prompt: msg`Benzer iki üçgen için aşağıdakilerden hangisi her zaman doğrudur?`,
      options: [msg`Karşılıklı kenarları eşittir.`, msg`Alanları eşittir.`, msg`Karşılıklı açıları eşittir.`, msg`Çevreleri eşittir.`],
      correctIndex: 2,
      explanation: msg`Benzer şekillerde karşılıklı açılar eşit, karşılıklı kenarlar orantılıdır. Kenarlar, çevreler ve alanlar ancak benzerlik oranı 1 ise, yani şekiller eşse eşittir.`,
      hints: [msg`Bir fotoğrafı büyütünce neler değişir, neler aynı kalır?`, msg`Benzerlikte kenarlar için “eşit” değil hangi sözcük kullanılır?`],
    },
    {
      id: 'missing-side',
      prompt: msg`ABC ∼ DEF ve |AB| = 4 cm, |DE| = 10 cm, |BC| = 6 cm’dir. |EF| kaç santimetredir?`,
      options: [msg`12`, msg`15`, msg`2,4`, msg`16`],
      correctIndex: 1,
      explanation: msg`Benzerlik oranı |DE|/|AB| = 10/4 = 2,5’tir. |EF| = 2,5 · 6 = 15 cm.`,
      hints: [msg`Önce bilinen bir karşılıklı kenar çiftinden benzerlik oranını bul.`, msg`BC’nin karşılığı EF’dir; oranla çarp.`],
    },
    {
      id: 'ratio',
      prompt: msg`Kenarları 3 cm, 4 cm, 5 cm olan bir üçgen ile kenarları 6 cm, 8 cm, 10 cm olan bir üçgen için hangisi doğrudur?`,
      options: [msg`Benzerdir; benzerlik oranı 2’dir.`, msg`Eştir.`, msg`Benzer değildir.`, msg`Benzerdir; benzerlik oranı 3’tür.`],
      correctIndex: 0,
      explanation: msg`6/3 = 8/4 = 10/5 = 2; karşılıklı kenarlar orantılı olduğu için üçgenler benzerdir ve benzerlik oranı 2’dir. Kenarları farklı olduğu için eş değildir.`,
      hints: [msg`Karşılıklı kenarların oranlarını hesapla.`, msg`Üç oran da aynı mı?`],
    },
    {
      id: 'congruent-ratio',
      prompt: msg`Eş iki şeklin benzerlik oranı kaçtır?`,
      options: [msg`0`, msg`2`, msg`1/2`, msg`1`],
      correctIndex: 3,
      explanation: msg`Eş şekillerin karşılıklı kenarları eşittir; oranları 1’dir. Bu yüzden eş şekiller, benzerlik oranı 1 olan benzer şekillerdir.`,
      hints: [msg`Eş şekillerde karşılıklı kenarlar nasıldır?`, msg`Bir sayının kendisine bölümü kaçtır?`],
    },
    {
      id: 'perimeter',
      prompt: msg`Bir karenin bütün kenarları 3 katına çıkarılırsa çevresi kaç katına çıkar?`,
      options: [msg`3`, msg`9`, msg`6`, msg`12`],
      correctIndex: 0,
      explanation: msg`Çevre kenarların toplamıdır; her kenar 3 katına çıkınca toplam da 3 katına çıkar. Örneğin 2 cm’lik kare (çevre 8 cm) 6 cm’lik kare (çevre 24 cm) olur.`,
      hints: [msg`Kenarı 1 cm olan bir kareyle dene.`, msg`Yeni çevreyi eski çevreye böl.`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Koordinat düzleminde eş ve benzer üçgenler`,
    instructions: msg`Nokta koymak için düzlemde bir kesişime dokun ya da düzlemi seçip ok tuşlarıyla imleci taşı ve Enter’a bas; imleç düğmeleri de aynı işi görür. Okuma görevinde doğru cevabı seç. Sonra “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'coordinate-plane',
      range: 6,
      tasks: [
        {
          kind: 'plot',
          prompt: msg`A(1, 1), B(3, 1), C(1, 3) üçgeninin bütün koordinatlarını 2 ile çarp ve benzer A′B′C′ üçgeninin köşelerini işaretle.`,
          points: [
            { label: 'A′', x: 2, y: 2 },
            { label: 'B′', x: 6, y: 2 },
            { label: 'C′', x: 2, y: 6 },
          ],
        },
        {
          kind: 'plot',
          prompt: msg`Aynı ABC üçgenine eş bir üçgen oluştur: üçgeni 5 birim sola ötele ve yeni köşeleri işaretle.`,
          points: [
            { x: -4, y: 1 },
            { x: -2, y: 1 },
            { x: -4, y: 3 },
          ],
        },
        {
          kind: 'plot',
          prompt: msg`Kenarları 3 ve 1 birim olan bir dikdörtgene benzer, benzerlik oranı 2 olan dikdörtgeni çiz: bir köşesi orijinde, uzun kenarı negatif x ekseni üzerinde ve 2. bölgede olsun. Dört köşeyi işaretle.`,
          points: [
            { x: 0, y: 0 },
            { x: -6, y: 0 },
            { x: -6, y: 2 },
            { x: 0, y: 2 },
          ],
        },
        {
          kind: 'read',
          prompt: msg`A(1, −2) köşeli bir üçgen orijine göre 3 katına büyütüldü. İşaretli nokta A’nın karşılığı olan D’dir. Koordinatları nedir?`,
          point: { label: 'D', x: 3, y: -6 },
          options: [msg`(4, 1)`, msg`(−6, 3)`, msg`(3, −6)`, msg`(3, −2)`],
          correctIndex: 2,
        },
      ],
    },
  },
  worksheet: {
    title: msg`Büyüt, Küçült: Eşlik ve Benzerlik Çalışma Sayfası`,
    instructions: msg`Küçük ve büyük çizimlerinin karşılıklı kenarlarını ve açılarını tabloya yaz.`,
    tasks: [
      { prompt: msg`Kenarları 5 cm ve 8 cm olan bir dikdörtgene benzer, kısa kenarı 15 cm olan dikdörtgenin uzun kenarı kaç santimetredir?`, lines: 3 },
      { prompt: msg`Bir haritada 1 cm, gerçekte 2 km’dir. Haritada 7,5 cm olan iki şehir arası gerçekte kaç kilometredir?`, lines: 2 },
      { prompt: msg`“Bütün kareler birbirine benzerdir; bütün dikdörtgenler birbirine benzer değildir.” Bu cümleyi örneklerle açıkla.`, lines: 4 },
    ],
    table: {
      caption: msg`Karşılıklı kenarlar ve açılar`,
      columns: [msg`Kenar ya da açı`, msg`Küçük şekil`, msg`Büyük şekil`, msg`Büyük ÷ küçük`],
      rows: 6,
    },
  },
  story: {
    title: msg`Fındık’ın Yuva Planı`,
    paragraphs: [
      msg`Fındık yeni yuvasının planını bir yaprağa çizdi: kapı 2 birim, pencere 1 birim genişlikteydi. Kardeşi Çıtır planı ağacın gövdesine gerçek boyutta aktaracaktı.`,
      msg`Çıtır yalnız genişlikleri 10 katına çıkardı, yükseklikleri aynı bıraktı. Ortaya basık, yamuk yumuk bir yuva çıktı; kapı bir yarık gibi duruyordu.`,
      msg`Baykuş Nine açıkladı: “Benzer bir şekil için bütün uzunlukları aynı sayıyla çarpmalısın. O zaman açılar değişmez, yuva plandaki gibi görünür.”`,
      msg`Bu kez Çıtır her uzunluğu 10 ile çarptı. Yuva tıpkı plandaki gibi oldu, yalnız bütün uzunlukları 10 kat büyüktü. Fındık güldü: “Plan ile yuva benzer; benzerlik oranı 10!”`,
    ],
    lesson: msg`Bir şeklin bütün kenarları aynı oranda büyütülür ya da küçültülürse açıları değişmez ve benzer bir şekil elde edilir.`,
  },
};
