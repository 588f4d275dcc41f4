import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Bir fabrikada pazartesi 2 465, salı 3 780 oyuncak üretildi. İki günde kaç oyuncak üretildiğini bulmak için dört basamaklı sayıları toplarız.`,
    sections: [
      {
        heading: msg`Alt alta eldeli toplama`,
        paragraphs: [
          msg`Sayıları basamakları aynı hizaya gelecek biçimde alt alta yazarız ve birler basamağından başlarız. 3 478 + 2 856 işleminde birler: 8 + 6 = 14; 4 yazılır, 1 elde olur.`,
          msg`Onlar: 7 + 5 + 1 = 13; 3 yazılır, 1 elde olur. Yüzler: 4 + 8 + 1 = 13; 3 yazılır, 1 elde olur. Binler: 3 + 2 + 1 = 6. Toplam 6 334’tür.`,
        ],
      },
      {
        heading: msg`100’ün katlarıyla zihinden toplama`,
        paragraphs: [
          msg`4 600 + 2 800 işleminde önce binleri ekleriz: 4 600 + 2 000 = 6 600. Sonra yüzleri ekleriz: 6 600 + 800 = 7 400.`,
          msg`Sayı doğrusunda bunu 4 600’den 2 kez biner, 8 kez yüzer ileri zıplayarak gösterebiliriz. 7 000’i geçerken binler basamağı bir artar.`,
        ],
      },
      {
        heading: msg`Tahmin ve kontrol`,
        paragraphs: [
          msg`İşlemden önce sayıları yuvarlayıp tahmin ederiz: 2 980 + 4 030 için 3 000 + 4 000 = 7 000 deriz. Gerçek toplam 7 010’dur; tahmin sonuca çok yakındır.`,
          msg`Sonuç tahminden çok uzaksa işlemi yeniden kontrol ederiz. Toplananların yerini değiştirip yeniden toplamak da iyi bir kontroldür.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Toplanan`, definition: msg`Toplama işleminde toplanan sayılardan her biri.` },
      { term: msg`Toplam`, definition: msg`Toplama işleminin sonucu.` },
      { term: msg`Elde`, definition: msg`Bir basamakta toplam 9’u geçince bir üst basamağa aktarılan 1.` },
      { term: msg`Zihinden toplama`, definition: msg`Kâğıt kalem kullanmadan, sayıları parçalara ayırarak akılda toplama.` },
    ],
  },
  procedure: {
    goal: msg`Onluk taban bloklarıyla ve alt alta dört basamaklı sayıları toplamak; 100’ün katlarını zihinden eklemek ve tahmin etmek.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Onluk taban blokları (binlik küp, yüzlük plaka, onluk çubuk, birlik küp)`, quantity: msg`Her dörtlü gruba 1 takım` },
      { name: msg`Basamak tablosu çizili A4 kâğıdı (binler, yüzler, onlar, birler)`, quantity: msg`Her gruba 1 tane` },
      { name: msg`Toplama kartları (örneğin 3 478 + 2 856, 4 600 + 2 800)`, quantity: msg`Her gruba 6 tane` },
      { name: msg`Kalem ve defter`, quantity: msg`Her öğrenciye 1` },
    ],
    safety: [msg`Birlik küpler küçüktür; ağza koyma, yere düşenleri hemen topla.`, msg`Binlik küpleri masanın kenarına koyma; düşerse ayağını incitebilir.`],
    steps: [
      msg`Bir kart çek. Sayıları yuvarlayarak sonucu tahmin et ve defterine yaz.`,
      msg`İki toplananı bloklarla basamak tablosuna yerleştir.`,
      msg`Birlikleri, sonra onlukları, sonra yüzlükleri say. Bir basamakta 10 blok birikince onları bir üst basamağın bir bloğuyla değiştir.`,
      msg`Binlikleri say ve toplamı oku. Aynı işlemi alt alta yazarak yap; eldeleri küçük 1’lerle göster.`,
      msg`Kartta 100’ün katı olan bir toplanan varsa işlemi bir de zihinden yap: önce binleri, sonra yüzleri ekle.`,
      msg`Tahminini sonuçla karşılaştır.`,
    ],
    observations: [msg`Hangi basamaklarda elde çıktı?`, msg`Zihinden toplarken hangi basamaklar hiç değişmedi?`, msg`Tahminin sonuca ne kadar yakındı?`],
    conclusion: msg`Dört basamaklı sayıları toplarken basamakları hizalar, birlerden başlarız. Bir basamağın toplamı 9’u geçerse her 10’u bir üst basamağa 1 elde olarak aktarırız. 100’ün katlarını eklerken binleri ve yüzleri ayrı ayrı ekleyerek zihinden toplayabiliriz.`,
  },
  questions: [
    {
      id: 'three-carries',
      prompt: msg`3 478 + 2 856 kaç eder?`,
      options: [msg`5 224`, msg`6 334`, msg`6 324`],
      correctIndex: 1,
      explanation: msg`Birler: 8 + 6 = 14, elde 1. Onlar: 7 + 5 + 1 = 13, elde 1. Yüzler: 4 + 8 + 1 = 13, elde 1. Binler: 3 + 2 + 1 = 6. Toplam 6 334.`,
      hints: [msg`Birler basamağından başla.`, msg`Her basamakta elde çıkıp çıkmadığına bak.`, msg`Eldeyi bir sonraki basamağın toplamına eklemeyi unutma.`],
    },
    {
      id: 'mental',
      prompt: msg`4 250 + 300 işlemini zihinden yap. Sonuç kaçtır?`,
      options: [msg`4 280`, msg`7 250`, msg`4 550`],
      correctIndex: 2,
      explanation: msg`300, 3 yüzlüktür. 4 250’nin yüzler basamağına 3 ekleriz: 2 + 3 = 5. Sonuç 4 550.`,
      hints: [msg`300 kaç yüzlüktür?`, msg`Yalnızca hangi basamak değişir?`],
    },
    {
      id: 'estimate',
      prompt: msg`2 980 + 4 030 işleminin sonucunu tahmin et. En iyi tahmin hangisidir?`,
      options: [msg`7 000`, msg`6 000`, msg`8 000`],
      correctIndex: 0,
      explanation: msg`2 980 yaklaşık 3 000, 4 030 yaklaşık 4 000’dir. 3 000 + 4 000 = 7 000. Gerçek toplam 7 010’dur.`,
      hints: [msg`Her sayıyı en yakın bine ya da yüzlüğe yuvarla.`, msg`Yuvarladığın sayıları topla.`],
    },
    {
      id: 'toys',
      prompt: msg`Bir fabrikada pazartesi 2 465, salı 3 780 oyuncak üretildi. İki günde toplam kaç oyuncak üretildi?`,
      options: [msg`6 245`, msg`5 245`, msg`6 145`],
      correctIndex: 0,
      explanation: msg`2 465 + 3 780 yaparız. Birler: 5 + 0 = 5. Onlar: 6 + 8 = 14, elde 1. Yüzler: 4 + 7 + 1 = 12, elde 1. Binler: 2 + 3 + 1 = 6. Toplam 6 245 oyuncak.`,
      hints: [msg`“Toplam kaç” sorusu hangi işlemi gerektirir?`, msg`Onlar ve yüzler basamağında elde çıkıyor mu?`],
    },
    {
      id: 'school',
      prompt: msg`Bir okulda 1 245 kız, 1 380 erkek öğrenci ve 96 öğretmen var. Okulda toplam kaç kişi var?`,
      options: [msg`2 625`, msg`2 711`, msg`2 721`],
      correctIndex: 2,
      explanation: msg`Önce öğrencileri toplarız: 1 245 + 1 380 = 2 625. Sonra öğretmenleri ekleriz: 2 625 + 96 = 2 721 kişi.`,
      hints: [msg`Üç sayıyı toplaman gerekiyor.`, msg`Önce öğrencileri topla, sonra öğretmenleri ekle.`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Biner ve yüzer zıpla`,
    instructions: msg`Nokta ilk toplananda durur. “+1000” düğmesi biner, “+100” düğmesi yüzer zıplatır. Önce binleri, sonra yüzleri ekle ve “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'number-line',
      min: 0,
      max: 10000,
      step: 100,
      labelEvery: 10,
      tasks: [
        { kind: 'jumps', prompt: msg`2 300 + 1 400 kaç eder?`, start: 2300, target: 3700, sizes: [1000, 100], direction: 'forward' },
        {
          kind: 'jumps',
          prompt: msg`4 600 + 2 800 kaç eder? Yüzer zıplarken hangi bini geçiyorsun?`,
          start: 4600,
          target: 7400,
          sizes: [1000, 100],
          direction: 'forward',
        },
        { kind: 'jumps', prompt: msg`5 900 + 700 kaç eder?`, start: 5900, target: 6600, sizes: [1000, 100], direction: 'forward' },
        { kind: 'jumps', prompt: msg`3 500 + 4 500 kaç eder?`, start: 3500, target: 8000, sizes: [1000, 100], direction: 'forward' },
        {
          kind: 'jumps',
          prompt: msg`Bir kütüphanede 1 800 kitap vardı. 2 600 kitap daha geldi. Kaç kitap oldu?`,
          start: 1800,
          target: 4400,
          sizes: [1000, 100],
          direction: 'forward',
        },
        {
          kind: 'jumps',
          prompt: msg`6 200 + 3 800 kaç eder? Kaç basamaklı bir sayıya vardın?`,
          start: 6200,
          target: 10000,
          sizes: [1000, 100],
          direction: 'forward',
        },
      ],
    },
  },
  worksheet: {
    title: msg`Binlerle Toplama Çalışma Sayfası`,
    instructions: msg`Bloklarla ve alt alta yaptığın toplamaları tabloya yaz. Sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`5 687 + 2 548 işlemini alt alta yap. Eldeleri göster.`, lines: 3 },
      { prompt: msg`3 750 + 1 400 işlemini zihinden nasıl yaptığını adım adım yaz.`, lines: 3 },
      { prompt: msg`Toplamı 8 000’e yakın olan, iki dört basamaklı sayıyla bir problem kur ve çöz.`, lines: 4 },
    ],
    table: {
      caption: msg`Binlerle toplama`,
      columns: [msg`İşlem`, msg`Tahminim`, msg`Sonuç`, msg`Tahminle sonuç arasındaki fark`],
      rows: 5,
    },
  },
  story: {
    title: msg`İki Bahçenin Fındıkları`,
    paragraphs: [
      msg`Fındık ile arkadaşı Sincap Kuyruk, ormanın iki ucundaki bahçelerde fındık topladı. Fındık 2 465, Kuyruk 3 780 fındık getirdi.`,
      msg`“Kışa ne kadar fındığımız var?” diye sordu Kuyruk. Fındık önce tahmin etti: “Yaklaşık 2 500 ve 3 800. Toplam 6 300 civarı olmalı.”`,
      msg`Sonra alt alta topladılar. Birler 5. Onlar 6 + 8 = 14; 4 yazdılar, 1 elde. Yüzler 4 + 7 + 1 = 12; 2 yazdılar, 1 elde. Binler 2 + 3 + 1 = 6.`,
      msg`“6 245 fındık!” dedi Kuyruk. Fındık sevindi: “Tahminimiz 6 300’dü. Sonuç ona çok yakın, demek ki işlemimiz doğru görünüyor.”`,
    ],
    lesson: msg`İşlemden önce tahmin etmek, bulduğumuz sonucun akla yatkın olup olmadığını anlamamızı sağlar.`,
  },
};
