import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Kurbağa 5 numaralı taşta duruyor. 3 taş ileri zıplıyor. Şimdi hangi taşta? Toplama yaparken de böyle ileri sayarız: 5 + 3 = 8.`,
    sections: [
      {
        heading: msg`Toplama ne demek?`,
        paragraphs: [
          msg`Toplamak, iki grubu bir araya getirmektir. 5 elmaya 3 elma eklersek 8 elma olur.`,
          msg`Bunu 5 + 3 = 8 diye yazarız. “+” artı, “=” eşittir demektir. 5 ve 3 toplanan, 8 toplamdır.`,
        ],
      },
      {
        heading: msg`Sayı doğrusunda toplama`,
        paragraphs: [
          msg`Sayı doğrusunda sayılar soldan sağa büyür. İlk toplanandan başlarız.`,
          msg`İkinci toplanan kadar sağa, birer birer zıplarız. Vardığımız sayı toplamdır.`,
        ],
      },
      {
        heading: msg`Yer değiştirince ne olur?`,
        paragraphs: [
          msg`4 + 3 ile 3 + 4 aynı sonucu verir: 7. Toplananların yeri değişse de toplam değişmez.`,
          msg`8 + ? = 10 gibi bir işlemde 8’den başlar, 10’a kadar zıplarız. Zıplama sayısı eksik toplanandır: 2.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Toplanan`, definition: msg`Toplama işleminde bir araya getirilen sayılardan her biri.` },
      { term: msg`Toplam`, definition: msg`Toplama işleminin sonucu.` },
      { term: msg`Sayı doğrusu`, definition: msg`Sayıların eşit aralıklarla, soldan sağa sıralandığı çizgi.` },
    ],
  },
  procedure: {
    goal: msg`Yere çizilen bir sayı doğrusunda ileri zıplayarak 20’ye kadar toplama yapmak.`,
    durationMinutes: 35,
    materials: [
      { name: msg`Kâğıt bant (maskeleme bandı)`, quantity: msg`Sınıfa 1 rulo` },
      { name: msg`0’dan 20’ye kadar sayı kartları`, quantity: msg`Sınıfa 1 takım (21 kart)` },
      { name: msg`Büyük, yumuşak zar`, quantity: msg`Her gruba 2 tane` },
      { name: msg`Kalem ve defter`, quantity: msg`Her öğrenciye 1` },
    ],
    safety: [
      msg`Sayı doğrusunu sıraların ve kapının uzağına, açık bir yere yapıştırın.`,
      msg`Zıplarken koşma ve arkadaşını itme; sırayla zıpla.`,
      msg`Bandın kalkan ucu ayağına takılmasın; kalkarsa öğretmenine söyle.`,
    ],
    steps: [
      msg`Öğretmeninle yere uzun bir bant yapıştırın. Üstüne adım arayla 0’dan 20’ye kadar kartları dizin.`,
      msg`İki zar atın. Büyük sayının olduğu karta git.`,
      msg`Öbür zardaki sayı kadar ileri zıpla. Her zıplamada bir sayı say.`,
      msg`Vardığın sayıyı söyle. İşlemi defterine yaz: örneğin 5 + 3 = 8.`,
      msg`Şimdi küçük sayıdan başla ve büyük sayı kadar zıpla. Aynı yere mi vardın?`,
      msg`Öğretmenin “7’den 10’a kaç zıplarsın?” diye sorsun. Zıpla ve say.`,
    ],
    observations: [
      msg`Büyük sayıdan başlamak mı, küçük sayıdan başlamak mı daha kısa sürdü?`,
      msg`Toplananların yerini değiştirince vardığın sayı değişti mi?`,
    ],
    conclusion: msg`Toplarken ilk sayıdan başlar, ikinci sayı kadar ileri gideriz. Toplananların yeri değişse de toplam aynı kalır.`,
  },
  questions: [
    {
      id: 'pencils',
      prompt: msg`Ayşe’nin 6 kalemi var. Annesi 3 kalem daha verdi. Ayşe’nin kaç kalemi oldu?`,
      options: [msg`9`, msg`8`, msg`3`],
      correctIndex: 0,
      explanation: msg`6 kaleme 3 kalem eklenir: 6 + 3 = 9. Ayşe’nin 9 kalemi oldu.`,
      hints: [msg`Kalemler çoğaldı mı, azaldı mı?`, msg`6’dan başla ve 3 kez ileri say.`],
    },
    {
      id: 'order-of-addends',
      prompt: msg`5 + 4 ile 4 + 5 için hangisi doğrudur?`,
      options: [msg`5 + 4 daha büyüktür.`, msg`4 + 5 daha büyüktür.`, msg`İkisinin toplamı aynıdır.`],
      correctIndex: 2,
      explanation: msg`5 + 4 = 9 ve 4 + 5 = 9. Toplananların yeri değişse de toplam değişmez.`,
      hints: [msg`Önce 5 + 4 işlemini yap.`, msg`Sonra 4 + 5 işlemini yap ve iki sonucu karşılaştır.`],
    },
    {
      id: 'jumps-from-seven',
      prompt: msg`Sayı doğrusunda 7’den başladım. 5 kez birer birer ileri zıpladım. Hangi sayıya vardım?`,
      options: [msg`11`, msg`12`, msg`13`],
      correctIndex: 1,
      explanation: msg`7’den sonra 8, 9, 10, 11, 12 diye 5 zıplama yaparız. 7 + 5 = 12.`,
      hints: [msg`7’yi sayma; zıplamaya 8 ile başla.`, msg`Her zıplamada bir parmağını aç. 5 parmak açılınca dur.`],
    },
    {
      id: 'missing-addend',
      prompt: msg`8 + ? = 10. Soru işaretinin yerine hangi sayı gelir?`,
      options: [msg`18`, msg`3`, msg`2`],
      correctIndex: 2,
      explanation: msg`8’den 10’a 2 zıplama vardır: 9, 10. Yani 8 + 2 = 10.`,
      hints: [msg`8’den başla ve 10’a kadar ileri say.`, msg`Kaç kez zıpladığını say.`],
    },
    {
      id: 'makes-ten',
      prompt: msg`Hangi işlemin sonucu 10’dur?`,
      options: [msg`5 + 6`, msg`6 + 4`, msg`3 + 8`],
      correctIndex: 1,
      explanation: msg`6 + 4 = 10. Öbürleri 11 eder: 5 + 6 = 11 ve 3 + 8 = 11.`,
      hints: [msg`Her işlemi sayı doğrusunda zıplayarak dene.`, msg`Büyük toplanandan başlarsan daha az zıplarsın.`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Sayı doğrusunda zıpla`,
    instructions: msg`Noktayı ilk sayıda bulursun. “+1” düğmesine her basışında nokta bir zıplar. Zıplamaları say, sonra “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'number-line',
      min: 0,
      max: 20,
      step: 1,
      tasks: [
        { kind: 'jumps', prompt: msg`5 + 3 kaç eder? 5’ten başla, 3 kez ileri zıpla.`, start: 5, target: 8, sizes: [1], direction: 'forward' },
        { kind: 'jumps', prompt: msg`8 + 5 kaç eder? Zıplayarak bul.`, start: 8, target: 13, sizes: [1], direction: 'forward' },
        { kind: 'jumps', prompt: msg`4 + 3 kaç eder?`, start: 4, target: 7, sizes: [1], direction: 'forward' },
        { kind: 'jumps', prompt: msg`Şimdi 3 + 4 kaç eder? Bir önceki sonuçla karşılaştır.`, start: 3, target: 7, sizes: [1], direction: 'forward' },
        { kind: 'jumps', prompt: msg`7 + ? = 10. 7’den 10’a zıpla. Kaç kez zıpladın?`, start: 7, target: 10, sizes: [1], direction: 'forward' },
        { kind: 'jumps', prompt: msg`9 + 9 kaç eder?`, start: 9, target: 18, sizes: [1], direction: 'forward' },
      ],
    },
  },
  worksheet: {
    title: msg`İleri Zıpla, Topla Çalışma Sayfası`,
    instructions: msg`Zar oyunundaki işlemleri tabloya yaz. Sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`0’dan 20’ye bir sayı doğrusu çiz. 6 + 5 işlemini zıplama yaylarıyla göster.`, lines: 3 },
      { prompt: msg`2 + 7 ile 7 + 2 işlemlerini yap. Ne fark ettin?`, lines: 2 },
      { prompt: msg`? + 4 = 12. Soru işaretinin yerine hangi sayı gelir? Nasıl bulduğunu yaz.`, lines: 2 },
    ],
    table: {
      caption: msg`Zar oyunum`,
      columns: [msg`Büyük zar`, msg`Küçük zar`, msg`İşlem`, msg`Toplam`],
      rows: 5,
    },
  },
  story: {
    title: msg`Fındık Dereyi Geçiyor`,
    paragraphs: [
      msg`Fındık’ın yolu bir dereden geçiyordu. Derede numaralı taşlar vardı: 0, 1, 2, 3…`,
      msg`Fındık 6 numaralı taşa atladı. Arkadaşı Kirpi Diken karşı kıyıdan seslendi: “4 taş daha zıpla!”`,
      msg`Fındık saydı: “7, 8, 9, 10!” Tam 10 numaralı taşa kondu. “6 + 4 = 10” dedi.`,
      msg`Sonra sıra Diken’e geldi. Diken 4 numaralı taştan başladı ve 6 taş zıpladı. O da 10 numaralı taşa vardı.`,
      msg`İkisi de güldü: “Aynı taştayız! 6 + 4 ile 4 + 6 aynı yere götürdü.”`,
    ],
    lesson: msg`Toplamak ileri saymaktır; toplananların yeri değişse de toplam aynı kalır.`,
  },
};
