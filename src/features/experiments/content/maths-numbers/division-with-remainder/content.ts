import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Bölme, bir çokluğu eşit paylaştırmak ya da eşit gruplara ayırmaktır. Bazen her şey tam paylaşılır, bazen de birkaç tane artar. Artan miktara kalan deriz.`,
    sections: [
      {
        heading: msg`Paylaştırma ve gruplama`,
        paragraphs: [
          msg`24 elmayı 4 kişiye eşit paylaştırırsak her birine 6 elma düşer: 24 ÷ 4 = 6.`,
          msg`24 elmayı 4’erli torbalara koyarsak 6 torba olur. Sayı doğrusunda 24’ten 0’a 4’er geri zıplarız ve zıplamaları sayarız: 6 zıplama.`,
        ],
      },
      {
        heading: msg`Kalan`,
        paragraphs: [
          msg`17 kalemi 5’erli demetlere ayıralım. 3 demet yapınca 15 kalem kullanılır, 2 kalem artar. 17 ÷ 5 işleminde bölüm 3, kalan 2’dir.`,
          msg`Kalan her zaman bölenden küçüktür. 5 ya da daha fazla kalem artsaydı bir demet daha yapabilirdik.`,
        ],
      },
      {
        heading: msg`Çarpmayla kontrol ve 10’a bölme`,
        paragraphs: [
          msg`Bölme, çarpmanın tersidir. Bölen ile bölümü çarpıp kalanı eklersek bölüneni buluruz: 5 × 3 + 2 = 17.`,
          msg`Son basamağı sıfır olan bir sayıyı 10’a bölerken sondaki sıfırı sileriz: 90 ÷ 10 = 9. Çünkü 9 tane 10, 90 eder.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Bölünen`, definition: msg`Bölme işleminde paylaştırılan ya da gruplara ayrılan sayı.` },
      { term: msg`Bölen`, definition: msg`Bölüneni kaç eşit parçaya ya da kaçarlı gruplara ayırdığımızı gösteren sayı.` },
      { term: msg`Bölüm`, definition: msg`Bölme işleminin sonucu: bir paya düşen miktar ya da grup sayısı.` },
      { term: msg`Kalan`, definition: msg`Eşit paylaştırmadan sonra artan, bölenden küçük miktar.` },
    ],
  },
  procedure: {
    goal: msg`Pulları bardaklara eşit paylaştırarak ve eşit gruplara ayırarak bölümü ve kalanı bulmak, sonucu çarpmayla kontrol etmek.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Sayma pulu (ya da düğme, kuru fasulye)`, quantity: msg`Her ikili gruba 50 tane` },
      { name: msg`Plastik bardak`, quantity: msg`Her ikili gruba 8 tane` },
      { name: msg`Bölme kartları (örneğin 24 ÷ 4, 17 ÷ 5, 29 ÷ 6)`, quantity: msg`Her ikili gruba 6 tane` },
      { name: msg`Kalem ve defter`, quantity: msg`Her öğrenciye 1` },
    ],
    safety: [msg`Pulları ve fasulyeleri ağza, buruna ya da kulağa sokma.`, msg`Yere düşen pulları hemen topla; kayıp düşebilirsin.`],
    steps: [
      msg`Bir kart çek. Bölünen kadar pulu say ve masaya koy.`,
      msg`Paylaştırma: bölen kadar bardağı yan yana diz. Pulları bardaklara birer birer, sırayla dağıt. Her bardakta kaç pul oldu? Artan pul var mı?`,
      msg`Gruplama: pulları geri topla. Bu kez bölen kadar pulu bir bardağa koy. Kaç bardak doldu? Kaç pul arttı?`,
      msg`İki yolda bulduğun bölümü ve kalanı karşılaştır. Defterine bölme işlemini yaz.`,
      msg`Kontrol et: bölen ile bölümü çarp, kalanı ekle. Bölüneni buldun mu?`,
    ],
    observations: [
      msg`Hangi kartlarda hiç pul artmadı?`,
      msg`Artan pullar hiç bölenden çok ya da bölene eşit oldu mu? Olsaydı ne yapardın?`,
      msg`Paylaştırma ve gruplama aynı bölümü verdi mi?`,
    ],
    conclusion: msg`Bölme eşit paylaştırmak ya da eşit gruplara ayırmaktır. Artan miktar kalandır ve bölenden küçüktür. Bölen × bölüm + kalan = bölünen.`,
  },
  questions: [
    {
      id: 'table-fact',
      prompt: msg`42 ÷ 6 kaç eder?`,
      options: [msg`6`, msg`7`, msg`8`],
      correctIndex: 1,
      explanation: msg`6 ile hangi sayıyı çarparsak 42 eder? 6 × 7 = 42. Bu yüzden 42 ÷ 6 = 7.`,
      hints: [msg`Bölmeyi çarpmayla düşün.`, msg`6’nın katlarını say: 6, 12, 18, … 42’ye kaç adımda varırsın?`],
    },
    {
      id: 'remainder',
      prompt: msg`23 ÷ 4 işleminde bölüm ve kalan nedir?`,
      options: [msg`Bölüm 5, kalan 3`, msg`Bölüm 6, kalan 1`, msg`Bölüm 4, kalan 7`],
      correctIndex: 0,
      explanation: msg`4 × 5 = 20, 23 − 20 = 3. Bölüm 5, kalan 3’tür. 4 × 6 = 24 olur, 23’ü geçer. Kalan 7 olamaz, çünkü kalan bölenden küçük olmalı.`,
      hints: [msg`4’ün katlarından 23’ü geçmeyen en büyüğü hangisi?`, msg`Kalan, bölenden büyük olabilir mi?`],
    },
    {
      id: 'find-dividend',
      prompt: msg`Bir bölme işleminde bölen 6, bölüm 8, kalan 3’tür. Bölünen kaçtır?`,
      options: [msg`48`, msg`45`, msg`51`],
      correctIndex: 2,
      explanation: msg`Bölen ile bölümü çarpıp kalanı ekleriz: 6 × 8 = 48, 48 + 3 = 51.`,
      hints: [msg`Bölmeyi çarpmayla kontrol ettiğimiz yolu hatırla.`, msg`Önce bölen ile bölümü çarp. Kalanı unutma.`],
    },
    {
      id: 'divide-by-ten',
      prompt: msg`90 ÷ 10 kaç eder?`,
      options: [msg`900`, msg`9`, msg`90`],
      correctIndex: 1,
      explanation: msg`10’a bölerken sondaki sıfır silinir: 90 ÷ 10 = 9. Kontrol: 9 × 10 = 90.`,
      hints: [msg`Kaç tane 10, 90 eder?`, msg`10’ar say: 10, 20, 30, …`],
    },
    {
      id: 'groups',
      prompt: msg`Sınıftaki 28 öğrenci 4 kişilik gruplara ayrılıyor. Kaç grup olur?`,
      options: [msg`24`, msg`32`, msg`7`],
      correctIndex: 2,
      explanation: msg`28 öğrenciyi 4’erli gruplara ayırırız: 28 ÷ 4 = 7 grup. Kontrol: 4 × 7 = 28.`,
      hints: [msg`Öğrenciler eşit gruplara ayrılıyor; hangi işlemi yaparsın?`, msg`4’ün katlarını 28’e kadar say.`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Eşit geri zıpla`,
    instructions: msg`Nokta bölünende durur. Geri zıplama düğmesine her basışında nokta bölen kadar geri zıplar. Bir zıplama daha sığmayınca dur: zıplama sayısı bölüm, noktanın durduğu sayı kalandır. Sonra “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'number-line',
      min: 0,
      max: 60,
      step: 1,
      labelEvery: 5,
      tasks: [
        { kind: 'jumps', prompt: msg`24 ÷ 4 kaç eder? 24’ten 4’er geri zıpla ve zıplamaları say.`, start: 24, target: 0, sizes: [4], direction: 'back' },
        { kind: 'jumps', prompt: msg`35 ÷ 5 kaç eder?`, start: 35, target: 0, sizes: [5], direction: 'back' },
        {
          kind: 'jumps',
          prompt: msg`17 ÷ 5: 17’den 5’er geri zıpla. Bir zıplama daha sığmayınca dur. Bölüm kaç, kalan kaç?`,
          start: 17,
          target: 2,
          sizes: [5],
          direction: 'back',
        },
        { kind: 'jumps', prompt: msg`29 ÷ 6: 6’şar geri zıpla. Kalan 6’dan küçük mü?`, start: 29, target: 5, sizes: [6], direction: 'back' },
        { kind: 'jumps', prompt: msg`48 ÷ 8 kaç eder?`, start: 48, target: 0, sizes: [8], direction: 'back' },
        {
          kind: 'jumps',
          prompt: msg`Fındık 50 fındığı 7’şerli torbalara koyuyor. Kaç torba dolar, kaç fındık artar? 50’den 7’şer geri zıpla.`,
          start: 50,
          target: 1,
          sizes: [7],
          direction: 'back',
        },
      ],
    },
  },
  worksheet: {
    title: msg`Eşit Paylaş, Kalanı Bul Çalışma Sayfası`,
    instructions: msg`Pullarla yaptığın bölmeleri tabloya yaz. Sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`0’dan 30’a bir sayı doğrusu çiz. 26 ÷ 4 işlemini 4’er geri zıplayarak göster. Bölümü ve kalanı yaz.`, lines: 3 },
      { prompt: msg`38 ÷ 5 işlemini yap. Sonucu bölen × bölüm + kalan ile kontrol et.`, lines: 3 },
      { prompt: msg`Kalanı 2 olan bir bölme problemi yaz ve çöz.`, lines: 4 },
    ],
    table: {
      caption: msg`Pullarla bölme`,
      columns: [msg`Bölünen`, msg`Bölen`, msg`Bölüm`, msg`Kalan`, msg`Kontrol: bölen × bölüm + kalan`],
      rows: 5,
    },
  },
  story: {
    title: msg`Fındık’ın Torbaları`,
    paragraphs: [
      msg`Kış yaklaşıyordu. Fındık 50 fındık toplamıştı. Yedi arkadaşına birer torba hediye etmek istiyordu. Her torbaya 7 fındık koyacaktı.`,
      msg`İlk torbayı doldurdu: 43 fındık kaldı. Sonra ikinciyi, üçüncüyü… Her torbada yığın 7 azaldı: 36, 29, 22, 15, 8.`,
      msg`Yedinci torbayı da doldurunca yerde 1 fındık kaldı. “Bununla bir torba daha yapamam, 7 fındık gerek,” dedi.`,
      msg`Kaplumbağa Yavaş hesabı kontrol etti: “7 torba, her birinde 7 fındık: 49. Bir de kalan 1 fındık: 50. Hiç fındık kaybolmamış!”`,
      msg`Fındık kalan fındığı kendisi yedi. “Kalan, bir torbaya yetmeyecek kadar az olur” diye güldü.`,
    ],
    lesson: msg`Bölmede artan kalan her zaman bölenden küçüktür; bölen × bölüm + kalan bize bölüneni geri verir.`,
  },
};
