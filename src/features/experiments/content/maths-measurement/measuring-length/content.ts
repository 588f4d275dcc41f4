import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Sıranın boyunu karışınla ölçersen bir sayı, öğretmenin karışıyla ölçerse başka bir sayı bulur. Hangisi doğru? Ölçümlerin herkes için aynı olması için standart birimler kullanırız.`,
    sections: [
      {
        heading: msg`Standart olmayan birimler`,
        paragraphs: [
          msg`Karış, adım, ataç ya da silgiyle de ölçüm yapabiliriz. Ama herkesin karışı ve adımı farklı uzunluktadır.`,
          msg`Bu yüzden aynı sırayı ölçen iki kişi farklı sonuçlar bulabilir. Bu tür birimlere standart olmayan birimler denir.`,
        ],
      },
      {
        heading: msg`Santimetre ve metre`,
        paragraphs: [
          msg`Herkes için aynı uzunlukta olan birimlere standart birimler denir. Kısa uzunlukları santimetreyle (cm), uzun olanları metreyle (m) ölçeriz.`,
          msg`Kalemin, silginin, defterin boyunu santimetreyle; sınıfın, koridorun uzunluğunu metreyle ölçeriz. 1 metre 100 santimetredir.`,
        ],
      },
      {
        heading: msg`Cetvelle ölçme`,
        paragraphs: [
          msg`Cetveldeki sayı yazılı uzun çizgilerin arası 1 santimetredir. Ölçeceğin cismin bir ucunu cetvelin 0 çizgisine koy, öbür ucunun hangi çizgide bittiğini oku.`,
          msg`Cisim 0’dan başlamıyorsa, iki ucu arasındaki santimetre aralıklarını sayarız. 3 cm’den başlayıp 9 cm’de biten bir pastel boya 6 cm uzunluğundadır.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Uzunluk`, definition: msg`Bir cismin bir ucundan öbür ucuna kadar olan ölçüsü.` },
      { term: msg`Santimetre (cm)`, definition: msg`Kısa uzunlukları ölçmek için kullanılan standart birim.` },
      { term: msg`Metre (m)`, definition: msg`Uzun uzunlukları ölçmek için kullanılan standart birim; 1 m = 100 cm.` },
      { term: msg`Cetvel`, definition: msg`Üzerinde santimetre çizgileri bulunan ölçme aracı.` },
    ],
  },
  procedure: {
    goal: msg`Aynı nesneleri standart olmayan birimlerle ve cetvelle ölçüp sonuçları karşılaştırmak.`,
    durationMinutes: 35,
    materials: [
      { name: msg`30 cm’lik plastik cetvel`, quantity: msg`Her öğrenciye 1 tane` },
      { name: msg`Aynı boyda ataç`, quantity: msg`Her gruba 20 tane` },
      { name: msg`Ölçülecek nesneler: kalem, silgi, defter, pastel boya`, quantity: msg`Her gruba birer tane` },
      { name: msg`Kâğıt şerit (yaklaşık 40 cm)`, quantity: msg`Her gruba 1 tane` },
    ],
    safety: [
      msg`Cetveli kılıç gibi sallama; arkadaşının gözüne ya da yüzüne değebilir.`,
      msg`Ataçları ağzına alma, açıp ucunu sivriltme.`,
      msg`Ölçüm için sıranın üstüne çıkma; yüksekteki şeyleri öğretmeninden yardım isteyerek ölç.`,
    ],
    steps: [
      msg`Sıranın boyunu karışınla ölç ve sonucu yaz. Grubundaki arkadaşların da aynı sırayı ölçsün.`,
      msg`Sonuçları karşılaştır: herkes aynı sayıyı buldu mu? Nedenini konuşun.`,
      msg`Ataçları uç uca dizerek kaleminin boyunu ölç ve kaç ataç olduğunu yaz.`,
      msg`Şimdi cetveli al. Kaleminin bir ucunu cetvelin 0 çizgisine koy ve öbür ucunun hangi sayıda bittiğini oku.`,
      msg`Silgini, pastel boyanı ve defterinin kısa kenarını cetvelle ölç; önce tahmin et, sonra ölç ve ikisini de tabloya yaz.`,
      msg`Pastel boyayı bu kez cetvelin 3 çizgisinden başlatarak koy. Uzunluğunu nasıl bulacağını arkadaşınla konuş.`,
      msg`Kâğıt şeride cetvelle 10 cm’lik bir çizgi çiz ve arkadaşının çizgisiyle karşılaştır.`,
    ],
    observations: [
      msg`Karışla yapılan ölçümler neden farklı çıktı?`,
      msg`Cetvelle yapılan ölçümlerde grubun sonuçları aynı mıydı?`,
      msg`Tahminlerin ölçümlerine ne kadar yakındı?`,
    ],
    conclusion: msg`Standart olmayan birimlerle yapılan ölçümler kişiden kişiye değişir; santimetre ve metre gibi standart birimler herkes için aynı sonucu verir. Cetvelle ölçerken cismin bir ucu 0 çizgisine konur; 0’dan başlamayan bir cismin uzunluğu iki ucu arasındaki santimetreler sayılarak bulunur.`,
  },
  questions: [
    {
      id: 'different-hands',
      prompt: msg`Ali ve öğretmeni aynı masayı karışlarıyla ölçtü. Ali 8 karış, öğretmeni 5 karış buldu. Neden farklı buldular?`,
      options: [msg`Masa ölçerken uzadı`, msg`Karışları farklı uzunlukta`, msg`Öğretmen yanlış saydı`, msg`Ali daha dikkatli ölçtü`],
      correctIndex: 1,
      explanation: msg`Karış standart bir birim değildir; büyük bir el daha az karışla, küçük bir el daha çok karışla ölçer. Bu yüzden santimetre gibi standart birimler kullanırız.`,
      hints: [msg`İki kişinin elleri aynı büyüklükte mi?`, msg`Birim büyükse kaç tanesi sığar, küçükse kaç tanesi?`],
    },
    {
      id: 'unit-choice',
      prompt: msg`Sınıfın uzunluğunu ölçmek için hangi birim daha uygundur?`,
      options: [msg`Santimetre`, msg`Ataç`, msg`Metre`],
      correctIndex: 2,
      explanation: msg`Sınıf gibi uzun yerleri metreyle ölçeriz. Santimetreyle ölçmek çok uzun sürer ve çok büyük sayılar çıkar.`,
      hints: [msg`Sınıf uzun mu, kısa mı?`, msg`Uzun uzunluklar için hangi standart birimi öğrendin?`],
    },
    {
      id: 'start-at-zero',
      prompt: msg`Bir kalemin bir ucu cetvelin 0 çizgisinde, öbür ucu 12 çizgisinde. Kalem kaç santimetredir?`,
      options: [msg`12 cm`, msg`11 cm`, msg`13 cm`, msg`0 cm`],
      correctIndex: 0,
      explanation: msg`Cismin bir ucu 0’dayken öbür ucunun durduğu sayı uzunluğu verir: 12 cm.`,
      hints: [msg`Kalem cetvelin neresinden başlıyor?`, msg`0’dan başlayan bir cisimde son çizgi neyi gösterir?`],
    },
    {
      id: 'not-from-zero',
      prompt: msg`Bir pastel boyanın bir ucu cetvelin 2 çizgisinde, öbür ucu 9 çizgisinde. Pastel boya kaç santimetredir?`,
      options: [msg`9 cm`, msg`11 cm`, msg`2 cm`, msg`7 cm`],
      correctIndex: 3,
      explanation: msg`Pastel boya 0’dan başlamıyor. 2 ile 9 arasında 7 santimetre aralığı vardır: 9 − 2 = 7 cm.`,
      hints: [msg`Cisim 0 çizgisinden mi başlıyor?`, msg`İki ucun arasındaki santimetre aralıklarını tek tek say.`],
    },
    {
      id: 'metre-in-cm',
      prompt: msg`1 metre kaç santimetredir?`,
      options: [msg`10`, msg`100`, msg`1000`],
      correctIndex: 1,
      explanation: msg`1 metre 100 santimetreye eşittir. Metre cetvelinde 100 tane santimetre aralığı vardır.`,
      hints: [msg`Metre, santimetreden çok daha uzundur.`, msg`Konu anlatımında metre ile santimetre arasındaki ilişkiye bak.`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Sanal cetvel`,
    instructions: msg`Cetvelin üstündeki cismin uzunluğunu bulup kutuya yaz ya da çizginin ucunu kaydırarak istenen uzunlukta çizgi çiz. Sonra “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'ruler',
      lengthCm: 15,
      millimetres: false,
      tasks: [
        { kind: 'measure', prompt: msg`Kalemin boyu kaç santimetre?`, object: 'pencil', startMm: 0, lengthMm: 70, unit: 'cm' },
        { kind: 'measure', prompt: msg`Silginin boyu kaç santimetre?`, object: 'eraser', startMm: 0, lengthMm: 40, unit: 'cm' },
        { kind: 'measure', prompt: msg`Bu pastel boya 0’dan başlamıyor. Boyu kaç santimetre?`, object: 'crayon', startMm: 30, lengthMm: 60, unit: 'cm' },
        { kind: 'draw', prompt: msg`Cetvelin 0 çizgisinden başlayarak 9 cm uzunluğunda bir çizgi çiz.`, lengthMm: 90 },
        { kind: 'draw', prompt: msg`Şimdi 12 cm uzunluğunda bir çizgi çiz.`, lengthMm: 120 },
      ],
    },
  },
  worksheet: {
    title: msg`Cetvelle Ölçme Çalışma Sayfası`,
    instructions: msg`Önce tahmin et, sonra cetvelle ölç. Sonuçlarını tabloya yaz.`,
    tasks: [
      { prompt: msg`Cetvelinle 6 cm ve 11 cm uzunluğunda iki çizgi çiz.`, lines: 3 },
      { prompt: msg`Karışla ölçmek neden herkes için aynı sonucu vermez? Açıkla.`, lines: 2 },
      { prompt: msg`Metreyle ölçülecek üç şey ve santimetreyle ölçülecek üç şey yaz.`, lines: 3 },
    ],
    table: {
      caption: msg`Tahminlerim ve ölçümlerim`,
      columns: [msg`Nesne`, msg`Tahminim (cm)`, msg`Ölçümüm (cm)`, msg`Fark (cm)`],
      rows: 5,
    },
  },
  story: {
    title: msg`Fındık’ın Raf Tahtası`,
    paragraphs: [
      msg`Fındık yuvasına yeni bir raf yapmak istiyordu. Duvardaki boşluğu karışıyla ölçtü: tam 6 karış.`,
      msg`Ormandaki marangoz Ayı Boz’a gitti. “Bana 6 karış uzunluğunda bir tahta keser misin?” Boz kendi kocaman karışıyla ölçüp tahtayı kesti.`,
      msg`Fındık tahtayı yuvasına taşıdı ama tahta duvara sığmadı! Çok uzundu. Fındık şaşırdı: “Ama ikimiz de 6 karış ölçtük!”`,
      msg`Ertesi gün Boz bir cetvel getirdi. “Senin karışın küçük, benimki büyük. Cetvelin santimetresi ise herkes için aynıdır.” Boşluğu birlikte ölçtüler: 48 cm.`,
      msg`Boz tahtayı 48 cm’de kesti ve raf tam yerine oturdu. Fındık o günden sonra ölçerken hep cetvelini kullandı.`,
    ],
    lesson: msg`Karış gibi birimler kişiden kişiye değişir; santimetre ve metre gibi standart birimler herkese aynı ölçüyü verir.`,
  },
};
