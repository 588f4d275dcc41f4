import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`12 kurabiyeyi 3 arkadaş eşit paylaşacak. Herkes kaç kurabiye alır? Bunu bulmak için bölme yaparız: 12 ÷ 3 = 4.`,
    sections: [
      {
        heading: msg`Paylaştırma`,
        paragraphs: [
          msg`Paylaştırmada nesneleri belli sayıda gruba eşit dağıtırız. 12 kurabiyeyi 3 tabağa birer birer dağıtırsak her tabakta 4 kurabiye olur.`,
          msg`Bunu 12 ÷ 3 = 4 diye yazarız. “÷” işaretine bölü deriz; 4 bölümdür.`,
        ],
      },
      {
        heading: msg`Gruplama`,
        paragraphs: [
          msg`Gruplamada her grupta kaç nesne olacağını biliriz, kaç grup olacağını buluruz. 12 kurabiyeyi 3’erli paketlere koyarsak 4 paket olur.`,
          msg`Sayı doğrusunda 12’den 0’a 3’er 3’er geri zıplarız: 9, 6, 3, 0. 4 kez zıpladık; 12 ÷ 3 = 4.`,
        ],
      },
      {
        heading: msg`Bölme ve çarpma`,
        paragraphs: [
          msg`Bölme, çarpmanın tersidir. 12 ÷ 3 = 4 ise 4 × 3 = 12’dir.`,
          msg`Bölmenin sonucunu çarpma ile denetleyebiliriz: bölüm ile böleni çarparsak bölüneni buluruz.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Bölme`, definition: msg`Bir çokluğu eşit gruplara ayırma ya da eşit paylaştırma işlemi.` },
      { term: msg`Bölü (÷)`, definition: msg`Bölme işleminin işareti.` },
      { term: msg`Bölüm`, definition: msg`Bölme işleminin sonucu.` },
    ],
  },
  procedure: {
    goal: msg`Pulları ve bardakları kullanarak bölmeyi hem eşit paylaştırma hem de eşit gruplama olarak göstermek.`,
    durationMinutes: 35,
    materials: [
      { name: msg`Sayma pulu`, quantity: msg`Her ikili gruba 20 tane` },
      { name: msg`Kâğıt bardak ya da küçük tabak`, quantity: msg`Her ikili gruba 5 tane` },
      { name: msg`Bölme kartları (12 ÷ 3, 10 ÷ 2, 15 ÷ 5, 20 ÷ 4 gibi)`, quantity: msg`Her ikili gruba 6 tane` },
      { name: msg`Kalem ve defter`, quantity: msg`Her öğrenciye 1` },
    ],
    safety: [msg`Pulları ağzına, burnuna, kulağına sokma.`, msg`Yere düşen pulları hemen topla; üstüne basan kayabilir.`],
    steps: [
      msg`Paylaştırma: 12 pul al ve 3 bardak koy. Pulları bardaklara birer birer, sırayla dağıt. Her bardakta kaç pul oldu?`,
      msg`Gruplama: Aynı 12 pulu bu kez 3’erli gruplara ayır. Kaç grup oldu?`,
      msg`İki yolla bulduğun sayıyı karşılaştır. Bölme işlemini defterine yaz: 12 ÷ 3 = 4.`,
      msg`Bir bölme kartı çek. Arkadaşın paylaştırarak, sen gruplayarak çöz.`,
      msg`Sonucu çarpma ile denetle: bölüm × bölen = bölünen mi?`,
    ],
    observations: [msg`Paylaştırma ile gruplama aynı sonucu verdi mi?`, msg`Paylaştırırken bardakların hepsinde aynı sayıda pul olduğunu nasıl denetledin?`],
    conclusion: msg`Bölme, eşit paylaştırma ya da eşit gruplamadır. Bölümü bölenle çarparsak bölüneni buluruz.`,
  },
  questions: [
    {
      id: 'share-apples',
      prompt: msg`12 elmayı 3 tabağa eşit paylaştırırsak her tabakta kaç elma olur?`,
      options: [msg`4`, msg`9`, msg`15`],
      correctIndex: 0,
      explanation: msg`12 ÷ 3 = 4. Denetleyelim: 3 tabak, her birinde 4 elma; 3 × 4 = 12.`,
      hints: [msg`Elmaları tabaklara birer birer dağıtmayı düşün.`, msg`Hangi sayının 3 katı 12 eder?`],
    },
    {
      id: 'group-pencils',
      prompt: msg`15 kalemi 5’erli gruplara ayırırsak kaç grup olur?`,
      options: [msg`10`, msg`3`, msg`20`],
      correctIndex: 1,
      explanation: msg`15’ten 5’er 5’er ayırırız: 5, 10, 15. 3 grup olur; 15 ÷ 5 = 3.`,
      hints: [msg`5’er 5’er sayarak 15’e ulaş.`, msg`Kaç kez 5 saydın?`],
    },
    {
      id: 'jumps-back',
      prompt: msg`Sayı doğrusunda 20’den 0’a 4’er 4’er geri zıpladım. Kaç kez zıpladım?`,
      options: [msg`4`, msg`16`, msg`5`],
      correctIndex: 2,
      explanation: msg`20’den 4’er geri: 16, 12, 8, 4, 0. 5 zıplama yaptık; 20 ÷ 4 = 5.`,
      hints: [msg`Zıplamaları tek tek söyle: 16, …`, msg`0’a varınca parmaklarını say.`],
    },
    {
      id: 'check-with-multiplication',
      prompt: msg`8 ÷ 2 = 4 işlemini hangi çarpma ile denetleriz?`,
      options: [msg`8 × 2 = 16`, msg`4 × 2 = 8`, msg`4 + 2 = 6`],
      correctIndex: 1,
      explanation: msg`Bölüm 4 ile bölen 2 çarpılınca bölünen 8 bulunur: 4 × 2 = 8. Bu yüzden işlem doğrudur.`,
      hints: [msg`Bölme, çarpmanın tersidir.`, msg`Bölüm ile böleni çarparsak ne bulmalıyız?`],
    },
    {
      id: 'fair-share',
      prompt: msg`Hangisi eşit paylaştırmadır?`,
      options: [msg`10 cevizi iki kardeş 5’er 5’er alır.`, msg`10 cevizin 7’sini biri, 3’ünü öbürü alır.`],
      correctIndex: 0,
      explanation: msg`Eşit paylaştırmada herkes aynı sayıda alır. 5 ve 5 eşittir; 7 ve 3 eşit değildir.`,
      hints: [msg`Eşit paylaştırma ne demektir?`, msg`İki kardeşin aldığı sayılar aynı mı?`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`0’a eşit zıpla`,
    instructions: msg`Nokta bölünende durur. Geri zıplama düğmesine her basışında nokta aynı büyüklükte geri zıplar. 0’a varınca zıplamaları say; bu sayı bölümdür. Sonra “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'number-line',
      min: 0,
      max: 30,
      step: 1,
      labelEvery: 5,
      tasks: [
        {
          kind: 'jumps',
          prompt: msg`12 ÷ 3 kaç eder? 12’den 0’a 3’er 3’er geri zıpla ve zıplamaları say.`,
          start: 12,
          target: 0,
          sizes: [3],
          direction: 'back',
        },
        { kind: 'jumps', prompt: msg`10 ÷ 2 kaç eder? 2’şer 2’şer geri zıpla.`, start: 10, target: 0, sizes: [2], direction: 'back' },
        { kind: 'jumps', prompt: msg`15 ÷ 5 kaç eder?`, start: 15, target: 0, sizes: [5], direction: 'back' },
        {
          kind: 'jumps',
          prompt: msg`20 kurabiye 4’erli paketlere konuyor. Kaç paket olur? 4’er 4’er geri zıpla.`,
          start: 20,
          target: 0,
          sizes: [4],
          direction: 'back',
        },
        { kind: 'jumps', prompt: msg`18 ÷ 3 kaç eder?`, start: 18, target: 0, sizes: [3], direction: 'back' },
      ],
    },
  },
  worksheet: {
    title: msg`Eşit Paylaş, Grupla Çalışma Sayfası`,
    instructions: msg`Pullarla yaptığın bölmeleri tabloya yaz. Sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`14 pulu 2 bardağa eşit paylaştır. Çiz ve bölme işlemini yaz.`, lines: 3 },
      { prompt: msg`0’dan 25’e bir sayı doğrusu çiz. 25 ÷ 5 işlemini geri zıplama yaylarıyla göster.`, lines: 3 },
      { prompt: msg`16 ÷ 4 işleminin sonucunu bul ve çarpma ile denetle.`, lines: 2 },
    ],
    table: {
      caption: msg`Bölme kartlarım`,
      columns: [msg`Kart`, msg`Paylaştırarak bulduğum`, msg`Gruplayarak bulduğum`, msg`Çarpma ile denetleme`],
      rows: 5,
    },
  },
  story: {
    title: msg`Fındık’ın Kurabiye Paketleri`,
    paragraphs: [
      msg`Fındık’ın annesi 12 cevizli kurabiye pişirdi. Fındık bunları 3 arkadaşına götürmek istedi.`,
      msg`Önce kurabiyeleri sırayla dağıttı: “Biri Diken’e, biri Pamuk’a, biri Cik’e…” Her arkadaşına 4 kurabiye düştü.`,
      msg`Ertesi gün 12 kurabiye daha vardı. Bu kez her pakete 3 kurabiye koydu. 4 paket oldu.`,
      msg`Fındık şaşırdı: “İki gün de 12’yi böldüm, ikisinde de 4 buldum!” Annesi güldü: “Çünkü 3 × 4 = 12.”`,
    ],
    lesson: msg`Bölme, eşit paylaştırmak ya da eşit gruplar yapmaktır; sonucu çarpma ile denetleriz.`,
  },
};
