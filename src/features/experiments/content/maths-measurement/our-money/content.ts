import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Markette bir şey alırken para öderiz. Ülkemizin parasının adı Türk lirasıdır. Bazı paralarımız madeni, bazıları kâğıttır.`,
    sections: [
      {
        heading: msg`Madeni paralar`,
        paragraphs: [
          msg`Madeni paralar metalden yapılır ve yuvarlaktır. Cebimizde taşıdığımız madeni paralardan biri 1 liradır.`,
          msg`1 liradan küçük madeni paralarımıza kuruş denir: 1, 5, 10, 25 ve 50 kuruş.`,
        ],
      },
      {
        heading: msg`Kâğıt paralar`,
        paragraphs: [
          msg`Kâğıt paralar dikdörtgen biçimindedir. 5, 10, 20, 50, 100 ve 200 liralık kâğıt paralarımız vardır.`,
          msg`Her paranın üstünde değeri yazar. Değeri büyük olan para daha çok şey satın alır.`,
        ],
      },
      {
        heading: msg`Tutar oluşturmak`,
        paragraphs: [
          msg`7 lirayı birkaç yolla ödeyebiliriz: 7 tane 1 lira ya da 1 tane 5 lira ve 2 tane 1 lira.`,
          msg`İki tane 5 lira, bir tane 10 lira eder.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Türk lirası`, definition: msg`Ülkemizin parası; kısaca TL yazılır.` },
      { term: msg`Madeni para`, definition: msg`Metalden yapılmış, yuvarlak para.` },
      { term: msg`Kâğıt para`, definition: msg`Kâğıttan yapılmış, dikdörtgen para; banknot da denir.` },
    ],
  },
  procedure: {
    goal: msg`Oyun parasıyla kurulan sınıf marketinde paraları tanımak ve küçük tutarları ödemek.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Oyun parası: 1 liralık karton madeni para`, quantity: msg`Her gruba 20 tane` },
      { name: msg`Oyun parası: 5, 10 ve 20 liralık kâğıt para`, quantity: msg`Her gruba her birinden 4 tane` },
      { name: msg`Boş ve temiz ürün kutuları (süt, makarna, diş macunu)`, quantity: msg`Sınıfa 10 tane` },
      { name: msg`Fiyat etiketi (1 ile 20 lira arası)`, quantity: msg`Sınıfa 10 tane` },
    ],
    safety: [
      msg`Gerçek madeni paralarla çalışırsanız paraları ağzına alma; işin bitince ellerini yıka.`,
      msg`Kutuların kenarları keskin olabilir; yırtık ya da kırık kutuyu kullanma.`,
    ],
    steps: [
      msg`Oyun paralarını masaya dök. Madeni paraları bir yana, kâğıt paraları öbür yana ayır.`,
      msg`Kâğıt paraları değerlerine göre küçükten büyüğe sırala.`,
      msg`Öğretmeninle kutulara fiyat etiketi yapıştırın ve sınıf marketini kurun.`,
      msg`Sırayla bir ürün seç. Etiketteki fiyat kadar parayı say ve satıcıya ver.`,
      msg`Satıcı parayı sayıp doğru mu diye baksın. Sonra rolleri değiştirin.`,
      msg`Aynı ürünü başka paralarla ödemeyi dene.`,
    ],
    observations: [msg`Hangi ürünü tek bir parayla ödeyebildin?`, msg`7 lirayı kaç farklı yolla ödedin?`],
    conclusion: msg`Paralarımızın değerleri üzerlerinde yazar. Aynı tutarı farklı paralarla ödeyebiliriz.`,
  },
  questions: [
    {
      id: 'which-is-coin',
      prompt: msg`Hangisi madeni paradır?`,
      options: [msg`20 lira`, msg`1 lira`, msg`10 lira`],
      correctIndex: 1,
      explanation: msg`1 lira metalden yapılmış, yuvarlak bir paradır. 10 ve 20 lira kâğıt paradır.`,
      hints: [msg`Madeni para metalden yapılır.`, msg`Cüzdanda bozuk para olarak taşıdığımız paralar hangileri?`],
    },
    {
      id: 'which-is-worth-more',
      prompt: msg`5 lira ile 10 lira arasında hangisinin değeri daha büyüktür?`,
      options: [msg`10 lira`, msg`5 lira`, msg`İkisi aynı değerdedir`],
      correctIndex: 0,
      explanation: msg`10, 5’ten büyüktür. 10 lira, 5 liradan daha değerlidir; 10 lira 2 tane 5 lira eder.`,
      hints: [msg`Paraların üstündeki sayılara bak.`, msg`Hangi sayı daha büyük?`],
    },
    {
      id: 'two-fives',
      prompt: msg`Ece’nin 2 tane 5 lirası var. Ece’nin toplam kaç lirası var?`,
      options: [msg`7 lira`, msg`10 lira`, msg`25 lira`],
      correctIndex: 1,
      explanation: msg`5 lira ve 5 lira, 10 lira eder: 5 + 5 = 10.`,
      hints: [msg`Paraları topla.`, msg`5’ten başla ve 5 ileri say.`],
    },
    {
      id: 'pay-for-notebook',
      prompt: msg`Defter 10 lira. Hangi parayla defteri tam olarak ödeyebilirsin?`,
      options: [msg`1 tane 5 lira`, msg`2 tane 1 lira`, msg`1 tane 10 lira`],
      correctIndex: 2,
      explanation: msg`1 tane 10 lira, tam 10 liradır. 5 lira ve 2 lira, 10 liradan azdır.`,
      hints: [msg`Her seçenekte kaç lira olduğunu bul.`, msg`Hangisi 10 liraya eşit?`],
    },
    {
      id: 'written-on-money',
      prompt: msg`Bir paranın değerini nereden anlarız?`,
      options: [msg`Üstünde yazan sayıdan`, msg`Renginin güzelliğinden`, msg`Cebimizdeki yerinden`],
      correctIndex: 0,
      explanation: msg`Her paranın üstünde değeri yazar. Rengine bakarak paraları karıştırabiliriz; en doğrusu üstünde yazan sayıya bakmaktır.`,
      hints: [msg`Bir kâğıt parayı incele.`, msg`Üstünde hangi sayılar var?`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Sınıf marketi`,
    instructions: msg`− ve + düğmeleriyle paraları masaya koy ya da masadan al. İstenen tutarı oluşturunca “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'money',
      pieces: [100, 500, 1000, 2000],
      tasks: [
        { kind: 'make', prompt: msg`Masaya 5 lira koy.`, amount: 500 },
        { kind: 'make', prompt: msg`Oyuncak araba 7 lira. Masaya 7 lira koy.`, amount: 700 },
        { kind: 'make', prompt: msg`Masaya 15 lira koy.`, amount: 1500 },
        { kind: 'fewest', prompt: msg`Top 20 lira. Topu tek bir parayla öde.`, amount: 2000 },
        { kind: 'fewest', prompt: msg`Boya kalemi 12 lira. En az sayıda parayla öde.`, amount: 1200 },
      ],
    },
  },
  worksheet: {
    title: msg`Paralarımız Çalışma Sayfası`,
    instructions: msg`Sınıf marketinde aldıklarını tabloya yaz. Sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`Bir madeni para ve bir kâğıt para çiz. Değerlerini üstlerine yaz.`, lines: 4 },
      { prompt: msg`6 lirayı iki farklı yolla nasıl ödersin? Yaz ya da çiz.`, lines: 3 },
      { prompt: msg`5, 20 ve 10 liralık kâğıt paraları küçükten büyüğe sırala.`, lines: 2 },
    ],
    table: {
      caption: msg`Sınıf marketinden aldıklarım`,
      columns: [msg`Ürün`, msg`Fiyatı`, msg`Hangi paraları verdim?`],
      rows: 4,
    },
  },
  story: {
    title: msg`Fındık Pazarda`,
    paragraphs: [
      msg`Fındık’ın kumbarasında 1 liralık madeni paralar vardı. Pazara gitmeye karar verdi.`,
      msg`Tavşan Pamuk’un tezgâhında havuç demeti 5 liraydı. Fındık 1, 2, 3, 4, 5 diye saydı ve 5 tane 1 lira verdi.`,
      msg`Sonra bir kitap gördü. Kitap 10 liraydı. Fındık’ın cebinde 10 tane 1 lira kalmıştı.`,
      msg`Pamuk güldü: “Bu kadar bozuk parayı saymak uzun sürer. Annen sana 10 liralık bir kâğıt para verse, tek parayla öderdin.”`,
      msg`Fındık paralarını dikkatle saydı, kitabı aldı ve mutlu bir şekilde eve döndü.`,
    ],
    lesson: msg`Paralarımızın değeri üstünde yazar; aynı tutarı farklı paralarla ödeyebiliriz.`,
  },
};
