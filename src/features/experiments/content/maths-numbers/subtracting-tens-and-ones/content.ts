import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Fındık’ın 63 cevizi vardı; 25’ini kışa sakladı. Kaç cevizi açıkta kaldı? 63 − 25 işlemini sayı doğrusunda geri zıplayarak bulabiliriz.`,
    sections: [
      {
        heading: msg`Önce onlar, sonra birler`,
        paragraphs: [
          msg`25 sayısı 2 onluk ve 5 birliktir. 63’ten 2 kez onar geri zıplarız: 53, 43.`,
          msg`Sonra 5 kez birer geri zıplarız: 42, 41, 40, 39, 38. Yani 63 − 25 = 38.`,
        ],
      },
      {
        heading: msg`Onluk bozma`,
        paragraphs: [
          msg`Alt alta çıkarırken birlerde 3’ten 5 çıkmaz. Onlar basamağından 1 onluk bozar, 10 birliğe çeviririz: 13 − 5 = 8.`,
          msg`Onlar basamağında 6 yerine 5 onluk kalır: 5 − 2 = 3. Sonuç 38’dir. Sayı doğrusunda 40’ı geçip 39’a inmemiz de bu bozmayı gösterir.`,
        ],
      },
      {
        heading: msg`Toplama ile çıkarma kardeştir`,
        paragraphs: [
          msg`38 + 25 = 63 ise 63 − 25 = 38 ve 63 − 38 = 25’tir. Çıkarmanın sonucunu toplamayla denetleyebiliriz.`,
          msg`Tahmin için sayıları en yakın onluğa yuvarlarız: 63 − 25 için 60 − 30 = 30 deriz. Gerçek sonuç 38’dir.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Eksilen`, definition: msg`Çıkarma işleminde kendisinden çıkarılan sayı.` },
      { term: msg`Çıkan`, definition: msg`Eksilenden çıkarılan sayı.` },
      { term: msg`Fark`, definition: msg`Çıkarma işleminin sonucu.` },
      { term: msg`Onluk bozma`, definition: msg`Birler yetmediğinde 1 onluğu 10 birliğe çevirme.` },
    ],
  },
  procedure: {
    goal: msg`Terzi metresini sayı doğrusu gibi kullanarak önce onar, sonra birer geri giderek çıkarma yapmak ve sonucu toplamayla denetlemek.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Terzi metresi (150 cm’lik yumuşak mezura)`, quantity: msg`Her ikili gruba 1 tane` },
      { name: msg`Çamaşır mandalı`, quantity: msg`Her ikili gruba 1 tane` },
      { name: msg`Onluk çubuk ve birlik küp (ya da 10’arlı demetlenmiş pipetler)`, quantity: msg`Her ikili gruba 9 onluk, 20 birlik` },
      { name: msg`Çıkarma kartları (örneğin 63 − 25, 80 − 34)`, quantity: msg`Her ikili gruba 6 tane` },
    ],
    safety: [msg`Mezurayı boynuna ya da bileğine dolama; arkadaşına doğru savurma.`, msg`Küçük küpleri ağzına alma; yere düşenleri hemen topla.`],
    steps: [
      msg`Bir kart çek. Eksilenin olduğu çizgiye mandalı tak.`,
      msg`Çıkanın onluklarını say. Mandalı her seferinde 10 çizgi geri taşı ve yüksek sesle söyle.`,
      msg`Sonra birlikleri say ve mandalı birer birer geri taşı. Mandalın durduğu sayı farktır.`,
      msg`Aynı işlemi onluk çubuk ve küplerle yap. Birlikler yetmezse bir onluğu 10 küple değiştir.`,
      msg`Farkı çıkanla topla. Eksileni buldun mu? Bulduysan işlemin doğrudur.`,
    ],
    observations: [msg`Hangi kartlarda onluk bozman gerekti?`, msg`Farkla çıkanı toplayınca her seferinde eksileni buldun mu?`],
    conclusion: msg`Çıkarırken çıkanı onluk ve birliklerine ayırıp önce onar, sonra birer geri gideriz. Birler yetmezse bir onluk bozulur. Fark ile çıkanın toplamı eksileni verir.`,
  },
  questions: [
    {
      id: 'regroup',
      prompt: msg`52 − 17 kaç eder?`,
      options: [msg`45`, msg`35`, msg`25`],
      correctIndex: 1,
      explanation: msg`Birlerde 2’den 7 çıkmaz; 1 onluk bozulur: 12 − 7 = 5. Onlarda 4 − 1 = 3 kalır. Sonuç 35.`,
      hints: [msg`Birler basamağında 2’den 7 çıkar mı?`, msg`Bir onluğu bozunca onlar basamağında kaç onluk kalır?`],
    },
    {
      id: 'jump-back-tens',
      prompt: msg`Sayı doğrusunda 86’dan başlayıp 4 kez onar geri zıpladım. Hangi sayıya vardım?`,
      options: [msg`82`, msg`46`, msg`56`],
      correctIndex: 1,
      explanation: msg`86’dan onar geri: 76, 66, 56, 46. 86 − 40 = 46.`,
      hints: [msg`Onar geri zıplarken birler basamağı değişir mi?`, msg`Zıplamaları tek tek söyle: 76, …`],
    },
    {
      id: 'check-with-addition',
      prompt: msg`70 − 26 = 44 işleminin doğru olup olmadığını nasıl denetleriz?`,
      options: [msg`44 + 26 işlemini yaparız.`, msg`70 + 26 işlemini yaparız.`, msg`44 − 26 işlemini yaparız.`],
      correctIndex: 0,
      explanation: msg`Fark ile çıkanın toplamı eksileni vermelidir: 44 + 26 = 70. Toplam 70 çıktığı için işlem doğrudur.`,
      hints: [msg`Çıkarmada eksilen, fark ve çıkan nasıl ilişkilidir?`, msg`Hangi iki sayıyı toplarsak 70’i bulmalıyız?`],
    },
    {
      id: 'stickers',
      prompt: msg`Ece’nin 45 çıkartması vardı. Arkadaşlarına 18 çıkartma verdi. Kaç çıkartması kaldı?`,
      options: [msg`37`, msg`63`, msg`27`],
      correctIndex: 2,
      explanation: msg`Çıkartmalar azaldı; çıkarma yaparız: 45 − 18. Birlerde 15 − 8 = 7, onlarda 3 − 1 = 2. Sonuç 27.`,
      hints: [msg`Çıkartmalar çoğaldı mı, azaldı mı?`, msg`Birlerde 5’ten 8 çıkmıyorsa ne yaparsın?`],
    },
    {
      id: 'estimate',
      prompt: msg`91 − 48 işleminin sonucunu tahmin et. Sonuca en yakın tahmin hangisidir?`,
      options: [msg`40`, msg`50`, msg`140`],
      correctIndex: 0,
      explanation: msg`91 yaklaşık 90, 48 yaklaşık 50’dir. 90 − 50 = 40. Gerçek sonuç 43, tahmine yakın.`,
      hints: [msg`Her sayının en yakın onluğunu bul.`, msg`Bulduğun onlukları çıkar.`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Onar ve birer geri zıpla`,
    instructions: msg`Nokta eksilende durur. “−10” düğmesi onar, “−1” düğmesi birer geri zıplatır. Önce onları, sonra birleri çıkar ve “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'number-line',
      min: 0,
      max: 100,
      step: 1,
      labelEvery: 10,
      tasks: [
        { kind: 'jumps', prompt: msg`78 − 30 kaç eder? Onar geri zıpla.`, start: 78, target: 48, sizes: [10, 1], direction: 'back' },
        { kind: 'jumps', prompt: msg`67 − 24 kaç eder? Önce onar, sonra birer geri zıpla.`, start: 67, target: 43, sizes: [10, 1], direction: 'back' },
        { kind: 'jumps', prompt: msg`63 − 25 kaç eder? Hangi onluğu geçtin?`, start: 63, target: 38, sizes: [10, 1], direction: 'back' },
        { kind: 'jumps', prompt: msg`50 − 16 kaç eder?`, start: 50, target: 34, sizes: [10, 1], direction: 'back' },
        {
          kind: 'jumps',
          prompt: msg`92 − ? = 70. 92’den 70’e geri zıpla. Kaç onluk, kaç birlik zıpladın?`,
          start: 92,
          target: 70,
          sizes: [10, 1],
          direction: 'back',
        },
      ],
    },
  },
  worksheet: {
    title: msg`Onar Onar Geri Çalışma Sayfası`,
    instructions: msg`Mezurayla ve bloklarla yaptığın çıkarmaları tabloya yaz. Sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`0’dan 100’e bir sayı doğrusu çiz. 74 − 38 işlemini önce onar, sonra birer geri zıplayarak göster.`, lines: 3 },
      { prompt: msg`81 − 47 işlemini alt alta yap. Hangi basamakta onluk bozdun?`, lines: 3 },
      { prompt: msg`Bulduğun farkı toplama ile denetle. İşlemini yaz.`, lines: 2 },
    ],
    table: {
      caption: msg`Çıkarma ve denetleme`,
      columns: [msg`İşlem`, msg`Tahminim`, msg`Fark`, msg`Onluk bozdum mu?`, msg`Denetleme (fark + çıkan)`],
      rows: 5,
    },
  },
  story: {
    title: msg`Fındık’ın Kış Hazırlığı`,
    paragraphs: [
      msg`Sonbaharda Fındık 63 ceviz topladı. Hepsini 10’arlı torbalara koydu: 6 torba ve 3 tane açıkta.`,
      msg`Kış için 25 cevizi ağaç kovuğuna saklamak istedi. 2 torbayı kovuğa koydu. Ama 5 tek ceviz lazımdı; açıkta yalnızca 3 tane vardı.`,
      msg`Fındık bir torbayı açtı. Torbadaki 10 ceviz açıktakilere eklendi: 13 tek ceviz oldu. 5’ini de kovuğa koydu.`,
      msg`Geriye 3 torba ve 8 tek ceviz kaldı: 38 ceviz. Fındık denetledi: 38 + 25 = 63. Doğruydu!`,
    ],
    lesson: msg`Birler yetmezse bir onluğu bozarız; çıkarmanın sonucunu toplamayla denetleyebiliriz.`,
  },
};
