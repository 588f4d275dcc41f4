import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Bir karıncanın boyunu santimetreyle ölçmeye çalışsan cevabın “1’den az” olur. Küçük uzunlukları doğru ölçmek için santimetreden daha küçük bir birime, milimetreye ihtiyaç duyarız.`,
    sections: [
      {
        heading: msg`Milimetre`,
        paragraphs: [
          msg`Cetvelde iki santimetre çizgisinin arasında 10 küçük aralık vardır. Her küçük aralık 1 milimetredir (mm). Yani 1 cm = 10 mm.`,
          msg`Ortadaki biraz daha uzun çizgi 5 mm’yi gösterir ve okumayı kolaylaştırır. Bir karıncanın boyu, bir pirinç tanesinin eni gibi küçük uzunluklar milimetreyle ölçülür.`,
        ],
      },
      {
        heading: msg`Birimler arasında dönüşüm`,
        paragraphs: [
          msg`1 m = 100 cm ve 1 cm = 10 mm olduğundan 1 m = 1000 mm’dir. Büyük birimden küçük birime geçerken çarparız, küçük birimden büyük birime geçerken böleriz.`,
          msg`65 mm, 6 cm ve 5 mm demektir; ondalık gösterimle 6,5 cm diye yazılır. 2,4 m ise 240 cm’dir.`,
        ],
      },
      {
        heading: msg`Doğru ölçüm`,
        paragraphs: [
          msg`Ölçerken cismin ucunu 0 çizgisine hizala ve cetvele tam yukarıdan bak; yandan bakınca çizgiyi kaydırmış gibi okursun.`,
          msg`Cisim 0’dan başlamıyorsa bitiş okumasından başlangıç okumasını çıkar: 2,5 cm’den başlayıp 9,7 cm’de biten bir kurdele 7,2 cm, yani 72 mm’dir.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Milimetre (mm)`, definition: msg`Santimetrenin onda biri; 1 cm = 10 mm.` },
      { term: msg`Santimetre (cm)`, definition: msg`Metrenin yüzde biri; 1 m = 100 cm.` },
      { term: msg`Birim dönüşümü`, definition: msg`Bir uzunluğu başka bir birimle yazma; örneğin 65 mm = 6,5 cm.` },
      { term: msg`Ondalık gösterim`, definition: msg`Bir birimin parçalarını virgülle gösterme; 6,5 cm = 6 cm 5 mm.` },
    ],
  },
  procedure: {
    goal: msg`Küçük nesneleri milimetre duyarlılığında ölçmek ve sonuçları farklı birimlerle yazmak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Milimetre çizgileri olan 30 cm’lik cetvel`, quantity: msg`Her öğrenciye 1 tane` },
      { name: msg`Ölçülecek küçük nesneler: ataç, silgi, anahtar, yaprak, pul, düğme`, quantity: msg`Her gruba birer tane` },
      { name: msg`Şerit metre`, quantity: msg`Her gruba 1 tane` },
      { name: msg`Kurşun kalem ve beyaz kâğıt`, quantity: msg`Her öğrenciye 1’er tane` },
    ],
    safety: [
      msg`Şerit metreyi hızla geri sarma; metal kenarı parmağını kesebilir, yavaşça bırak.`,
      msg`Anahtar ve ataç gibi sivri uçlu nesneleri arkadaşına doğru tutma.`,
      msg`Yaprak toplarken dikenli ya da tanımadığın bitkilere dokunma; işin bitince ellerini yıka.`,
    ],
    steps: [
      msg`Cetveline bak: iki santimetre çizgisi arasında kaç küçük aralık var? Sayarak 1 cm = 10 mm olduğunu doğrula.`,
      msg`Her nesnenin uzunluğunu önce tahmin et, sonra ucu 0 çizgisinde olacak biçimde milimetre duyarlılığında ölç. Bir nesnede cetvele bir de yandan bakarak oku ve iki okumayı karşılaştır.`,
      msg`Ölçümlerini tabloya hem milimetre hem santimetre (ondalık gösterimle) olarak yaz.`,
      msg`Bir nesneyi bu kez cetvelin 2 cm çizgisinden başlatarak ölç. İki okumayı kullanarak uzunluğu hesapla.`,
      msg`Kâğıda 4 cm 7 mm ve 10,5 cm uzunluğunda iki çizgi çiz; arkadaşın senin çizgilerini ölçsün.`,
      msg`Şerit metreyle sıranın uzunluğunu ölç ve sonucu metre, santimetre ve milimetre olarak yaz.`,
    ],
    observations: [
      msg`Grubundakilerin aynı nesne için buldukları ölçümler arasında kaç milimetre fark vardı?`,
      msg`Cetvele yandan bakınca okuma nasıl değişti?`,
      msg`Milimetreden santimetreye geçerken sayı nasıl değişti?`,
    ],
    conclusion: msg`1 cm 10 mm’ye, 1 m 100 cm’ye ve 1000 mm’ye eşittir. Küçük uzunluklar milimetreyle daha duyarlı ölçülür; bir ölçüm farklı birimlerle yazılabilir (65 mm = 6,5 cm). Doğru ölçüm için cetvele tam yukarıdan bakılır ve başlangıç noktası dikkate alınır.`,
  },
  questions: [
    {
      id: 'mm-in-cm',
      prompt: msg`7 cm kaç milimetredir?`,
      options: [msg`7 mm`, msg`700 mm`, msg`70 mm`, msg`17 mm`],
      correctIndex: 2,
      explanation: msg`1 cm = 10 mm olduğundan 7 cm = 7 × 10 = 70 mm’dir.`,
      hints: [msg`Bir santimetrede kaç milimetre var?`, msg`Büyük birimden küçük birime geçerken çarparız.`],
    },
    {
      id: 'decimal-cm',
      prompt: msg`84 mm, santimetre cinsinden nasıl yazılır?`,
      options: [msg`8,4 cm`, msg`84 cm`, msg`0,84 cm`, msg`840 cm`],
      correctIndex: 0,
      explanation: msg`84 mm, 8 cm ve 4 mm’dir. 4 mm, 1 cm’nin onda 4’ü olduğu için 8,4 cm yazılır.`,
      hints: [msg`84 mm’de kaç tam santimetre var?`, msg`Artan milimetreler santimetrenin onda kaçıdır?`],
    },
    {
      id: 'metre-to-cm',
      prompt: msg`Bir sıranın uzunluğu 1,2 m’dir. Bu uzunluk kaç santimetredir?`,
      options: [msg`12 cm`, msg`102 cm`, msg`1200 cm`, msg`120 cm`],
      correctIndex: 3,
      explanation: msg`1 m = 100 cm olduğundan 1,2 m = 1,2 × 100 = 120 cm’dir.`,
      hints: [msg`1 metre kaç santimetre?`, msg`1,2 m, 1 m ile 1 m’nin onda 2’sinin toplamıdır.`],
    },
    {
      id: 'start-not-zero',
      prompt: msg`Bir yaprağın bir ucu cetvelin 3,0 cm çizgisinde, öbür ucu 8,6 cm çizgisinde. Yaprak kaç milimetredir?`,
      options: [msg`86 mm`, msg`56 mm`, msg`116 mm`, msg`30 mm`],
      correctIndex: 1,
      explanation: msg`Yaprak 0’dan başlamıyor: 8,6 − 3,0 = 5,6 cm. 5,6 cm = 56 mm.`,
      hints: [msg`Yaprak cetvelin 0 çizgisinden mi başlıyor?`, msg`Önce iki okuma arasındaki farkı bul, sonra birimi dönüştür.`],
    },
    {
      id: 'parallax',
      prompt: msg`Ece cetvele yandan bakarak ölçüm yaptı ve arkadaşlarından 2 mm farklı sonuç buldu. Bu farkın en olası nedeni nedir?`,
      options: [msg`Cetvel ölçerken kısaldı`, msg`Milimetre çok küçük bir birim olduğu için hiç doğru ölçülemez`, msg`Çizgiye yandan bakınca okuma kayar`],
      correctIndex: 2,
      explanation: msg`Cetvele yandan bakınca cismin ucu ile çizgi farklı hizada görünür ve okuma birkaç milimetre kayar. Doğru okumak için tam yukarıdan bakılır.`,
      hints: [msg`Deneyde cetvele yandan bakınca ne olmuştu?`, msg`Ölçümü etkileyen şey birim mi, okuma biçimi mi?`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Milimetrik cetvel`,
    instructions: msg`Cismin uzunluğunu istenen birimle kutuya yaz (santimetrede virgül kullanabilirsin) ya da çizginin ucunu milimetre milimetre kaydırarak çiz. Sonra “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'ruler',
      lengthCm: 15,
      millimetres: true,
      tasks: [
        { kind: 'measure', prompt: msg`Anahtarın boyu kaç milimetre?`, object: 'key', startMm: 0, lengthMm: 65, unit: 'mm' },
        { kind: 'measure', prompt: msg`Yaprağın boyunu santimetre cinsinden, ondalık gösterimle yaz.`, object: 'leaf', startMm: 0, lengthMm: 83, unit: 'cm' },
        { kind: 'measure', prompt: msg`Kurdele 0’dan başlamıyor. Boyu kaç milimetre?`, object: 'ribbon', startMm: 25, lengthMm: 72, unit: 'mm' },
        { kind: 'draw', prompt: msg`4 cm 7 mm uzunluğunda bir çizgi çiz.`, lengthMm: 47 },
        { kind: 'draw', prompt: msg`10,5 cm uzunluğunda bir çizgi çiz.`, lengthMm: 105 },
      ],
    },
  },
  worksheet: {
    title: msg`Milimetre ve Santimetre Çalışma Sayfası`,
    instructions: msg`Ölçümlerini tabloya iki birimle yaz, sonra dönüşümleri yap.`,
    tasks: [
      { prompt: msg`Dönüştür: 9 cm = … mm; 125 mm = … cm; 3,5 m = … cm.`, lines: 3 },
      { prompt: msg`Cetvelinle 6,8 cm uzunluğunda bir çizgi çiz ve kaç milimetre olduğunu yaz.`, lines: 2 },
      { prompt: msg`Ölçüm yaparken hangi hatalar yapılabilir? İki örnek yaz.`, lines: 3 },
    ],
    table: {
      caption: msg`Milimetre duyarlılığında ölçümlerim`,
      columns: [msg`Nesne`, msg`Tahminim`, msg`Ölçüm (mm)`, msg`Ölçüm (cm)`],
      rows: 6,
    },
  },
  story: {
    title: msg`Fındık ve Minik Karınca`,
    paragraphs: [
      msg`Fındık, ormandaki en küçük yarışmaya, “Böceklerin Boy Ölçümü”ne hakem seçilmişti. Elinde sadece santimetre çizgileri olan eski bir cetvel vardı.`,
      msg`İlk yarışmacı Karınca Minik cetvelin üstüne çıktı. Fındık baktı: “Hmm, 1 santimetreden kısa. Yani… 0 cm mi?” Minik kızdı: “Ben sıfır değilim!”`,
      msg`Baykuş Nine yeni bir cetvel getirdi. Santimetrelerin arasında küçük çizgiler vardı. “Her santimetre 10 milimetreye ayrılmış,” dedi.`,
      msg`Fındık yeniden ölçtü: Minik tam 7 mm’ydi. Uğur Böceği 9 mm, Çekirge ise 4 cm 5 mm, yani 45 mm çıktı.`,
      msg`Yarışmanın sonunda herkes kendi boyunu milimetre milimetre biliyordu. Minik gururla söyledi: “Küçüğüm ama ölçülebilirim!”`,
    ],
    lesson: msg`Küçük uzunlukları doğru ölçmek için milimetre kullanırız; 1 cm 10 mm’dir ve bir ölçüm farklı birimlerle yazılabilir.`,
  },
};
