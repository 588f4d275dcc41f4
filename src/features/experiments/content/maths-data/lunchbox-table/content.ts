import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Sınıfta kaç kişinin beslenme çantasında süt, kaç kişinin çantasında meyve suyu var? Sayıp bir tabloya yazarsak herkes bir bakışta görür.`,
    sections: [
      {
        heading: msg`Veri toplamak`,
        paragraphs: [msg`Herkese aynı soruyu sorarız ve cevapları sayarız.`, msg`Topladığımız bu bilgilere veri deriz.`],
      },
      {
        heading: msg`Basit tablo`,
        paragraphs: [msg`Tabloda bir sütunda ne saydığımızı, öbür sütunda kaç tane olduğunu yazarız.`, msg`Örneğin “Süt: 8” ve “Meyve suyu: 5” diye yazarız.`],
      },
      {
        heading: msg`Tabloyu okumak`,
        paragraphs: [
          msg`Büyük sayı, daha çok olanı gösterir. 8, 5’ten büyüktür; süt getirenler daha çoktur.`,
          msg`İki sayıyı toplarsak kaç kişiye sorduğumuzu buluruz: 8 + 5 = 13.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Veri`, definition: msg`Sorup saydığımız bilgiler.` },
      { term: msg`Tablo`, definition: msg`Verileri satır ve sütunlara yazdığımız düzen.` },
    ],
  },
  procedure: {
    goal: msg`Sınıfta beslenme çantalarındaki içecekleri sayıp iki gruplu basit bir tablo yapmak ve okumak.`,
    durationMinutes: 30,
    materials: [
      { name: msg`Tahtaya çizilmiş iki satırlı tablo`, quantity: msg`Sınıfa 1 tane` },
      { name: msg`Süt ve meyve suyu resmi olan kartlar`, quantity: msg`Her öğrenciye 2 tane (biri süt, biri meyve suyu)` },
      { name: msg`Mıknatıs ya da bant`, quantity: msg`Sınıfa 1 kutu` },
    ],
    safety: [msg`Kartları tahtaya asarken sırayla gel; itişme.`, msg`Beslenme çantanı açarken içeceğini dökme; dökülürse öğretmenine söyle.`],
    steps: [
      msg`Beslenme çantana bak. Sütün mü var, meyve suyun mu? Sende hangisi varsa o kartı al. İkisi de yoksa kart asma; bu sayım yalnızca bu iki içecek için.`,
      msg`Sırayla tahtaya gel ve kartını kendi satırına as.`,
      msg`Öğretmeninle her satırdaki kartları birlikte sayın.`,
      msg`Sayıları tablonun “Kaç kişi?” sütununa yazın.`,
      msg`Tabloya bakın: hangisi daha çok? Kaç kişiye sorduk?`,
    ],
    observations: [msg`Hangi satırda daha çok kart vardı?`, msg`İki satırdaki kartları toplayınca kaç kişi buldunuz?`],
    conclusion: msg`Tablo, topladığımız verileri düzenli gösterir. Sayıları karşılaştırarak hangisinin daha çok olduğunu buluruz.`,
  },
  questions: [
    {
      id: 'more-girls',
      prompt: msg`Tabloda şöyle yazıyor: Kız 12, Erkek 10. Sınıfta hangisi daha çok?`,
      options: [msg`Kızlar`, msg`Erkekler`, msg`İkisi eşit`],
      correctIndex: 0,
      explanation: msg`12, 10’dan büyüktür. Kızlar daha çoktur.`,
      hints: [msg`İki sayıyı karşılaştır.`, msg`Hangi sayı daha büyük?`],
    },
    {
      id: 'equal',
      prompt: msg`Tabloda şöyle yazıyor: Kedi sevenler 6, Köpek sevenler 6. Hangisi doğrudur?`,
      options: [msg`Kedi sevenler daha çok.`, msg`Köpek sevenler daha çok.`, msg`İkisi eşit.`],
      correctIndex: 2,
      explanation: msg`İki satırda da 6 yazıyor. Sayılar aynı olduğu için iki grup eşittir.`,
      hints: [msg`İki satırdaki sayılara bak.`, msg`Sayılar farklı mı, aynı mı?`],
    },
    {
      id: 'how-many-more',
      prompt: msg`Tabloda şöyle yazıyor: Yağmurlu gün 4, Güneşli gün 9. Güneşli günler kaç tane fazla?`,
      options: [msg`13`, msg`5`, msg`4`],
      correctIndex: 1,
      explanation: msg`4’ten 9’a kadar ileri sayarız: 5, 6, 7, 8, 9. 5 tane fazladır.`,
      hints: [msg`Küçük sayıdan büyük sayıya kadar say.`, msg`Kaç sayı saydın?`],
    },
    {
      id: 'collect-data',
      prompt: msg`Sınıfta kaç kişinin süt getirdiğini nasıl öğreniriz?`,
      options: [msg`Herkese sorar ve sayarız.`, msg`Yalnızca tahmin ederiz.`],
      correctIndex: 0,
      explanation: msg`Doğru bilgiyi bulmak için herkese sorar, cevapları sayarız. Tahmin bize kesin sayıyı söylemez.`,
      hints: [msg`Kesin sayıyı bulmak istiyoruz.`, msg`Tahmin her zaman doğru çıkar mı?`],
    },
    {
      id: 'total',
      prompt: msg`Tabloda şöyle yazıyor: Kız 9, Erkek 8. Sınıfta toplam kaç öğrenci var?`,
      options: [msg`1`, msg`17`, msg`98`],
      correctIndex: 1,
      explanation: msg`Toplamı bulmak için iki sayıyı toplarız: 9 + 8 = 17.`,
      hints: [msg`Toplam için iki sayıyı ne yaparız?`, msg`9’dan başla, 8 ileri say.`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Tablodan resme`,
    instructions: msg`Önce tabloya bak ve her sütunu tablodaki sayı kadar yükselt. Sonra resme bakarak soruları cevapla. Her görevde “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'bar-graph',
      title: msg`Beslenme çantamızdaki içecekler`,
      axisLabel: msg`Kaç kişi?`,
      categories: [
        { id: 'milk', label: msg`Süt`, emoji: '🥛' },
        { id: 'juice', label: msg`Meyve suyu`, emoji: '🧃' },
      ],
      max: 10,
      step: 1,
      tally: false,
      tasks: [
        { kind: 'build', prompt: msg`Tabloya bak. Süt ve meyve suyu sütunlarını tablodaki sayılar kadar yükselt.`, values: [8, 5] },
        {
          kind: 'read',
          prompt: msg`Hangisini getirenler daha çok?`,
          values: [8, 5],
          options: [msg`Süt`, msg`Meyve suyu`],
          correctIndex: 0,
        },
        {
          kind: 'read',
          prompt: msg`Süt getirenler, meyve suyu getirenlerden kaç kişi fazla?`,
          values: [8, 5],
          options: [msg`13`, msg`3`, msg`5`],
          correctIndex: 1,
        },
        {
          kind: 'read',
          prompt: msg`Toplam kaç kişiye sorduk?`,
          values: [8, 5],
          options: [msg`13`, msg`3`, msg`85`],
          correctIndex: 0,
        },
      ],
    },
  },
  worksheet: {
    title: msg`Beslenme Çantası Tablosu Çalışma Sayfası`,
    instructions: msg`Sınıfta yaptığınız sayımı tabloya yaz. Sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`Hangisini getirenler daha çok? Yaz.`, lines: 2 },
      { prompt: msg`Toplam kaç kişiye sordunuz? İşlemini yaz.`, lines: 2 },
      { prompt: msg`Arkadaşlarına başka bir soru sor, örneğin “Kedi mi, köpek mi?” Cevapları say ve yaz.`, lines: 3 },
    ],
    table: {
      caption: msg`Beslenme çantamızdaki içecekler`,
      columns: [msg`İçecek`, msg`Kaç kişi?`],
      rows: 2,
    },
  },
  story: {
    title: msg`Fındık’ın Sayım Tahtası`,
    paragraphs: [
      msg`Orman okulunda öğle yemeği vardı. Baykuş Öğretmen sordu: “Kim fındık, kim ceviz istiyor?”`,
      msg`Herkes aynı anda bağırdı. Kim ne istedi, kimse anlamadı.`,
      msg`Fındık bir tahta getirdi ve iki satır çizdi: “Fındık” ve “Ceviz.” Herkes sırayla gelip satırına bir taş koydu.`,
      msg`Sonra taşları saydılar: Fındık 7, Ceviz 4. Baykuş Öğretmen gülümsedi: “Şimdi ne kadar fındık ve ceviz getireceğimi biliyorum!”`,
    ],
    lesson: msg`Verileri sayıp bir tabloya yazarsak herkes bir bakışta anlar.`,
  },
};
