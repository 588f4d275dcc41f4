import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Ela’nın 9 balonu vardı. 4 balon uçup gitti. Kaç balon kaldı? Bunu bulmak için çıkarma yaparız: 9 − 4 = 5.`,
    sections: [
      {
        heading: msg`Çıkarma ne demek?`,
        paragraphs: [
          msg`Çıkarma, bir gruptan bazı nesneleri ayırmaktır. Geriye kalanları sayarız.`,
          msg`9 − 4 = 5 diye yazarız. “−” eksi demektir. Sonuca fark denir.`,
        ],
      },
      {
        heading: msg`Sayı doğrusunda çıkarma`,
        paragraphs: [
          msg`Büyük sayıdan başlarız. Çıkan sayı kadar sola, birer birer geri zıplarız.`,
          msg`9’dan 4 kez geri zıplarsak 8, 7, 6, 5 deriz. Vardığımız 5, farktır.`,
        ],
      },
      {
        heading: msg`Eksik sayıyı bulmak`,
        paragraphs: [
          msg`13 − ? = 10 işleminde 13’ten 10’a kadar geri zıplarız. 3 kez zıplarız; eksik sayı 3’tür.`,
          msg`Bir sayıdan kendisini çıkarırsak hiç kalmaz: 7 − 7 = 0.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Çıkarma`, definition: msg`Bir gruptan bazı nesneleri ayırıp kalanı bulma işlemi.` },
      { term: msg`Fark`, definition: msg`Çıkarma işleminin sonucu.` },
      { term: msg`Eksi (−)`, definition: msg`Çıkarma işleminin işareti.` },
    ],
  },
  procedure: {
    goal: msg`Sayma pullarıyla ve yere çizilen sayı doğrusunda geri zıplayarak 20’ye kadar çıkarma yapmak.`,
    durationMinutes: 35,
    materials: [
      { name: msg`Sayma pulu`, quantity: msg`Her öğrenciye 20 tane` },
      { name: msg`Kâğıt bant (maskeleme bandı)`, quantity: msg`Sınıfa 1 rulo` },
      { name: msg`0’dan 20’ye kadar sayı kartları`, quantity: msg`Sınıfa 1 takım (21 kart)` },
      { name: msg`Kalem ve defter`, quantity: msg`Her öğrenciye 1` },
    ],
    safety: [
      msg`Pulları ağzına, burnuna, kulağına sokma.`,
      msg`Sayı doğrusunu sıraların ve kapının uzağına, açık bir yere yapıştırın.`,
      msg`Geri geri atlama; düşebilirsin. Yüzünü küçük sayılara doğru çevir ve öyle zıpla.`,
    ],
    steps: [
      msg`Masana 12 pul koy. Arkadaşın 5 pulu alsın. Kalan pulları say ve 12 − 5 = … diye yaz.`,
      msg`Öğretmeninle yere 0’dan 20’ye bir sayı doğrusu yapın.`,
      msg`12 yazan karta git. Yüzünü küçük sayılara çevir ve 5 kez zıpla; her zıplamada bir sayı söyle.`,
      msg`Vardığın sayı, masadaki kalan pullarla aynı mı? Karşılaştır.`,
      msg`Öğretmenin “15’ten 10’a kaç kez geri zıplarsın?” diye sorsun. Zıpla ve say.`,
    ],
    observations: [msg`Geri zıplarken sayılar büyüdü mü, küçüldü mü?`, msg`Pullarla bulduğun fark, zıplayarak bulduğunla aynı mıydı?`],
    conclusion: msg`Çıkarırken büyük sayıdan başlar, çıkan sayı kadar geri gideriz. Vardığımız sayı farktır.`,
  },
  questions: [
    {
      id: 'balloons',
      prompt: msg`Mert’in 8 balonu vardı. 3 balon uçtu. Mert’in kaç balonu kaldı?`,
      options: [msg`11`, msg`5`, msg`4`],
      correctIndex: 1,
      explanation: msg`8 balondan 3 balon ayrılır: 8 − 3 = 5. Mert’in 5 balonu kaldı.`,
      hints: [msg`Balonlar çoğaldı mı, azaldı mı?`, msg`8’den başla ve 3 kez geri say.`],
    },
    {
      id: 'jumps-from-fourteen',
      prompt: msg`Sayı doğrusunda 14’ten başladım. 4 kez geri zıpladım. Hangi sayıya vardım?`,
      options: [msg`10`, msg`18`, msg`11`],
      correctIndex: 0,
      explanation: msg`14’ten geri zıplarken 13, 12, 11, 10 deriz. 14 − 4 = 10.`,
      hints: [msg`Geri zıplayınca sayılar küçülür.`, msg`14’ü sayma; ilk zıplamada 13 de.`],
    },
    {
      id: 'minus-itself',
      prompt: msg`7 − 7 kaç eder?`,
      options: [msg`7`, msg`14`, msg`0`],
      correctIndex: 2,
      explanation: msg`7 nesnenin 7’sini de ayırırsak hiç nesne kalmaz: 7 − 7 = 0.`,
      hints: [msg`7 pul koy, sonra 7 pulu geri al.`, msg`Masada kaç pul kaldı?`],
    },
    {
      id: 'missing-subtrahend',
      prompt: msg`12 − ? = 9. Soru işaretinin yerine hangi sayı gelir?`,
      options: [msg`4`, msg`3`, msg`21`],
      correctIndex: 1,
      explanation: msg`12’den 9’a geri zıplarken 11, 10, 9 deriz: 3 zıplama. 12 − 3 = 9.`,
      hints: [msg`12’den başla ve 9’a kadar geri say.`, msg`Kaç kez zıpladığını parmaklarınla say.`],
    },
    {
      id: 'which-is-subtraction',
      prompt: msg`Hangi durumda çıkarma yaparız?`,
      options: [msg`Sepette 10 elma vardı. 4 elma daha koyduk.`, msg`Sepette 10 elma vardı. 4 elmayı yedik.`, msg`Sepete 10 elma ve 4 armut koyduk.`],
      correctIndex: 1,
      explanation: msg`Elmaları yiyince sepetteki elmalar azalır. Azalan, eksilen durumlarda çıkarma yaparız: 10 − 4 = 6.`,
      hints: [msg`Hangi durumda sepetteki meyveler azalıyor?`, msg`Eklemek toplama, ayırmak çıkarmadır.`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Sayı doğrusunda geri zıpla`,
    instructions: msg`Nokta büyük sayıda durur. “−1” düğmesine her basışında nokta bir kez geri zıplar. Zıplamaları say, sonra “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'number-line',
      min: 0,
      max: 20,
      step: 1,
      tasks: [
        { kind: 'jumps', prompt: msg`9 − 4 kaç eder? 9’dan başla, 4 kez geri zıpla.`, start: 9, target: 5, sizes: [1], direction: 'back' },
        { kind: 'jumps', prompt: msg`12 − 5 kaç eder? Geri zıplayarak bul.`, start: 12, target: 7, sizes: [1], direction: 'back' },
        { kind: 'jumps', prompt: msg`17 − 3 kaç eder?`, start: 17, target: 14, sizes: [1], direction: 'back' },
        { kind: 'jumps', prompt: msg`15 − 6 kaç eder?`, start: 15, target: 9, sizes: [1], direction: 'back' },
        { kind: 'jumps', prompt: msg`13 − ? = 10. 13’ten 10’a geri zıpla. Kaç kez zıpladın?`, start: 13, target: 10, sizes: [1], direction: 'back' },
        { kind: 'jumps', prompt: msg`6 − 6 kaç eder?`, start: 6, target: 0, sizes: [1], direction: 'back' },
      ],
    },
  },
  worksheet: {
    title: msg`Geri Zıpla, Çıkar Çalışma Sayfası`,
    instructions: msg`Pullarla yaptığın çıkarmaları tabloya yaz. Sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`0’dan 20’ye bir sayı doğrusu çiz. 11 − 4 işlemini geri zıplama yaylarıyla göster.`, lines: 3 },
      { prompt: msg`Ağaçta 14 kuş vardı. 6 kuş uçtu. Ağaçta kaç kuş kaldı? İşlemini yaz.`, lines: 2 },
      { prompt: msg`16 − ? = 12. Soru işaretinin yerine hangi sayı gelir? Nasıl bulduğunu yaz.`, lines: 2 },
    ],
    table: {
      caption: msg`Pullarla çıkarma`,
      columns: [msg`Başta kaç pul vardı?`, msg`Kaç pul ayrıldı?`, msg`İşlem`, msg`Kalan (fark)`],
      rows: 5,
    },
  },
  story: {
    title: msg`Fındık’ın Paylaştığı Cevizler`,
    paragraphs: [
      msg`Fındık’ın sepetinde 10 ceviz vardı. Yolda aç kalmış üç arkadaşına rastladı.`,
      msg`Kirpi Diken’e 1 ceviz, Tavşan Pamuk’a 1 ceviz, Kuş Cik’e 1 ceviz verdi.`,
      msg`Her verişte geri saydı: “9, 8, 7.” Sepetinde 7 ceviz kaldı.`,
      msg`Arkadaşları çok sevindi. Fındık da sevindi: “10 − 3 = 7. Cevizim azaldı ama arkadaşlarım doydu!”`,
    ],
    lesson: msg`Çıkarmak geri saymaktır; paylaştığımızda elimizdeki azalır, ama paylaşmak güzeldir.`,
  },
};
