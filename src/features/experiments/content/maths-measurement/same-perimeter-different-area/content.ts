import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Elinde 16 metre çit var ve tavukların için bir kümes alanı yapacaksın. Çiti kare biçiminde mi, uzun bir dikdörtgen biçiminde mi gerersin? Çevre aynı kalsa da şekil değişince içerideki yer değişir.`,
    sections: [
      {
        heading: msg`Kare ve dikdörtgenin çevresi`,
        paragraphs: [
          msg`Dikdörtgenin karşılıklı kenarları eşittir. Bu yüzden çevresi, uzun kenar ile kısa kenarın toplamının 2 katıdır: Kenarları 8 cm ve 5 cm olan dikdörtgenin çevresi 2 × (8 + 5) = 26 cm’dir.`,
          msg`Karenin dört kenarı eşittir; çevresi bir kenarının 4 katıdır. Çevresi 36 cm olan karenin bir kenarı 36 ÷ 4 = 9 cm’dir.`,
        ],
      },
      {
        heading: msg`Çevresi aynı, şekli farklı`,
        paragraphs: [
          msg`Kareli kâğıtta çevresi 12 birim olan bir kare (3 × 3) ve bir dikdörtgen (1 × 5) çizebiliriz. İkisinin çevresi aynıdır ama kare 9, dikdörtgen yalnızca 5 birim kare yer kaplar.`,
          msg`Çevresi aynı olan dikdörtgenler arasında kareye en yakın olanı en çok yeri kaplar; ince uzun olanlar daha az yer kaplar.`,
        ],
      },
      {
        heading: msg`Problemlerde çevre`,
        paragraphs: [
          msg`Bir bahçeye çit çekmek, bir resme çerçeve yapmak ya da masanın kenarına şerit yapıştırmak için gereken uzunluk çevre uzunluğudur.`,
          msg`Dikdörtgenin çevresi ve bir kenarı biliniyorsa öbür kenarı bulabiliriz: Çevre 30 cm, uzun kenar 10 cm ise iki uzun kenar 20 cm eder; kalan 10 cm iki kısa kenara paylaşılır, kısa kenar 5 cm’dir.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Çevre uzunluğu`, definition: msg`Bir şeklin bütün kenarlarının uzunlukları toplamı.` },
      { term: msg`Birim kare`, definition: msg`Kenarı 1 birim olan kare; kapladığı yeri ölçmek için kullanılır.` },
      { term: msg`Uzun kenar ve kısa kenar`, definition: msg`Dikdörtgenin eşit olmayan komşu kenarları.` },
    ],
  },
  procedure: {
    goal: msg`Uzunluğu aynı bir iple farklı kare ve dikdörtgenler yapıp çevrelerini ve kapladıkları yeri karşılaştırmak; kare ve dikdörtgenin çevresini kenarlarından hesaplamak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Uçları düğümlenerek halka yapılmış 24 cm’lik ip`, quantity: msg`Her gruba 1 tane` },
      { name: msg`Kareli kâğıt (kareleri 1 cm)`, quantity: msg`Her öğrenciye 2 sayfa` },
      { name: msg`Cetvel ve kurşun kalem`, quantity: msg`Her öğrenciye 1’er tane` },
      { name: msg`Raptiye ya da bant (ipi köşelerden tutturmak için)`, quantity: msg`Her gruba 4 tane` },
    ],
    safety: [
      msg`Raptiyelerin ucu sivridir; onları yalnızca mantar panoya ya da kartona batır, kullanmadığında kutusunda tut.`,
      msg`İpi boynuna ya da parmaklarına sıkıca dolama.`,
    ],
    steps: [
      msg`İp halkasını kareli kâğıdın üstüne koy ve köşelerini çizgilere oturtarak bir kare yap (her kenar 6 cm). Kareyi çiz, çevresini ve içindeki kareleri yaz.`,
      msg`Aynı iple kenarları 8 cm ve 4 cm olan bir dikdörtgen yap. Çiz, çevresini ve içindeki kareleri yaz.`,
      msg`Aynı iple kenarları 10 cm ve 2 cm, sonra 11 cm ve 1 cm olan dikdörtgenler yap ve çiz.`,
      msg`Bütün şekillerin çevresini kenarlarından hesapla. Hepsi 24 cm mi?`,
      msg`Şekilleri içlerindeki kare sayısına göre sırala. Hangisi en çok yeri kapladı?`,
    ],
    observations: [
      msg`İp aynı kaldığı hâlde şekillerin içindeki kare sayısı değişti mi?`,
      msg`En çok kareyi hangi şekil içine aldı?`,
      msg`Dikdörtgen inceldikçe içindeki kare sayısı nasıl değişti?`,
    ],
    conclusion: msg`Karenin çevresi bir kenarının 4 katı, dikdörtgenin çevresi uzun ve kısa kenarının toplamının 2 katıdır. Aynı çevre uzunluğuyla farklı şekiller yapılabilir; bu şekillerin kapladığı yer farklıdır. Çevresi aynı dikdörtgenlerden kareye en yakın olan en çok yeri kaplar.`,
  },
  questions: [
    {
      id: 'rectangle-perimeter',
      prompt: msg`Kenarları 8 cm ve 5 cm olan bir dikdörtgenin çevresi kaç cm’dir?`,
      options: [msg`13 cm`, msg`26 cm`, msg`40 cm`],
      correctIndex: 1,
      explanation: msg`Dikdörtgenin karşılıklı kenarları eşittir: 8 + 5 + 8 + 5 = 26 cm, ya da 2 × (8 + 5) = 26 cm.`,
      hints: [msg`Dikdörtgenin kaç kenarı var, hangileri eşit?`, msg`Yalnızca iki kenarı değil, dört kenarın hepsini topla.`],
    },
    {
      id: 'square-side',
      prompt: msg`Çevresi 36 cm olan bir karenin bir kenarı kaç cm’dir?`,
      options: [msg`9 cm`, msg`6 cm`, msg`12 cm`, msg`18 cm`],
      correctIndex: 0,
      explanation: msg`Karenin dört kenarı eşittir. 36 cm dört eşit parçaya bölünür: 36 ÷ 4 = 9 cm.`,
      hints: [msg`Karenin çevresi bir kenarının kaç katıdır?`, msg`Hangi sayının 4 katı 36 eder?`],
    },
    {
      id: 'short-side',
      prompt: msg`Bir dikdörtgenin çevresi 30 cm, uzun kenarı 10 cm’dir. Kısa kenarı kaç cm’dir?`,
      options: [msg`20 cm`, msg`10 cm`, msg`5 cm`],
      correctIndex: 2,
      explanation: msg`İki uzun kenar 10 + 10 = 20 cm eder. Çevreden kalan 30 − 20 = 10 cm iki kısa kenara eşit paylaşılır: 10 ÷ 2 = 5 cm.`,
      hints: [msg`Dikdörtgende kaç uzun kenar var? Onların toplamı kaç?`, msg`Çevreden uzun kenarları çıkar; kalan kaç kısa kenara paylaşılıyor?`],
    },
    {
      id: 'same-perimeter',
      prompt: msg`Kareli kâğıtta 3 × 3’lük bir kare ile 1 × 5’lik bir dikdörtgen çizildi. Hangisi doğrudur?`,
      options: [
        msg`Çevreleri de kapladıkları yer de eşittir.`,
        msg`Çevreleri eşit, kapladıkları yer farklıdır.`,
        msg`Kapladıkları yer eşit, çevreleri farklıdır.`,
      ],
      correctIndex: 1,
      explanation: msg`İkisinin çevresi de 12 birimdir (3 + 3 + 3 + 3 ve 1 + 5 + 1 + 5). Ama kare 9, dikdörtgen 5 birim kare yer kaplar.`,
      hints: [msg`İki şeklin çevresini ayrı ayrı hesapla.`, msg`Sonra her şeklin içindeki kareleri say.`],
    },
    {
      id: 'wire-fence',
      prompt: msg`Kenarları 12 m ve 8 m olan dikdörtgen bir bahçenin etrafı 4 sıra telle çevrilecek. Kaç metre tel gerekir?`,
      options: [msg`40 m`, msg`80 m`, msg`160 m`],
      correctIndex: 2,
      explanation: msg`Bahçenin çevresi 2 × (12 + 8) = 40 m’dir. 4 sıra tel için 4 × 40 = 160 m tel gerekir.`,
      hints: [msg`Önce bir sıra tel için gereken uzunluğu, yani çevreyi bul.`, msg`Bulduğun çevreyi sıra sayısıyla çarp.`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Kareli zemin`,
    instructions: msg`Karelere dokunarak ya da ok tuşlarıyla gezip Boşluk tuşuyla boya. Kareler birbirine kenarlarıyla değmeli. Çevreyi, şeklin dış kenarındaki kare kenarlarını sayarak bul. İstenen şekli kurunca “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'grid-shape',
      columns: 7,
      rows: 5,
      tasks: [
        { prompt: msg`Çevresi 12 birim olan bir şekil yap.`, perimeter: 12 },
        { prompt: msg`Çevresi 12 birim olan bir kare yap. Kaç birim kare kullandın?`, perimeter: 12, area: 9, shape: 'square' },
        { prompt: msg`Çevresi yine 12 birim olsun, ama yalnızca 5 kare kullan.`, perimeter: 12, area: 5 },
        { prompt: msg`Çevresi 12 birim olan ve 8 kareden oluşan bir şekil yap.`, perimeter: 12, area: 8 },
        { prompt: msg`Çevresi 16 birim olan ve 15 birim kare yer kaplayan bir dikdörtgen yap.`, perimeter: 16, area: 15, shape: 'rectangle' },
      ],
    },
  },
  worksheet: {
    title: msg`Çevre Uzunluğu Çalışma Sayfası`,
    instructions: msg`İple yaptığın şekilleri tabloya yaz, sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`Kareli kâğıda çevresi 20 birim olan üç farklı dikdörtgen çiz. Hangisi en çok yeri kaplıyor?`, lines: 4 },
      { prompt: msg`Bir resim çerçevesinin kenarları 30 cm ve 20 cm. Çerçeve için kaç cm çıta gerekir?`, lines: 2 },
      { prompt: msg`Çevresi 48 cm olan bir karenin bir kenarı kaç cm’dir?`, lines: 2 },
    ],
    table: {
      caption: msg`24 cm’lik iple yaptığım şekiller`,
      columns: [msg`Şekil`, msg`Kenar uzunlukları`, msg`Çevre (cm)`, msg`İçindeki kare sayısı`],
      rows: 5,
    },
  },
  story: {
    title: msg`Tavuk Kümesi`,
    paragraphs: [
      msg`Fındık, komşusu Tavuk Gıdgıd’a kümes yapmaya söz vermişti. Elinde 16 metre çit vardı.`,
      msg`Önce çiti ağaçların arasındaki dar yere gerdi: kenarları 7 metre ve 1 metre olan ince uzun bir dikdörtgen oldu. Gıdgıd içeri girdi ama kanatlarını açamadı.`,
      msg`Kirpi Diken yere kenarı 1 metre olan kareler çizip saydı: “İçeride yalnızca 7 kare var.” Fındık çiti söküp kenarları 4’er metre olan bir kare yaptı.`,
      msg`Diken yine saydı: “16 kare! Çit aynı, 16 metre; ama yer iki katından fazla!” Gıdgıd ve civcivleri rahatça yerleşti.`,
      msg`Fındık defterine yazdı: “Çevre aynı kalsa da şekil değişince içerideki yer değişir. Kareye yakın şekiller daha çok yer kaplar.”`,
    ],
    lesson: msg`Aynı çevre uzunluğuyla farklı şekiller yapılabilir; çevresi aynı dikdörtgenlerden kareye en yakın olanı en çok yeri kaplar.`,
  },
};
