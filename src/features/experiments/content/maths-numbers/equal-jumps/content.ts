import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Masada 4 tabak var, her tabakta 3 çilek. Kaç çilek var? 3 + 3 + 3 + 3 diye toplayabiliriz. Aynı sayıyı tekrar tekrar toplamanın kısa yolu çarpmadır: 4 × 3 = 12.`,
    sections: [
      {
        heading: msg`Eşit gruplar`,
        paragraphs: [
          msg`Çarpma, eşit grupları saymaktır. 4 × 3 “4 tane 3” demektir: 4 grup, her grupta 3 nesne.`,
          msg`“×” işaretine çarpı deriz. 4 × 3 = 12 işleminde 12 çarpımdır.`,
        ],
      },
      {
        heading: msg`Sayı doğrusunda eşit zıplamalar`,
        paragraphs: [
          msg`4 × 3 için 0’dan başlayıp 3’er 3’er 4 kez zıplarız: 3, 6, 9, 12.`,
          msg`Zıplama sayısı grup sayısıdır, zıplamanın büyüklüğü bir gruptaki nesne sayısıdır. Vardığımız sayı çarpımdır.`,
        ],
      },
      {
        heading: msg`Yer değiştirme`,
        paragraphs: [
          msg`4 × 5 ile 5 × 4 aynı sonucu verir: 20. Pulları 4 satır ve 5 sütun dizersek de, 5 satır ve 4 sütun dizersek de 20 pul vardır.`,
          msg`Bir sayıyı 1 ile çarparsak sayı değişmez: 1 × 7, “1 tane 7” demektir ve 7 eder. 0 × 5 ise “hiç 5 yok” demektir; sonuç 0’dır.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Çarpma`, definition: msg`Aynı sayıyı tekrar tekrar toplamanın kısa yolu.` },
      { term: msg`Çarpı (×)`, definition: msg`Çarpma işleminin işareti.` },
      { term: msg`Çarpım`, definition: msg`Çarpma işleminin sonucu.` },
    ],
  },
  procedure: {
    goal: msg`Pulları eşit gruplara ayırıp sıralar hâlinde dizerek çarpmanın tekrarlı toplama olduğunu göstermek.`,
    durationMinutes: 35,
    materials: [
      { name: msg`Sayma pulu`, quantity: msg`Her ikili gruba 30 tane` },
      { name: msg`Kâğıt bardak ya da küçük tabak`, quantity: msg`Her ikili gruba 5 tane` },
      { name: msg`Çarpma kartları (2 × 4, 3 × 5, 5 × 2 gibi)`, quantity: msg`Her ikili gruba 6 tane` },
      { name: msg`Kareli kâğıt ve boya kalemi`, quantity: msg`Her öğrenciye 1` },
    ],
    safety: [msg`Pulları ağzına, burnuna, kulağına sokma.`, msg`Yere düşen pulları hemen topla; üstüne basan kayabilir.`],
    steps: [
      msg`Bir kart çek, örneğin 3 × 5. İlk sayı kadar bardak koy: 3 bardak.`,
      msg`Her bardağa ikinci sayı kadar pul koy: 5’er pul.`,
      msg`Pulları toplama ile say: 5 + 5 + 5. Sonra çarpma ile yaz: 3 × 5 = 15.`,
      msg`Aynı pulları 3 satır ve 5 sütun olacak biçimde masaya diz. Sonra 5 satır ve 3 sütun diz. Pul sayısı değişti mi?`,
      msg`Kareli kâğıda dizdiğin pulları boya ve altına işlemi yaz.`,
    ],
    observations: [msg`Her bardakta aynı sayıda pul olmasaydı çarpma ile yazabilir miydin?`, msg`Satırlarla sütunların yerini değiştirince kaç pul oldu?`],
    conclusion: msg`Çarpma, eşit grupları saymanın kısa yoludur. Çarpanların yeri değişse de çarpım aynı kalır.`,
  },
  questions: [
    {
      id: 'repeated-addition',
      prompt: msg`3 + 3 + 3 + 3 toplamını çarpma ile nasıl yazarız?`,
      options: [msg`4 × 3`, msg`3 + 4`, msg`3 × 3`],
      correctIndex: 0,
      explanation: msg`Toplamda 3 sayısı 4 kez yazılmış: 4 tane 3. Bu 4 × 3 olarak yazılır ve 12 eder.`,
      hints: [msg`Toplamda hangi sayı tekrar ediyor?`, msg`O sayı kaç kez yazılmış?`],
    },
    {
      id: 'plates',
      prompt: msg`Her tabakta 2 elma var. 5 tabakta toplam kaç elma vardır?`,
      options: [msg`7`, msg`10`, msg`25`],
      correctIndex: 1,
      explanation: msg`5 tane 2: 2 + 2 + 2 + 2 + 2 = 10. Yani 5 × 2 = 10.`,
      hints: [msg`Kaç tabak var, her tabakta kaç elma var?`, msg`İkişer say: 2, 4, …`],
    },
    {
      id: 'jumps-of-four',
      prompt: msg`Sayı doğrusunda 0’dan başlayıp 4’er 4’er 3 kez zıpladım. Hangi sayıya vardım?`,
      options: [msg`16`, msg`7`, msg`12`],
      correctIndex: 2,
      explanation: msg`0’dan 4’er zıplarken 4, 8, 12 deriz. 3 × 4 = 12.`,
      hints: [msg`Her zıplamada 4 ileri gidersin.`, msg`Zıplamaları tek tek söyle: 4, …`],
    },
    {
      id: 'commutative',
      prompt: msg`5 × 3 ile 3 × 5 için hangisi doğrudur?`,
      options: [msg`5 × 3 daha büyüktür.`, msg`İkisinin sonucu da aynıdır.`, msg`3 × 5 daha büyüktür.`],
      correctIndex: 1,
      explanation: msg`5 × 3 = 15 ve 3 × 5 = 15. Çarpanların yeri değişse de çarpım değişmez.`,
      hints: [msg`5 × 3 işlemini üçer sayarak bul.`, msg`3 × 5 işlemini beşer sayarak bul ve karşılaştır.`],
    },
    {
      id: 'times-one',
      prompt: msg`Bir sayıyı 1 ile çarparsak ne olur?`,
      options: [msg`Sayı değişmez.`, msg`Sayı 1 artar.`, msg`Sonuç her zaman 1 olur.`],
      correctIndex: 0,
      explanation: msg`1 × 6, “1 tane 6” demektir; bu da 6’dır. Bir sayıyı 1 ile çarpınca sayının kendisi bulunur.`,
      hints: [msg`1 × 6 işlemini düşün: kaç tane 6 var?`, msg`1 bardakta 6 pul varsa toplam kaç pul vardır?`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`0’dan eşit zıpla`,
    instructions: msg`Nokta 0’da durur. Zıplama düğmesine her basışında nokta aynı büyüklükte bir zıplar. Kaç kez zıpladığını say ve “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'number-line',
      min: 0,
      max: 50,
      step: 1,
      labelEvery: 5,
      tasks: [
        { kind: 'jumps', prompt: msg`4 × 3 kaç eder? 0’dan 3’er 3’er 4 kez zıpla.`, start: 0, target: 12, sizes: [3], direction: 'forward' },
        { kind: 'jumps', prompt: msg`5 × 2 kaç eder? 2’şer 2’şer 5 kez zıpla.`, start: 0, target: 10, sizes: [2], direction: 'forward' },
        { kind: 'jumps', prompt: msg`3 × 5 kaç eder?`, start: 0, target: 15, sizes: [5], direction: 'forward' },
        { kind: 'jumps', prompt: msg`4 × 5 kaç eder? 5’er 5’er zıpla.`, start: 0, target: 20, sizes: [5], direction: 'forward' },
        {
          kind: 'jumps',
          prompt: msg`Şimdi 5 × 4 kaç eder? 4’er 4’er zıpla ve bir önceki sonuçla karşılaştır.`,
          start: 0,
          target: 20,
          sizes: [4],
          direction: 'forward',
        },
        { kind: 'jumps', prompt: msg`3 × 10 kaç eder? 10’ar 10’ar zıpla.`, start: 0, target: 30, sizes: [10], direction: 'forward' },
      ],
    },
  },
  worksheet: {
    title: msg`Eşit Zıplamalar Çalışma Sayfası`,
    instructions: msg`Pullarla yaptığın grupları tabloya yaz. Sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`0’dan 30’a bir sayı doğrusu çiz. 5 × 3 işlemini eşit zıplama yaylarıyla göster.`, lines: 3 },
      { prompt: msg`2 + 2 + 2 + 2 + 2 + 2 toplamını çarpma ile yaz ve sonucunu bul.`, lines: 2 },
      { prompt: msg`Kareli kâğıda 3 satır ve 4 sütunluk bir dizi boya. Kaç kare boyadın? İki çarpma işlemiyle yaz.`, lines: 3 },
    ],
    table: {
      caption: msg`Eşit gruplarım`,
      columns: [msg`Grup sayısı`, msg`Bir gruptaki pul`, msg`Toplama ile`, msg`Çarpma ile`, msg`Toplam pul`],
      rows: 5,
    },
  },
  story: {
    title: msg`Fındık ve Tavşan Pamuk’un Yarışı`,
    paragraphs: [
      msg`Fındık ile Tavşan Pamuk havuç tarlasının kenarında yarışacaktı. Tarlaya 0’dan 20’ye sayılar dikilmişti.`,
      msg`Pamuk her zıplayışta 4 sayı ilerliyordu: 4, 8, 12, 16, 20. Beş zıplayışta 20’ye vardı.`,
      msg`Fındık her zıplayışta 5 sayı ilerliyordu: 5, 10, 15, 20. Dört zıplayışta 20’ye vardı.`,
      msg`“Ben 5 kez zıpladım, sen 4 kez. Ama ikimiz de 20’ye vardık!” dedi Pamuk. Fındık güldü: “5 × 4 ile 4 × 5 aynıdır!”`,
    ],
    lesson: msg`Çarpma, eşit zıplamaları saymaktır; çarpanların yeri değişse de sonuç aynı kalır.`,
  },
};
