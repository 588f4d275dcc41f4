import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Bir madeni paranın kalınlığı, bir silginin boyu, sınıfın uzunluğu ve iki şehir arasındaki yol… Hepsi uzunluktur, ama her biri için farklı bir birim daha uygundur.`,
    sections: [
      {
        heading: msg`Milimetre`,
        paragraphs: [
          msg`Cetvelde iki santimetre çizgisi arasında 10 küçük aralık vardır; her biri 1 milimetredir (mm). 1 cm = 10 mm.`,
          msg`Santimetreden kısa uzunlukları ya da tam santimetre olmayan uzunlukları milimetreyle söyleriz: 4 cm 6 mm = 46 mm.`,
        ],
      },
      {
        heading: msg`Birimler arasındaki ilişki`,
        paragraphs: [
          msg`1 cm = 10 mm, 1 m = 100 cm, 1 km = 1000 m. Büyük birimden küçük birime geçerken çarparız: 3 m = 300 cm, 2 km = 2000 m.`,
          msg`Birlikte verilen uzunlukları tek birime çeviririz: 3 km 200 m = 3000 m + 200 m = 3200 m.`,
        ],
      },
      {
        heading: msg`Hangi birim?`,
        paragraphs: [
          msg`Çok kısa şeyleri (bir karıncanın boyu, bir paranın kalınlığı) milimetreyle, kısa şeyleri santimetreyle, odaları ve bahçeleri metreyle, şehirler arasını kilometreyle ölçeriz.`,
          msg`Uzunlukları karşılaştırırken ya da toplarken önce aynı birime çeviririz.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Milimetre (mm)`, definition: msg`Cetveldeki en küçük aralık; 10 mm = 1 cm.` },
      { term: msg`Santimetre (cm)`, definition: msg`100 cm = 1 m.` },
      { term: msg`Kilometre (km)`, definition: msg`Uzun mesafeleri ölçmeye yarayan birim; 1 km = 1000 m.` },
    ],
  },
  procedure: {
    goal: msg`Cetvelle milimetre düzeyinde ölçüm ve çizim yapmak, ölçümleri farklı birimlerle yazmak ve birimler arasındaki ilişkiyi göstermek.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Milimetre çizgili 30 cm’lik cetvel`, quantity: msg`Her öğrenciye 1 tane` },
      { name: msg`Silgi, ataş, madeni para, kalem`, quantity: msg`Her öğrenciye 1’er tane` },
      { name: msg`Şerit metre`, quantity: msg`Her gruba 1 tane` },
      { name: msg`Kâğıt ve sivri uçlu kurşun kalem`, quantity: msg`Her öğrenciye 1’er tane` },
    ],
    safety: [
      msg`Madeni paraları ve ataşları ağzına alma.`,
      msg`Şerit metreyi yavaşça geri sar; hızla sarılan şerit parmağını kesebilir.`,
      msg`Kalemini açarken kalemtıraşı kendine doğru değil, masaya doğru tut.`,
    ],
    steps: [
      msg`Cetvelde 0 ile 1 santimetre arasındaki küçük aralıkları say. 1 cm kaç mm?`,
      msg`Silginin, ataşın ve kaleminin uzunluğunu ölç. Her birini hem “… cm … mm” biçiminde hem yalnızca milimetreyle yaz.`,
      msg`Madeni paranın kalınlığını cetvelle ölçmeye çalış. Hangi birim uygun?`,
      msg`Kâğıda 7 cm 3 mm ve 12 cm 8 mm uzunluğunda iki doğru parçası çiz. Arkadaşın ölçerek kontrol etsin.`,
      msg`Şerit metreyle sınıfın uzunluğunu ölç; sonucu metre ve santimetreyle, sonra yalnızca santimetreyle yaz.`,
    ],
    observations: [
      msg`Silginin uzunluğu tam santimetre miydi? Milimetre nasıl işine yaradı?`,
      msg`Madeni paranın kalınlığını hangi birimle söyledin?`,
      msg`Sınıfın uzunluğunu santimetreyle yazınca sayı nasıl değişti?`,
    ],
    conclusion: msg`1 cm 10 mm, 1 m 100 cm, 1 km 1000 m’dir. Uzunluğu ölçeceğimiz şeye uygun birimi seçer, gerekirse büyük birimi küçük birime çevirerek uzunlukları karşılaştırır ve toplarız.`,
  },
  questions: [
    {
      id: 'centimetre-in-millimetres',
      prompt: msg`1 santimetre kaç milimetredir?`,
      options: [msg`100 mm`, msg`10 mm`, msg`1000 mm`],
      correctIndex: 1,
      explanation: msg`Cetvelde iki santimetre çizgisi arasında 10 küçük aralık vardır; her biri 1 mm’dir. 1 cm = 10 mm.`,
      hints: [msg`Cetvelde 0 ile 1 arasındaki küçük aralıkları say.`, msg`Bir santimetrenin içinde kaç milimetre aralığı var?`],
    },
    {
      id: 'to-millimetres',
      prompt: msg`4 cm 6 mm kaç milimetredir?`,
      options: [msg`46 mm`, msg`406 mm`, msg`10 mm`],
      correctIndex: 0,
      explanation: msg`4 cm = 40 mm. Buna 6 mm ekleriz: 40 + 6 = 46 mm.`,
      hints: [msg`Önce 4 santimetreyi milimetreye çevir.`, msg`Bulduğun sayıya 6 ekle.`],
    },
    {
      id: 'to-metres',
      prompt: msg`3 km 200 m kaç metredir?`,
      options: [msg`320 m`, msg`3020 m`, msg`3200 m`],
      correctIndex: 2,
      explanation: msg`3 km = 3000 m. Buna 200 m ekleriz: 3000 + 200 = 3200 m.`,
      hints: [msg`1 kilometre kaç metredir?`, msg`3 kilometreyi metreye çevirip 200 ekle.`],
    },
    {
      id: 'coin-thickness',
      prompt: msg`Bir madeni paranın kalınlığını hangi birimle söylemek uygundur?`,
      options: [msg`Kilometre`, msg`Milimetre`, msg`Metre`],
      correctIndex: 1,
      explanation: msg`Madeni paranın kalınlığı 1 santimetreden çok kısadır; bu yüzden milimetreyle söylenir.`,
      hints: [msg`Madeni para, 1 santimetreden kalın mı, ince mi?`, msg`En küçük uzunluk birimi hangisiydi?`],
    },
    {
      id: 'running-track',
      prompt: msg`Ece her gün okul pistinde 400 m koşuyor. 5 günde kaç kilometre koşar?`,
      options: [msg`20 km`, msg`4 km`, msg`2 km`],
      correctIndex: 2,
      explanation: msg`5 günde 5 × 400 = 2000 m koşar. 1000 m = 1 km olduğu için 2000 m = 2 km.`,
      hints: [msg`Önce 5 günde kaç metre koştuğunu bul.`, msg`Bulduğun metreyi kilometreye çevir: 1000 m kaç km?`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Milimetreli cetvel`,
    instructions: msg`Ölçme görevlerinde uzunluğu kutuya yaz ve Enter’a bas. Çizme görevlerinde çizginin ucunu sürükle ya da seçip ok tuşlarıyla 1 mm (Shift ile 1 cm) oynat. Sonra “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'ruler',
      lengthCm: 15,
      millimetres: true,
      tasks: [
        { kind: 'measure', prompt: msg`Silginin uzunluğu kaç milimetre?`, object: 'eraser', startMm: 0, lengthMm: 45, unit: 'mm' },
        { kind: 'measure', prompt: msg`Yaprak 0’dan başlamıyor. Uzunluğu kaç milimetre?`, object: 'leaf', startMm: 20, lengthMm: 65, unit: 'mm' },
        { kind: 'measure', prompt: msg`Kurdelenin uzunluğu kaç santimetre?`, object: 'ribbon', startMm: 10, lengthMm: 100, unit: 'cm' },
        { kind: 'draw', prompt: msg`7 cm 3 mm uzunluğunda bir çizgi çiz.`, lengthMm: 73 },
        { kind: 'draw', prompt: msg`128 mm uzunluğunda bir çizgi çiz.`, lengthMm: 128 },
      ],
    },
  },
  worksheet: {
    title: msg`Uzunluk Birimleri Çalışma Sayfası`,
    instructions: msg`Ölçtüklerini tabloya hem karışık birimle hem tek birimle yaz, sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`Dönüştür: 8 cm = ... mm; 75 mm = ... cm ... mm; 5 m 40 cm = ... cm; 2 km 50 m = ... m.`, lines: 3 },
      { prompt: msg`Bir kalem 14 cm 5 mm, öbürü 138 mm. Hangisi daha uzun? Ne kadar?`, lines: 3 },
      { prompt: msg`Evinden okula kaç kilometre ya da kaç metre olduğunu ailenle birlikte bul ve yaz.`, lines: 2 },
    ],
    table: {
      caption: msg`Ölçtüklerim`,
      columns: [msg`Nesne`, msg`… cm … mm`, msg`Yalnızca mm`],
      rows: 5,
    },
  },
  story: {
    title: msg`Fındık’ın Maket Köprüsü`,
    paragraphs: [
      msg`Fındık, okulun bilim şenliği için büyük bir nehrin üstündeki köprünün maketini yapacaktı. Baykuş Nine planı çizmişti: maketin ayakları 7 cm 3 mm olmalıydı.`,
      msg`Fındık ilk iki ayağı dikkatle ölçüp kesti. Öbür iki ayağı ise aceleyle, cetvelin yalnızca büyük çizgilerine bakarak 7 cm kesti. Köprüyü kurunca bir yanı eğik durdu!`,
      msg`Kirpi Diken cetvele yakından baktı: “İki büyük çizgi arasında 10 küçük çizgi var; her biri 1 milimetre. Planda 3 mm daha yazıyor.”`,
      msg`Fındık yeni çubuklardan 73 mm uzunluğunda iki ayak kesti. Sonra maketini yaptığı gerçek köprüyü düşündü: “Gerçek köprü 2 km 50 m uzunluğundaymış, yani 2050 metre!”`,
      msg`Köprü dimdik durdu ve şenlikte en çok beğenilen maket oldu. Fındık’ın notu: “Küçük çizgileri küçümseme!”`,
    ],
    lesson: msg`1 cm 10 mm, 1 m 100 cm, 1 km 1000 m’dir. Ölçerken cetvelin milimetre çizgilerine de bakarız.`,
  },
};
