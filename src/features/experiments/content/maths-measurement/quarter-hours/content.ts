import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Bir pastayı dört eş parçaya bölersek her parça bir çeyrek olur. Saat kadranı da dört çeyreğe bölünebilir. Yelkovan bir çeyrek dönünce 15 dakika geçer.`,
    sections: [
      {
        heading: msg`Saat ve dakika`,
        paragraphs: [
          msg`Yelkovan kadranı bir tam tur dönünce 1 saat, yani 60 dakika geçer. Bu sırada akrep bir sayıdan sonraki sayıya ilerler.`,
          msg`Yelkovan bir sayıdan sonraki sayıya 5 dakikada gelir. 12’den 3’e 15 dakika, 12’den 6’ya 30 dakika vardır.`,
        ],
      },
      {
        heading: msg`Çeyrek geçiyor, çeyrek var`,
        paragraphs: [
          msg`Yelkovan 3’teyse tam saatten bir çeyrek, yani 15 dakika geçmiştir: akrep 4 ile 5 arasındaysa “saat 4’ü çeyrek geçiyor” deriz.`,
          msg`Yelkovan 9’daysa sonraki saate bir çeyrek, yani 15 dakika vardır: akrep 4 ile 5 arasındaysa “saat 5’e çeyrek var” deriz.`,
        ],
      },
      {
        heading: msg`Zaman birimleri`,
        paragraphs: [
          msg`1 saat 60 dakikadır. 1 gün 24 saattir. 1 hafta 7 gündür. 1 yıl 12 aydır.`,
          msg`Bir olayın ne zaman biteceğini bulmak için başlangıç saatinden süre kadar ileri sayarız: 10.00’da başlayan yarım saatlik ders 10.30’da biter.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Çeyrek saat`, definition: msg`Bir saatin dörtte biri; 15 dakika.` },
      { term: msg`Yarım saat`, definition: msg`Bir saatin yarısı; 30 dakika.` },
      { term: msg`Dakika`, definition: msg`Zaman ölçme birimi; 60 dakika 1 saattir.` },
    ],
  },
  procedure: {
    goal: msg`Kâğıttan bir saat kadranını dörde katlayarak çeyrek saatleri bulmak ve sınıf saatiyle karşılaştırmak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Daire biçiminde kesilmiş kâğıt (kadran)`, quantity: msg`Her öğrenciye 1 tane` },
      { name: msg`Biri kısa, biri uzun iki karton şerit ve çatal çivi`, quantity: msg`Her öğrenciye 1 takım` },
      { name: msg`Dört renk boya kalemi`, quantity: msg`Her öğrenciye 1 takım` },
      { name: msg`Sınıfın duvar saati`, quantity: msg`1 tane` },
    ],
    safety: [msg`Kadranın ortasındaki deliği öğretmenin açar; sivri aletleri kullanma.`, msg`Çatal çivinin uçlarını kadranın arkasında katla; ağzına alma.`],
    steps: [
      msg`Daire kâğıdı ikiye, sonra bir daha ikiye katla ve aç. Kat çizgileri kadranı dört eş parçaya böldü.`,
      msg`Her parçayı başka renge boya. Kat çizgilerinin uçlarına 12, 3, 6 ve 9 yaz; aralara öbür sayıları yerleştir.`,
      msg`Akrep ile yelkovanı çatal çiviyle ortaya tak.`,
      msg`Yelkovanı 12’den 3’e getir. Bir renkli parçayı geçtin: bir çeyrek, 15 dakika. Akrebi de biraz ilerlet; gerçek saatte akrep yelkovanla birlikte yavaşça ilerler.`,
      msg`Öğretmenin söylediği saatleri kur: 4’ü çeyrek geçiyor, 7 buçuk, 9’a çeyrek var.`,
      msg`Duvar saatine bak. Teneffüse kaç çeyrek saat kaldığını renkli parçaları sayarak bul.`,
    ],
    observations: [msg`Yelkovan bir tur dönünce akrep ne kadar ilerledi?`, msg`“Çeyrek var” derken yelkovan hangi sayıda duruyordu?`],
    conclusion: msg`Kadranın dört çeyreği vardır; her çeyrek 15 dakikadır. Yelkovan 3’teyse çeyrek geçiyor, 9’daysa çeyrek var deriz.`,
  },
  questions: [
    {
      id: 'minutes-in-hour',
      prompt: msg`1 saat kaç dakikadır?`,
      options: [msg`30`, msg`60`, msg`100`],
      correctIndex: 1,
      explanation: msg`Yelkovan kadranı bir tur dönünce 60 dakika geçer; 1 saat 60 dakikadır.`,
      hints: [msg`Yelkovan her sayıya 5 dakikada gelir.`, msg`Kadranda 12 sayı var; beşer say.`],
    },
    {
      id: 'read-quarter-past',
      prompt: msg`Yelkovan 3’ü gösteriyor, akrep 5 ile 6 arasında. Saat kaçtır?`,
      options: [msg`5’i çeyrek geçiyor`, msg`6’ya çeyrek var`, msg`3’ü 5 geçiyor`],
      correctIndex: 0,
      explanation: msg`Yelkovan 3’teyse tam saatten 15 dakika geçmiştir. Akrep 5’i geçmiş, 6’ya varmamış: saat 5’i çeyrek geçiyor (5.15).`,
      hints: [msg`Hangi kol saati, hangi kol dakikayı gösterir?`, msg`Yelkovan 3’teyse çeyrek geçiyor mu, çeyrek var mı?`],
    },
    {
      id: 'quarter-to-minute-hand',
      prompt: msg`Saat 9’a çeyrek var. Yelkovan hangi sayıyı gösterir?`,
      options: [msg`3`, msg`9`, msg`6`],
      correctIndex: 1,
      explanation: msg`“Çeyrek var” demek, sonraki tam saate 15 dakika kaldı demektir. Yelkovan 12’ye 3 sayı kala, yani 9’da durur.`,
      hints: [msg`Çeyrek saat kaç dakikadır?`, msg`Yelkovan 12’ye varmadan 15 dakika önce hangi sayıdadır?`],
    },
    {
      id: 'months-in-year',
      prompt: msg`1 yıl kaç aydır?`,
      options: [msg`12`, msg`7`, msg`52`],
      correctIndex: 0,
      explanation: msg`Bir yılda ocaktan aralığa kadar 12 ay vardır.`,
      hints: [msg`Ayları sırayla say: ocak, şubat, …`, msg`Son ay aralıktır.`],
    },
    {
      id: 'lesson-ends',
      prompt: msg`Resim dersi saat 10.00’da başladı ve yarım saat sürdü. Ders saat kaçta bitti?`,
      options: [msg`11.00`, msg`10.15`, msg`10.30`],
      correctIndex: 2,
      explanation: msg`Yarım saat 30 dakikadır. 10.00’dan 30 dakika sonra saat 10.30 olur.`,
      hints: [msg`Yarım saat kaç dakikadır?`, msg`Yelkovan 12’den o kadar dakika ilerlerse hangi sayıya gelir?`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Çeyrek saatleri kur`,
    instructions: msg`Yelkovanı sürükle ya da düğmelerle çevir; her adım 15 dakikadır ve akrep de birlikte ilerler. İstenen saati kurunca “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'clock',
      minuteStep: 15,
      tasks: [
        { kind: 'set', prompt: msg`Saati 4’ü çeyrek geçe kur.`, hour: 4, minute: 15 },
        { kind: 'set', prompt: msg`Saati 8’e çeyrek kala kur.`, hour: 7, minute: 45 },
        { kind: 'set', prompt: msg`Saati 10 buçuğa kur.`, hour: 10, minute: 30 },
        { kind: 'later', prompt: msg`Saat 3’ü çeyrek geçiyor. Yarım saat sonra saat kaç olur? Saati kur.`, from: { hour: 3, minute: 15 }, minutes: 30 },
        { kind: 'later', prompt: msg`Saat 11’i çeyrek geçiyor. 45 dakika sonra saat kaç olur? Saati kur.`, from: { hour: 11, minute: 15 }, minutes: 45 },
      ],
    },
  },
  worksheet: {
    title: msg`Çeyrek Geçiyor, Çeyrek Var Çalışma Sayfası`,
    instructions: msg`Okul gününü tabloya yaz. Sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`İki saat kadranı çiz. Birinde 2’yi çeyrek geçeyi, öbüründe 6’ya çeyrek kalayı göster.`, lines: 4 },
      { prompt: msg`Teneffüs 10.15’te başlayıp 15 dakika sürüyor. Teneffüs saat kaçta biter?`, lines: 2 },
      { prompt: msg`1 saat kaç dakikadır? 1 gün kaç saattir? 1 hafta kaç gündür? Yaz.`, lines: 3 },
    ],
    table: {
      caption: msg`Okul günüm`,
      columns: [msg`Etkinlik`, msg`Başlama saati`, msg`Süresi`, msg`Bitiş saati`],
      rows: 5,
    },
  },
  story: {
    title: msg`Fındık’ın Kek Saati`,
    paragraphs: [
      msg`Fındık ile annesi fındıklı kek yapıyordu. Kek fırına girdiğinde saat 4’ü çeyrek geçiyordu.`,
      msg`Annesi “Kek yarım saat pişecek” dedi. Fındık kadrana baktı. Yelkovan 3’teydi; iki çeyrek daha dönerse 9’a gelecekti.`,
      msg`“Yelkovan 9’a gelince saat 5’e çeyrek var olacak. O zaman kek pişmiş olur!” dedi Fındık.`,
      msg`Yelkovan 9’a vardığında fırının kapağını annesi açtı. Kek tam kıvamında pişmişti.`,
    ],
    lesson: msg`Çeyrek saat 15 dakikadır; yelkovanın döndüğü çeyrekleri sayarak bir işin ne zaman biteceğini bulabiliriz.`,
  },
};
