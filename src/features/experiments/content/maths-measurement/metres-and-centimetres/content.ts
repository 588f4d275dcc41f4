import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Kalemin boyunu cetvelle, sınıfın uzunluğunu şerit metreyle ölçeriz; okulla ev arasındaki yol ise çok daha uzundur. Her uzunluk için uygun birimi ve aracı seçeriz.`,
    sections: [
      {
        heading: msg`Cetvelle doğru ölçmek`,
        paragraphs: [
          msg`Cetvelle ölçerken nesnenin bir ucunu cetvelin 0 çizgisine getiririz ve öbür ucunun hizasındaki sayıyı okuruz.`,
          msg`Nesne 0’dan başlamıyorsa iki ucun arasındaki santimetreleri sayarız: 2 ile 9 arasındaki bir pastel boya 9 − 2 = 7 cm’dir.`,
        ],
      },
      {
        heading: msg`Metre ve santimetre`,
        paragraphs: [
          msg`Uzun şeyleri metreyle (m), kısa şeyleri santimetreyle (cm) ölçeriz. 1 metre 100 santimetredir.`,
          msg`2 m 35 cm, 200 + 35 = 235 cm demektir. 150 cm ise 1 m 50 cm’dir.`,
        ],
      },
      {
        heading: msg`Kilometre`,
        paragraphs: [
          msg`İki şehir ya da ev ile okul arasındaki uzaklık gibi uzun mesafeleri kilometreyle (km) ölçeriz. 1 kilometre 1000 metredir.`,
          msg`Yol kenarındaki tabelalarda şehirlere olan uzaklıklar kilometreyle yazılır.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Santimetre (cm)`, definition: msg`Kısa uzunlukları ölçmeye yarayan birim; 100 cm = 1 m.` },
      { term: msg`Metre (m)`, definition: msg`Uzunluk birimi; 1 metre 100 santimetredir.` },
      { term: msg`Kilometre (km)`, definition: msg`Uzun mesafeleri ölçmeye yarayan birim; 1 km = 1000 m.` },
      { term: msg`Şerit metre`, definition: msg`Uzun şeyleri ölçmek için kullanılan, sarılabilen ölçme aracı.` },
    ],
  },
  procedure: {
    goal: msg`Cetvel ve şerit metreyle sınıftaki nesneleri ölçmek, metre ile santimetre arasındaki ilişkiyi görmek ve uzunlukları tahmin edip ölçerek kontrol etmek.`,
    durationMinutes: 40,
    materials: [
      { name: msg`30 cm’lik cetvel`, quantity: msg`Her öğrenciye 1 tane` },
      { name: msg`Şerit metre (en az 2 m)`, quantity: msg`Her gruba 1 tane` },
      { name: msg`Kalem, silgi, pastel boya gibi sınıf eşyaları`, quantity: msg`Her öğrenciye 3–4 tane` },
      { name: msg`Kâğıt ve kurşun kalem`, quantity: msg`Her öğrenciye 1’er tane` },
    ],
    safety: [msg`Şerit metreyi geri sararken yavaşça bırak; hızla sarılan şerit parmağını kesebilir.`, msg`Ölçerken sıraların üstüne çıkma; koridorda koşma.`],
    steps: [
      msg`Kaleminin uzunluğunu önce tahmin et, sonra bir ucunu 0 çizgisine getirerek ölç. İkisini tabloya yaz.`,
      msg`Pastel boyayı cetvelin 3 çizgisinden başlayacak biçimde koy ve uzunluğunu iki ucun arasındaki santimetreleri sayarak bul.`,
      msg`Kâğıda 9 cm’lik ve 14 cm’lik iki doğru parçası çiz. Arkadaşın ölçerek kontrol etsin.`,
      msg`Grubunla şerit metreyle sınıfın kapısının genişliğini ve tahtanın uzunluğunu ölçün. Sonuçları hem santimetreyle hem metre ve santimetreyle yazın.`,
      msg`Okulunla evin arasındaki yolu düşün. Bu yol metreyle mi, kilometreyle mi söylenir? Ailene sorup öğren.`,
    ],
    observations: [
      msg`Tahminlerin ölçtüğün uzunluklara ne kadar yakındı?`,
      msg`0’dan başlamayan pastel boyayı ölçerken nelere dikkat ettin?`,
      msg`Tahtanın uzunluğu 1 metreden uzun muydu? Kaç santimetre?`,
    ],
    conclusion: msg`Cetvelle ölçerken nesnenin bir ucunu 0’a getiririz ya da iki ucun arasındaki santimetreleri sayarız. 1 metre 100 santimetre, 1 kilometre 1000 metredir. Kısa şeyleri santimetreyle, uzun şeyleri metreyle, çok uzun mesafeleri kilometreyle ölçeriz.`,
  },
  questions: [
    {
      id: 'metre-in-centimetres',
      prompt: msg`1 metre kaç santimetredir?`,
      options: [msg`10 cm`, msg`100 cm`, msg`1000 cm`],
      correctIndex: 1,
      explanation: msg`1 metre 100 santimetredir. Bir metrelik şerit metrenin üstünde 100 santimetre çizgisi vardır.`,
      hints: [msg`Şerit metrede 1 metrenin yanında hangi sayı yazıyordu?`, msg`1 metre, 10 santimetreden çok daha uzundur.`],
    },
    {
      id: 'crayon-not-at-zero',
      prompt: msg`Bir pastel boyanın bir ucu cetvelin 2, öbür ucu 9 çizgisinde. Pastel boya kaç santimetredir?`,
      options: [msg`9 cm`, msg`11 cm`, msg`7 cm`],
      correctIndex: 2,
      explanation: msg`Pastel boya 0’dan başlamadığı için iki ucun arasındaki santimetreleri sayarız: 9 − 2 = 7 cm.`,
      hints: [msg`Pastel boya cetvelin 0 çizgisinden mi başlıyor?`, msg`2’den 9’a kadar kaç santimetre var?`],
    },
    {
      id: 'which-unit',
      prompt: msg`İki şehir arasındaki uzaklığı hangi birimle söylemek uygundur?`,
      options: [msg`Kilometre`, msg`Santimetre`, msg`Metre`],
      correctIndex: 0,
      explanation: msg`Şehirler arasındaki uzaklık çok uzundur; bu yüzden kilometreyle söylenir. Yol tabelalarında da kilometre yazar.`,
      hints: [msg`Yol kenarındaki tabelalarda hangi birim yazıyor?`, msg`En uzun mesafeler için hangi birimi kullanıyorduk?`],
    },
    {
      id: 'to-centimetres',
      prompt: msg`2 m 35 cm kaç santimetredir?`,
      options: [msg`235 cm`, msg`2035 cm`, msg`37 cm`],
      correctIndex: 0,
      explanation: msg`2 m = 200 cm. Buna 35 cm ekleriz: 200 + 35 = 235 cm.`,
      hints: [msg`Önce 2 metreyi santimetreye çevir.`, msg`Bulduğun sayıya 35 ekle.`],
    },
    {
      id: 'ribbon-left',
      prompt: msg`Elif’in 1 metrelik kurdelesi vardı. 45 cm’sini hediye paketine bağladı. Kaç santimetre kurdele kaldı?`,
      options: [msg`65 cm`, msg`55 cm`, msg`45 cm`],
      correctIndex: 1,
      explanation: msg`1 m = 100 cm. 100 − 45 = 55 cm kurdele kaldı.`,
      hints: [msg`Çıkarma yapmadan önce iki uzunluğu aynı birime çevir.`, msg`1 metre kaç santimetreydi? Ondan 45 çıkar.`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Cetvel`,
    instructions: msg`Ölçme görevlerinde cismin uzunluğunu kutuya yaz ve Enter’a bas. Çizme görevlerinde çizginin ucunu sürükle ya da düğmelerle 1 cm uzat, kısalt. Sonra “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'ruler',
      lengthCm: 15,
      millimetres: false,
      tasks: [
        { kind: 'measure', prompt: msg`Kalemin uzunluğu kaç santimetre?`, object: 'pencil', startMm: 0, lengthMm: 120, unit: 'cm' },
        { kind: 'measure', prompt: msg`Pastel boya 0’dan başlamıyor. Uzunluğu kaç santimetre?`, object: 'crayon', startMm: 30, lengthMm: 70, unit: 'cm' },
        { kind: 'measure', prompt: msg`Anahtarın uzunluğu kaç santimetre?`, object: 'key', startMm: 20, lengthMm: 50, unit: 'cm' },
        { kind: 'draw', prompt: msg`9 cm uzunluğunda bir çizgi çiz.`, lengthMm: 90 },
        { kind: 'draw', prompt: msg`14 cm uzunluğunda bir çizgi çiz.`, lengthMm: 140 },
      ],
    },
  },
  worksheet: {
    title: msg`Uzunluk Ölçme Çalışma Sayfası`,
    instructions: msg`Tahminlerini ve ölçümlerini tabloya yaz, sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`Cetvelle 6 cm’lik ve 11 cm’lik birer doğru parçası çiz.`, lines: 3 },
      { prompt: msg`Dönüştür: 3 m = ... cm; 1 m 20 cm = ... cm; 250 cm = ... m ... cm.`, lines: 3 },
      { prompt: msg`Ev ile okul arasındaki yol, sınıfın uzunluğu ve silginin boyu için hangi birimleri kullanırsın?`, lines: 3 },
    ],
    table: {
      caption: msg`Tahminlerim ve ölçümlerim`,
      columns: [msg`Ölçtüğüm şey`, msg`Tahminim`, msg`Ölçtüğüm uzunluk`, msg`Kullandığım araç`],
      rows: 5,
    },
  },
  story: {
    title: msg`Fındık’ın Atkısı`,
    paragraphs: [
      msg`Kış geliyordu ve Fındık, Baykuş Nine’ye bir atkı örmek istedi. Nine’nin boynuna 1 metre uzunluğunda bir atkı yeterdi.`,
      msg`Fındık ördüğü atkıyı cetvelle ölçmeye başladı: “30 cm… bir daha 30 cm… bir daha…” Cetveli her seferinde nereye koyduğunu karıştırdı.`,
      msg`Kirpi Diken bir şerit metre getirdi: “Bunun üstünde 100 santimetre, yani 1 metre var.” Atkıyı şerit metrenin yanına serdiler: 85 cm!`,
      msg`“1 metre 100 santimetre ise 15 cm daha örmeliyim,” dedi Fındık. Bir akşam daha ördü ve atkı tam 1 metre oldu.`,
      msg`Nine atkıyı boynuna doladı: “Tam ölçüsünde! Uzun şeyleri ölçerken uzun bir araç seçmek işi kolaylaştırır.”`,
    ],
    lesson: msg`1 metre 100 santimetredir. Ölçeceğimiz uzunluğa uygun birimi ve aracı seçeriz.`,
  },
};
