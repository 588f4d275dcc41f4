import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Çıkarma, bir sayıdan bir miktar eksiltmektir. Sayı doğrusunda eksilenden başlayıp geri zıplarız; alt alta yazınca birler basamağından başlarız.`,
    sections: [
      {
        heading: msg`Sayı doğrusunda geri zıplama`,
        paragraphs: [
          msg`760 − 340 işleminde 760’tan başlarız. 340 sayısı 3 yüzlük ve 4 onluktur. Önce 3 kez yüzer geri zıplarız: 660, 560, 460.`,
          msg`Sonra 4 kez onar geri zıplarız: 450, 440, 430, 420. Yani 760 − 340 = 420.`,
        ],
      },
      {
        heading: msg`Onluk ve yüzlük bozma`,
        paragraphs: [
          msg`524 − 187 işleminde birlerde 4’ten 7 çıkmaz. Onlar basamağındaki 2 onluktan birini bozarız: 14 − 7 = 7. Onlarda 1 onluk kalır.`,
          msg`1 onluktan 8 onluk çıkmaz. Bu kez bir yüzlüğü bozarız: 11 − 8 = 3 onluk. Yüzlerde 4 − 1 = 3 yüzlük kalır. Sonuç 337’dir.`,
        ],
      },
      {
        heading: msg`Tahmin ve kontrol`,
        paragraphs: [
          msg`703 − 298 işleminde sayıları en yakın yüzlüğe yuvarlarız: 700 − 300 = 400. Gerçek sonuç 405, tahmine yakındır.`,
          msg`Sonucu kontrol etmek için fark ile çıkanı toplarız. Toplam eksileni vermelidir: 337 + 187 = 524.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Eksilen`, definition: msg`Çıkarma işleminde kendisinden bir sayı çıkarılan sayı.` },
      { term: msg`Çıkan`, definition: msg`Eksilenden çıkarılan sayı.` },
      { term: msg`Fark`, definition: msg`Çıkarma işleminin sonucu.` },
      { term: msg`Onluk bozma`, definition: msg`Bir onluğu 10 birliğe (ya da bir yüzlüğü 10 onluğa) çevirerek çıkarmayı mümkün kılmak.` },
    ],
  },
  procedure: {
    goal: msg`Bir metre cetvelini 0’dan 1000’e giden bir sayı doğrusu gibi kullanıp yüzer ve onar geri giderek çıkarma yapmak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Tahta metre cetveli (100 cm)`, quantity: msg`Her ikili gruba 1 tane` },
      { name: msg`Her 10 cm’ye 100, 200, … 1000 yazılmış kâğıt etiketler`, quantity: msg`Her ikili gruba 1 takım (10 etiket)` },
      { name: msg`Çamaşır mandalı`, quantity: msg`Her ikili gruba 1 tane` },
      { name: msg`Çıkarma kartları (örneğin 760 − 340, 430 − 170)`, quantity: msg`Her ikili gruba 6 tane` },
      { name: msg`Kalem ve defter`, quantity: msg`Her öğrenciye 1` },
    ],
    safety: [msg`Metre cetvelini sallama ve kılıç gibi kullanma; hep masanın üstünde dursun.`, msg`Mandal parmağını sıkıştırabilir; mandalı kenarından tut.`],
    steps: [
      msg`Metre cetvelini masaya koy. Etiketleri her 10 cm’ye yapıştır. Artık her santimetre 10’u, her 10 cm 100’ü gösterir.`,
      msg`Bir kart çek. Sonucu önce tahmin et ve defterine yaz.`,
      msg`Mandalı eksilenin olduğu yere tak. Çıkanın yüzlüklerini say; mandalı her seferinde 10 cm geri götür ve yeni sayıyı söyle.`,
      msg`Sonra çıkanın onluklarını say; mandalı her seferinde 1 cm geri götür.`,
      msg`Mandalın durduğu sayıyı yaz. Arkadaşın farkı çıkanla toplayıp eksileni bulabiliyor mu, kontrol etsin.`,
    ],
    observations: [
      msg`Yüzer geri zıplarken hangi basamak değişti?`,
      msg`430 − 170 gibi kartlarda onar zıplarken hangi yüzlüğü geçtin?`,
      msg`Tahminlerin sonuçlardan en çok ne kadar uzaktı?`,
    ],
    conclusion: msg`Çıkarırken önce yüzlükleri, sonra onlukları geri sayabiliriz. Bir basamakta yeterli blok yoksa bir üst basamaktan bozarız. Farkla çıkanın toplamı eksileni verir.`,
  },
  questions: [
    {
      id: 'borrow-twice',
      prompt: msg`524 − 187 kaç eder?`,
      options: [msg`337`, msg`463`, msg`347`],
      correctIndex: 0,
      explanation: msg`Birler: 4’ten 7 çıkmaz, bir onluk bozulur: 14 − 7 = 7. Onlar: 1’den 8 çıkmaz, bir yüzlük bozulur: 11 − 8 = 3. Yüzler: 4 − 1 = 3. Sonuç 337.`,
      hints: [
        msg`Birler basamağından başla. 4’ten 7 çıkar mı?`,
        msg`Bozduğun onluğu onlar basamağından eksiltmeyi unutma.`,
        msg`Onlar basamağında da bozma gerekiyor mu?`,
      ],
    },
    {
      id: 'mental',
      prompt: msg`800 − 350 işlemini zihinden yap. Sonuç kaçtır?`,
      options: [msg`550`, msg`450`, msg`500`],
      correctIndex: 1,
      explanation: msg`800’den önce 300 çıkarırız: 500. Sonra 50 çıkarırız: 450.`,
      hints: [msg`Önce yüzlükleri çıkar.`, msg`Kalan sayıdan 5 onluk geri say.`],
    },
    {
      id: 'check',
      prompt: msg`Ece 612 − 245 = 367 buldu. Sonucunu nasıl kontrol edebilir?`,
      options: [msg`612 ile 245’i toplar.`, msg`367’den 245’i çıkarır.`, msg`367 ile 245’i toplar, 612 bulup bulmadığına bakar.`],
      correctIndex: 2,
      explanation: msg`Fark ile çıkan toplanınca eksilen bulunur. 367 + 245 = 612 olduğu için Ece’nin sonucu doğrudur.`,
      hints: [msg`Çıkarmanın tersi hangi işlemdir?`, msg`Hangi iki sayı toplanınca eksilen çıkmalı?`],
    },
    {
      id: 'seats',
      prompt: msg`Tiyatro salonunda 450 koltuk var. Koltukların 385’i dolu. Kaç koltuk boş?`,
      options: [msg`135`, msg`65`, msg`75`],
      correctIndex: 1,
      explanation: msg`450 − 385 yaparız. Birlerde 0’dan 5 çıkmaz; bir onluk bozulur: 10 − 5 = 5. Onlarda 4 onluk kaldı; 4’ten 8 çıkmaz, bir yüzlük bozulur: 14 − 8 = 6. Yüzlerde 3 − 3 = 0. 65 koltuk boş.`,
      hints: [msg`Boş koltukları bulmak için tüm koltuklardan dolu olanları çıkar.`, msg`Birlerde 0’dan 5 çıkmaz; ne yaparsın?`],
    },
    {
      id: 'estimate',
      prompt: msg`703 − 298 işleminin sonucunu tahmin et. En iyi tahmin hangisidir?`,
      options: [msg`500`, msg`300`, msg`400`],
      correctIndex: 2,
      explanation: msg`703 yaklaşık 700, 298 yaklaşık 300’dür. 700 − 300 = 400. Gerçek sonuç 405’tir.`,
      hints: [msg`Her sayıyı en yakın yüzlüğe yuvarla.`, msg`Yuvarladığın sayıları çıkar.`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Yüzer ve onar geri zıpla`,
    instructions: msg`Nokta eksilende durur. “−100” düğmesi yüzer, “−10” düğmesi onar geri zıplatır. Önce yüzlükleri, sonra onlukları çıkar ve “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'number-line',
      min: 0,
      max: 1000,
      step: 10,
      labelEvery: 10,
      tasks: [
        { kind: 'jumps', prompt: msg`580 − 200 kaç eder? Yüzer geri zıpla.`, start: 580, target: 380, sizes: [100, 10], direction: 'back' },
        { kind: 'jumps', prompt: msg`760 − 340 kaç eder? Önce yüzer, sonra onar geri zıpla.`, start: 760, target: 420, sizes: [100, 10], direction: 'back' },
        { kind: 'jumps', prompt: msg`900 − 250 kaç eder?`, start: 900, target: 650, sizes: [100, 10], direction: 'back' },
        {
          kind: 'jumps',
          prompt: msg`430 − 170 kaç eder? Onar zıplarken hangi yüzlüğü geçiyorsun?`,
          start: 430,
          target: 260,
          sizes: [100, 10],
          direction: 'back',
        },
        { kind: 'jumps', prompt: msg`1000 − 380 kaç eder?`, start: 1000, target: 620, sizes: [100, 10], direction: 'back' },
        {
          kind: 'jumps',
          prompt: msg`Bir çiftlikte 650 yumurta vardı. 280 yumurta satıldı. Kaç yumurta kaldı? 650’den geri zıpla.`,
          start: 650,
          target: 370,
          sizes: [100, 10],
          direction: 'back',
        },
      ],
    },
  },
  worksheet: {
    title: msg`Yüzer ve Onar Geri Zıpla Çalışma Sayfası`,
    instructions: msg`Metre cetvelinde yaptığın çıkarmaları tabloya yaz. Sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`0’dan 1000’e bir sayı doğrusu çiz. 740 − 260 işlemini yüzer ve onar geri zıplayarak göster.`, lines: 3 },
      { prompt: msg`635 − 278 işlemini alt alta yap. Hangi basamaklarda bozma yaptığını göster. Sonucu toplamayla kontrol et.`, lines: 4 },
      { prompt: msg`Cevabı 250 olan bir çıkarma problemi yaz.`, lines: 3 },
    ],
    table: {
      caption: msg`Metre cetvelinde çıkarma`,
      columns: [msg`İşlem`, msg`Tahminim`, msg`Yüzer zıplama`, msg`Onar zıplama`, msg`Fark`, msg`Kontrol (fark + çıkan)`],
      rows: 5,
    },
  },
  story: {
    title: msg`Kurbağa Vıraklı’nın Taşları`,
    paragraphs: [
      msg`Gölün kıyısında 0’dan 1000’e kadar numaralı taşlar vardı. Kurbağa Vıraklı 430 numaralı taşın üstünde oturuyordu.`,
      msg`Fındık seslendi: “Vıraklı, 170 taş geri gelir misin? Seni orada bekliyorum.” Vıraklı önce büyük bir zıplayışla 100 taş geri gitti: 330.`,
      msg`Sonra onar onar zıpladı: 320, 310, 300, 290, 280, 270, 260. “300’ü geçtim, artık 200’lerdeyim!” dedi.`,
      msg`Fındık da kâğıdına 430 − 170 yazdı. Birlerde 0 − 0 = 0. Onlarda 3’ten 7 çıkmıyordu; bir yüzlüğü bozdu: 13 − 7 = 6. Yüzlerde 3 − 1 = 2 kaldı. “260!” dedi.`,
      msg`Vıraklı 260 numaralı taşa zıpladı. İkisi aynı sonucu bulmuştu. Fındık kontrol için 260 ile 170’i topladı: 430. Tam başladıkları yer!`,
    ],
    lesson: msg`Çıkarmayı geri zıplayarak da basamak basamak da yapabiliriz; sonucu toplamayla kontrol etmek yanlışları yakalar.`,
  },
};
