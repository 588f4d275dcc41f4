import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`34 + 25 işlemini birer birer sayarak yapmak çok uzun sürer. Önce onları, sonra birleri eklersek çok daha hızlı buluruz.`,
    sections: [
      {
        heading: msg`Önce onlar, sonra birler`,
        paragraphs: [
          msg`25 sayısı 2 onluk ve 5 birliktir. 34’ten başlayıp önce 2 kez onar zıplarız: 44, 54.`,
          msg`Sonra 5 kez birer zıplarız: 55, 56, 57, 58, 59. Yani 34 + 25 = 59.`,
        ],
      },
      {
        heading: msg`Eldeli toplama`,
        paragraphs: [
          msg`48 + 15 işleminde birler toplanınca 8 + 5 = 13 olur. 13 birliğin 10’u bir onluk eder; bu onluğa elde deriz.`,
          msg`Elde, onlar basamağına eklenir: 4 + 1 + 1 = 6 onluk. Sonuç 63’tür. Sayı doğrusunda da 48’den 58’e, sonra 5 birer zıplamayla 63’e varırız.`,
        ],
      },
      {
        heading: msg`Eksik toplanan ve tahmin`,
        paragraphs: [
          msg`35 + ? = 60 işleminde 35’ten 60’a kadar zıplarız: 2 onluk ve 5 birlik, yani 25.`,
          msg`Tahmin ederken sayıları en yakın onluğa yuvarlarız: 29 + 32 için 30 + 30 = 60 deriz. Gerçek sonuç 61, tahmine çok yakın.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Toplanan`, definition: msg`Toplama işleminde toplanan sayılardan her biri.` },
      { term: msg`Elde`, definition: msg`Bir basamakta toplam 9’u geçince bir üst basamağa aktarılan 1 onluk (ya da 1 yüzlük).` },
      { term: msg`Tahmin`, definition: msg`İşlemi yapmadan sonucun yaklaşık ne olacağını söylemek.` },
    ],
  },
  procedure: {
    goal: msg`Terzi metresini 0’dan 100’e bir sayı doğrusu gibi kullanarak önce onar, sonra birer ileri giderek toplama yapmak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Terzi metresi (150 cm’lik yumuşak mezura)`, quantity: msg`Her ikili gruba 1 tane` },
      { name: msg`Çamaşır mandalı`, quantity: msg`Her ikili gruba 2 tane` },
      { name: msg`Toplama kartları (örneğin 34 + 25, 48 + 15)`, quantity: msg`Her ikili gruba 6 tane` },
      { name: msg`Kalem ve defter`, quantity: msg`Her öğrenciye 1` },
    ],
    safety: [msg`Mezurayı boynuna ya da bileğine dolama; arkadaşına doğru savurma.`, msg`Mandal parmağını sıkıştırabilir; mandalı kenarından tut.`],
    steps: [
      msg`Mezurayı masaya düz ser. 0’dan 100’e kadar olan kısım sizin sayı doğrunuzdur.`,
      msg`Bir kart çek. İlk toplananın olduğu çizgiye bir mandal tak.`,
      msg`İkinci toplananın onluklarını say. Mandalı her seferinde 10 çizgi ileri taşı ve “44, 54” gibi yüksek sesle söyle.`,
      msg`Sonra birlikleri say. Mandalı birer birer ileri taşı.`,
      msg`Mandalın durduğu sayıyı defterine yaz. Arkadaşın aynı işlemi alt alta toplayarak denetlesin.`,
      msg`İşlemi yapmadan önce sonucu tahmin edin. Tahmininiz sonuca ne kadar yakındı?`,
    ],
    observations: [
      msg`Onar zıplarken hangi basamak değişti, hangisi aynı kaldı?`,
      msg`Birler 9’u geçince mandal hangi onluğa geçti?`,
      msg`Tahminleriniz gerçek sonuçlardan en çok kaç uzaktı?`,
    ],
    conclusion: msg`Toplarken ikinci toplananı onluk ve birliklerine ayırıp önce onar, sonra birer ilerleyebiliriz. Birler 9’u geçince bir onluk elde olur.`,
  },
  questions: [
    {
      id: 'carry-sum',
      prompt: msg`36 + 27 kaç eder?`,
      options: [msg`53`, msg`63`, msg`513`],
      correctIndex: 1,
      explanation: msg`Birler: 6 + 7 = 13; 3 birlik yazılır, 1 onluk elde olur. Onlar: 3 + 2 + 1 = 6. Sonuç 63.`,
      hints: [msg`Önce birleri topla.`, msg`Birlerin toplamı 9’u geçti mi? Geçtiyse eldeyi unutma.`],
    },
    {
      id: 'jumps-of-ten',
      prompt: msg`Sayı doğrusunda 45’ten başlayıp 3 kez onar ileri zıpladım. Hangi sayıya vardım?`,
      options: [msg`75`, msg`48`, msg`65`],
      correctIndex: 0,
      explanation: msg`45’ten onar zıplayınca 55, 65, 75 deriz. 45 + 30 = 75.`,
      hints: [msg`Onar zıplarken birler basamağı değişir mi?`, msg`Zıplamaları tek tek söyle: 55, …`],
    },
    {
      id: 'missing-addend',
      prompt: msg`40 + ? = 70. Soru işaretinin yerine hangi sayı gelir?`,
      options: [msg`3`, msg`110`, msg`30`],
      correctIndex: 2,
      explanation: msg`40’tan 70’e onar zıplarsak 50, 60, 70: 3 onluk, yani 30. 40 + 30 = 70.`,
      hints: [msg`40’tan başla ve 70’e kadar onar say.`, msg`Kaç onluk zıpladın? O kadar onluk kaç eder?`],
    },
    {
      id: 'bus',
      prompt: msg`Otobüste 28 yolcu vardı. Durakta 15 yolcu bindi. Otobüste kaç yolcu oldu?`,
      options: [msg`33`, msg`43`, msg`13`],
      correctIndex: 1,
      explanation: msg`Yolcular çoğaldı, toplama yaparız: 28 + 15. Birler 8 + 5 = 13, elde 1; onlar 2 + 1 + 1 = 4. Sonuç 43.`,
      hints: [msg`Yolcu sayısı arttı mı, azaldı mı?`, msg`Birleri toplarken elde çıkıyor mu?`],
    },
    {
      id: 'estimate',
      prompt: msg`29 + 32 işleminin sonucunu tahmin et. Sonuca en yakın tahmin hangisidir?`,
      options: [msg`30`, msg`60`, msg`90`],
      correctIndex: 1,
      explanation: msg`29 yaklaşık 30, 32 yaklaşık 30’dur. 30 + 30 = 60. Gerçek sonuç 61, tahmine çok yakın.`,
      hints: [msg`Her sayının en yakın onluğunu bul.`, msg`Bulduğun onlukları topla.`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Onar ve birer zıpla`,
    instructions: msg`Nokta ilk toplananda durur. “+10” düğmesi onar, “+1” düğmesi birer zıplatır. Önce onları, sonra birleri ekle ve “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'number-line',
      min: 0,
      max: 100,
      step: 1,
      labelEvery: 10,
      tasks: [
        { kind: 'jumps', prompt: msg`27 + 20 kaç eder? Onar zıpla.`, start: 27, target: 47, sizes: [10, 1], direction: 'forward' },
        { kind: 'jumps', prompt: msg`34 + 25 kaç eder? Önce onar, sonra birer zıpla.`, start: 34, target: 59, sizes: [10, 1], direction: 'forward' },
        { kind: 'jumps', prompt: msg`48 + 15 kaç eder? Birler 9’u geçince hangi onluğa vardın?`, start: 48, target: 63, sizes: [10, 1], direction: 'forward' },
        { kind: 'jumps', prompt: msg`19 + 24 kaç eder?`, start: 19, target: 43, sizes: [10, 1], direction: 'forward' },
        {
          kind: 'jumps',
          prompt: msg`35 + ? = 60. 35’ten 60’a zıpla. Kaç onluk, kaç birlik zıpladın?`,
          start: 35,
          target: 60,
          sizes: [10, 1],
          direction: 'forward',
        },
        { kind: 'jumps', prompt: msg`56 + 44 kaç eder?`, start: 56, target: 100, sizes: [10, 1], direction: 'forward' },
      ],
    },
  },
  worksheet: {
    title: msg`Onar Onar, Birer Birer Çalışma Sayfası`,
    instructions: msg`Mezurayla yaptığın toplamaları tabloya yaz. Sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`0’dan 100’e bir sayı doğrusu çiz. 26 + 37 işlemini önce onar, sonra birer zıplayarak göster.`, lines: 3 },
      { prompt: msg`45 + 38 işlemini alt alta yap. Eldeyi nereye yazdığını göster.`, lines: 3 },
      { prompt: msg`Bir problem kur: sonucu 50 olan bir toplama problemi yaz.`, lines: 3 },
    ],
    table: {
      caption: msg`Mezurada toplama`,
      columns: [msg`İşlem`, msg`Tahminim`, msg`Onar zıplama sayısı`, msg`Birer zıplama sayısı`, msg`Sonuç`],
      rows: 5,
    },
  },
  story: {
    title: msg`Fındık’ın Kanguru Arkadaşı`,
    paragraphs: [
      msg`Ormana uzaklardan bir kanguru geldi. Adı Zıpzıp’tı. Fındık’la birlikte 100 basamaklı ağaç merdivenine gittiler.`,
      msg`Fındık 34. basamaktaydı. Zıpzıp “25 basamak daha çıkalım” dedi. Fındık birer birer saymaya başladı: “35, 36, 37…”`,
      msg`Zıpzıp güldü: “Ben büyük zıplarım! Bir zıplayışta 10 basamak çıkarım.” İki kez zıpladı: 44, 54.`,
      msg`“Kalan 5 basamağı da birer birer çıkalım” dedi. “55, 56, 57, 58, 59!” Fındık o sırada 40. basamağa bile varmamıştı.`,
      msg`Fındık o günden sonra büyük sayıları toplarken önce onar, sonra birer saydı.`,
    ],
    lesson: msg`Toplarken önce onlukları, sonra birlikleri eklemek hem hızlı hem kolaydır.`,
  },
};
