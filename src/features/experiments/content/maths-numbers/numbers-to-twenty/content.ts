import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Fındık’ın 13 cevizi var. Onları tek tek saymak uzun sürer. 10 cevizi bir torbaya koyarsa sayması kolaylaşır: 1 torba ve 3 ceviz.`,
    sections: [
      {
        heading: msg`10 birlik, 1 onluk eder`,
        paragraphs: [
          msg`Tek tek saydığımız her şey bir birliktir. 10 birlik bir araya gelince 1 onluk olur.`,
          msg`Onluk çubuğunda 10 küp yan yana durur. Çubuğu görünce “10” deriz.`,
        ],
      },
      {
        heading: msg`10 ile 20 arasındaki sayılar`,
        paragraphs: [msg`13 sayısında 1 onluk ve 3 birlik vardır. 17 sayısında 1 onluk ve 7 birlik vardır.`, msg`20 sayısında 2 onluk vardır, birlik yoktur.`],
      },
      {
        heading: msg`10 ile karşılaştırma`,
        paragraphs: [
          msg`1 onluğun yanında birlik de varsa sayı 10’dan büyüktür: 12, 10’dan büyüktür.`,
          msg`10’dan az nesne varsa sayı 10’dan küçüktür: 7, 10’dan küçüktür.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Birlik`, definition: msg`Tek tek sayılan her bir nesne.` },
      { term: msg`Onluk`, definition: msg`10 birlikten oluşan grup.` },
      { term: msg`Rakam`, definition: msg`Sayıları yazmak için kullandığımız işaretler: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9.` },
    ],
  },
  procedure: {
    goal: msg`Fasulye ya da ceviz gibi nesneleri onarlı gruplayarak 10 ile 20 arasındaki sayıları göstermek.`,
    durationMinutes: 30,
    materials: [
      { name: msg`Kuru fasulye, ceviz ya da sayma pulu`, quantity: msg`Her öğrenciye 20 tane` },
      { name: msg`Küçük şeffaf poşet ya da kâğıt bardak`, quantity: msg`Her öğrenciye 2 tane` },
      { name: msg`“Onluk” ve “Birlik” yazan iki kutulu kâğıt`, quantity: msg`Her öğrenciye 1 tane` },
      { name: msg`10’dan 20’ye kadar sayı kartları`, quantity: msg`Her gruba 1 deste` },
    ],
    safety: [
      msg`Fasulyeleri ve pulları ağzına, burnuna, kulağına sokma.`,
      msg`Cevizlere alerjisi olan arkadaşın varsa ceviz yerine pul kullanın.`,
      msg`Yere düşen taneleri topla; üstüne basan kayabilir.`,
    ],
    steps: [
      msg`Bir sayı kartı çek ve sayıyı yüksek sesle oku.`,
      msg`Karttaki sayı kadar fasulye say.`,
      msg`10 fasulyeyi bir bardağa koy. Bardağı “Onluk” kutusuna koy.`,
      msg`Kalan fasulyeleri “Birlik” kutusuna koy ve say.`,
      msg`“1 onluk ve … birlik” diye söyle. Sonra sayıyı rakamlarla yaz.`,
      msg`Sayın 10’dan büyük mü, küçük mü? Arkadaşına söyle.`,
    ],
    observations: [msg`Bir bardakta kaç fasulye var?`, msg`Birlik kutusunda en çok kaç fasulye kaldı?`, msg`20 fasulyeyle kaç bardak doldu?`],
    conclusion: msg`10 ile 20 arasındaki sayılarda 1 onluk ve birkaç birlik vardır. 20 sayısı 2 onluktur.`,
  },
  questions: [
    {
      id: 'tens-and-ones-14',
      prompt: msg`14 sayısında kaç onluk ve kaç birlik vardır?`,
      options: [msg`1 onluk ve 4 birlik`, msg`4 onluk ve 1 birlik`, msg`14 onluk`],
      correctIndex: 0,
      explanation: msg`14’ün soldaki rakamı 1’dir: 1 onluk. Sağdaki rakamı 4’tür: 4 birlik. 10 ve 4, 14 eder.`,
      hints: [msg`Bir onlukta kaç birlik vardır?`, msg`14 fasulyeden 10 tanesini bardağa koyarsan dışarıda kaç tane kalır?`],
    },
    {
      id: 'model-16',
      prompt: msg`1 onluk ve 6 birlik hangi sayıdır?`,
      options: [msg`7`, msg`61`, msg`16`],
      correctIndex: 2,
      explanation: msg`1 onluk 10 eder. 10 ve 6 birlik 16 olur.`,
      hints: [msg`Önce onluğu say: 10.`, msg`10’dan sonra 6 tane daha say.`],
    },
    {
      id: 'greater-than-ten',
      prompt: msg`Hangi sayı 10’dan büyüktür?`,
      options: [msg`8`, msg`12`, msg`10`],
      correctIndex: 1,
      explanation: msg`12 sayısında 1 onluk ve 2 birlik var; 10’dan 2 fazladır. 8, 10’dan küçüktür. 10 ise 10’a eşittir.`,
      hints: [msg`Sayıları fasulyeyle göster.`, msg`Hangisinde bir bardak doldu ve dışarıda fasulye kaldı?`],
    },
    {
      id: 'count-by-twos',
      prompt: msg`İkişer sayıyoruz: 2, 4, 6, 8, ? Sıradaki sayı kaçtır?`,
      options: [msg`9`, msg`12`, msg`10`],
      correctIndex: 2,
      explanation: msg`İkişer sayarken her sayıya 2 ekleriz. 8’den sonra 2 ileri gideriz: 10.`,
      hints: [msg`2’den 4’e kaç ilerledik?`, msg`8’den o kadar ileri git.`],
    },
    {
      id: 'order-in-line',
      prompt: msg`Sırada 6 çocuk var. Ela baştan 3. sırada. Ela’nın önünde kaç çocuk var?`,
      options: [msg`2`, msg`3`, msg`4`],
      correctIndex: 0,
      explanation: msg`Ela 3. sırada. Onun önünde 1. ve 2. sıradaki çocuklar var: 2 çocuk.`,
      hints: [msg`Sırayı çiz: 1., 2., 3. …`, msg`Ela’dan önce gelenleri say.`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Onluk çubuk ve birlik küpler`,
    instructions: msg`Düğmelerle altlığa onluk çubuk ve birlik küp koy. İstenen sayıyı göster, sonra “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'place-value',
      places: 2,
      tasks: [
        { prompt: msg`13 sayısını 1 onluk ve birliklerle göster.`, target: 13 },
        { prompt: msg`Altlıkta 1 onluk var. Birlik ekleyerek 17 yap.`, target: 17, start: { tens: 1 } },
        { prompt: msg`On dokuz sayısını göster.`, target: 19 },
        { prompt: msg`Altlıkta 12 birlik var. 10 birliği 1 onluğa çevir.`, target: 12, start: { ones: 12 } },
        { prompt: msg`20 sayısını göster.`, target: 20 },
      ],
    },
  },
  worksheet: {
    title: msg`20’ye Kadar Sayılar Çalışma Sayfası`,
    instructions: msg`Fasulyelerle yaptıklarını tabloya yaz. Sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`15 sayısını çiz: 1 onluk çubuk ve birlik küpler.`, lines: 3 },
      { prompt: msg`11, 18 ve 9 sayılarından hangileri 10’dan büyük? Yaz.`, lines: 2 },
      { prompt: msg`10’dan başlayıp 20’ye kadar ikişer say ve yaz.`, lines: 2 },
    ],
    table: {
      caption: msg`Fasulye sayılarım`,
      columns: [msg`Sayı kartı`, msg`Onluk (bardak)`, msg`Birlik (tek fasulye)`, msg`10’dan büyük mü?`],
      rows: 5,
    },
  },
  story: {
    title: msg`Fındık’ın Ceviz Torbası`,
    paragraphs: [
      msg`Sincap Fındık sabahtan beri ceviz topluyordu. Yuvasının önünde koca bir yığın oldu.`,
      msg`Arkadaşı Çıtır sordu: “Kaç cevizin var?” Fındık tek tek saydı ama şaşırdı.`,
      msg`Çıtır bir torba getirdi. “Torbaya 10 ceviz koyalım” dedi. Birlikte 10 ceviz saydılar.`,
      msg`Torba doldu, yerde 6 ceviz kaldı. Fındık güldü: “1 torba 10 eder. 10 ve 6… 16 cevizim var!”`,
      msg`O günden sonra Fındık cevizlerini hep onarlı torbalarla saydı.`,
    ],
    lesson: msg`Nesneleri 10’arlı grupladığımızda saymak kolaylaşır: 1 onluk ve birkaç birlik.`,
  },
};
