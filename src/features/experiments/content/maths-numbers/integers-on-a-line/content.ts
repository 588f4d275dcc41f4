import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Hava durumunda “eksi 5 derece”, asansörde “−1. kat” gördün mü? Sıfırın altındaki değerleri göstermek için sayıların önüne “−” işareti koyarız. Böylece doğal sayılardan daha geniş bir sayı kümesi, tam sayılar elde edilir.`,
    sections: [
      {
        heading: msg`Negatif ve pozitif tam sayılar`,
        paragraphs: [
          msg`…, −3, −2, −1, 0, 1, 2, 3, … sayılarına tam sayılar denir. Sıfırdan büyük olanlar pozitif, sıfırdan küçük olanlar negatif tam sayılardır. Sıfır ne pozitif ne negatiftir.`,
          msg`Sıfırın altında 4 derece −4 °C, deniz seviyesinin 12 m altı −12 m, zemin katın iki kat altı −2. kat diye gösterilir. Pozitif sayıların önüne + yazılabilir ya da hiçbir işaret yazılmaz: +3 = 3.`,
        ],
      },
      {
        heading: msg`Sayı doğrusunda karşılaştırma`,
        paragraphs: [
          msg`Yatay sayı doğrusunda sıfırın sağında pozitif, solunda negatif tam sayılar bulunur. Sağdaki sayı soldakinden her zaman büyüktür.`,
          msg`Bu yüzden −2 > −9’dur: −2, −9’un sağındadır. Her pozitif tam sayı sıfırdan, sıfır da her negatif tam sayıdan büyüktür. Negatif sayılarda sıfıra yakın olan daha büyüktür; −1 en büyük negatif tam sayıdır.`,
        ],
      },
      {
        heading: msg`Mutlak değer`,
        paragraphs: [
          msg`Bir tam sayının sayı doğrusunda sıfıra olan uzaklığına o sayının mutlak değeri denir ve iki dikey çizgi arasına yazılarak gösterilir: |−7| = 7, |7| = 7, |0| = 0.`,
          msg`Uzaklık negatif olamayacağı için mutlak değer hiçbir zaman negatif değildir. Sıfıra uzaklığı 5 olan iki tam sayı vardır: 5 ve −5.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Tam sayı`, definition: msg`Negatif tam sayılar, sıfır ve pozitif tam sayıların hepsi.` },
      { term: msg`Negatif tam sayı`, definition: msg`Sıfırdan küçük tam sayı; önüne “−” yazılır.` },
      { term: msg`Pozitif tam sayı`, definition: msg`Sıfırdan büyük tam sayı.` },
      { term: msg`Mutlak değer`, definition: msg`Bir sayının sayı doğrusunda sıfıra olan uzaklığı.` },
    ],
  },
  procedure: {
    goal: msg`Sınıfın zeminine bantla bir sayı doğrusu yapıp günlük durumları tam sayılarla göstermek, karşılaştırmak ve mutlak değeri adım sayarak bulmak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Renkli kâğıt bant (yaklaşık 6 m)`, quantity: msg`Sınıfa 1 rulo` },
      { name: msg`−10’dan 10’a kadar sayı kartları`, quantity: msg`Sınıfa 1 takım (21 kart)` },
      { name: msg`Durum kartları (ör. “sıfırın altında 3 derece”, “deniz seviyesinin 5 m altı”)`, quantity: msg`Sınıfa 10 tane` },
      { name: msg`Defter ve kalem`, quantity: msg`Her öğrenciye 1’er tane` },
    ],
    safety: [
      msg`Bandı yere düz ve kenarları sıkıca yapışık olacak biçimde yapıştırın; kalkan bant ayağa takılabilir.`,
      msg`Sayı doğrusunda yürürken koşmayın ve arkadaşlarınızı itmeyin.`,
    ],
    steps: [
      msg`Yere yaklaşık 5 m’lik düz bir bant yapıştırın; ortasına 0 kartını koyun. Sağa 1’den 10’a, sola −1’den −10’a kadar kartları 25 cm arayla dizin.`,
      msg`Bir öğrenci durum kartı çeker, durumu bir tam sayıyla söyler ve o sayının üzerine gidip durur.`,
      msg`İki öğrenci iki farklı sayının üzerinde durur. Sınıf, hangisinin daha büyük olduğunu sağdaki kim diye bakarak söyler ve deftere “<” ya da “>” ile yazar.`,
      msg`Bir öğrenci −6’nın üzerinde durur ve sıfıra kadar kaç adım attığını sayar; sonra aynısını 6 için yapar. Sonuçları mutlak değerle yazın.`,
      msg`Öğretmenin söylediği beş tam sayıyı sayı doğrusuna yerleştirip küçükten büyüğe sıralayın.`,
    ],
    observations: [
      msg`−8 ile −3’ten hangisi sağda duruyor? Hangisi daha büyük?`,
      msg`−6’dan sıfıra ve 6’dan sıfıra kaçar adım attın?`,
      msg`Negatif sayılarda “büyük görünen” sayı gerçekten büyük mü?`,
    ],
    conclusion: msg`Tam sayılar sayı doğrusunda sıralanır: sağdaki sayı soldakinden büyüktür, bu yüzden negatif sayılarda sıfıra yakın olan büyüktür. Bir tam sayının mutlak değeri sıfıra olan uzaklığıdır ve negatif olamaz.`,
  },
  questions: [
    {
      id: 'diver',
      prompt: msg`Bir dalgıç deniz seviyesinin 12 m altındadır. Dalgıcın bulunduğu yer hangi tam sayıyla gösterilir?`,
      options: [msg`−12`, msg`+12`, msg`−1,2`],
      correctIndex: 0,
      explanation: msg`Deniz seviyesi 0 kabul edilir. Altındaki yerler negatif tam sayılarla gösterilir; 12 m altı −12’dir.`,
      hints: [msg`Deniz seviyesini hangi sayı gösterir?`, msg`Deniz seviyesinin altı sıfırın hangi yanındadır?`],
    },
    {
      id: 'compare',
      prompt: msg`Aşağıdakilerden hangisi doğrudur?`,
      options: [msg`−8 > −3`, msg`−5 < −6`, msg`−2 > −9`, msg`0 < −1`],
      correctIndex: 2,
      explanation: msg`Sayı doğrusunda −2, −9’un sağındadır; sağdaki sayı büyüktür. Öteki seçeneklerde büyüklük ters yazılmıştır.`,
      hints: [msg`Her iki sayıyı sayı doğrusunda düşün.`, msg`Sağdaki sayı mı büyüktür, soldaki mi?`],
    },
    {
      id: 'absolute',
      prompt: msg`|−9| kaçtır?`,
      options: [msg`−9`, msg`9`, msg`0`, msg`1`],
      correctIndex: 1,
      explanation: msg`Mutlak değer, sıfıra olan uzaklıktır. −9 sıfırdan 9 birim uzaktadır; |−9| = 9.`,
      hints: [msg`Mutlak değer neyi ölçer?`, msg`Bir uzaklık negatif olabilir mi?`],
    },
    {
      id: 'order',
      prompt: msg`−4, 2, −1 ve 0 sayılarının küçükten büyüğe sıralanışı hangisidir?`,
      options: [msg`−1 < −4 < 0 < 2`, msg`0 < −1 < 2 < −4`, msg`2 < 0 < −1 < −4`, msg`−4 < −1 < 0 < 2`],
      correctIndex: 3,
      explanation: msg`Sayı doğrusunda soldan sağa −4, −1, 0, 2 sırası vardır. En küçük en soldaki −4, en büyük en sağdaki 2’dir.`,
      hints: [msg`Sayıları sayı doğrusuna yerleştir.`, msg`Negatif sayılardan hangisi sıfıra daha uzak?`],
    },
    {
      id: 'distance',
      prompt: msg`Sayı doğrusunda −3’e uzaklığı 5 birim olan tam sayılar hangileridir?`,
      options: [msg`2 ve 8`, msg`−8 ve 2`, msg`−2 ve 8`],
      correctIndex: 1,
      explanation: msg`−3’ten 5 birim sola gidince −8’e, 5 birim sağa gidince 2’ye varılır.`,
      hints: [msg`−3’ten başlayıp önce sola, sonra sağa 5 adım say.`, msg`Sola giderken sayılar küçülür mü, büyür mü?`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Tam sayı doğrusu`,
    instructions: msg`Noktayı sürükleyerek ya da ok tuşlarıyla sayı doğrusu üzerinde taşı. Sıfırın sağında pozitif, solunda negatif tam sayılar var.`,
    manipulative: {
      type: 'number-line',
      min: -10,
      max: 10,
      step: 1,
      tasks: [
        { kind: 'place', prompt: msg`Hava sıfırın altında 3 derece. Noktayı bu sıcaklığı gösteren tam sayıya taşı.`, target: -3, start: 0 },
        { kind: 'place', prompt: msg`Bir kuş deniz seviyesinin 4 m üstünde uçuyor. Noktayı bu yüksekliği gösteren tam sayıya taşı.`, target: 4, start: 0 },
        { kind: 'place', prompt: msg`Sıfıra uzaklığı 6 olan negatif tam sayıyı göster.`, target: -6, start: 0 },
        { kind: 'place', prompt: msg`−5 ile −1 arasındaki tam sayılardan en büyüğünü göster.`, target: -2, start: 0 },
        {
          kind: 'place',
          prompt: msg`Bir balık deniz seviyesinin 7 m altında yüzüyor. Noktayı balığın bulunduğu yeri gösteren tam sayıya taşı.`,
          target: -7,
          start: 0,
        },
      ],
    },
  },
  worksheet: {
    title: msg`Tam Sayılar Çalışma Sayfası`,
    instructions: msg`Zemindeki sayı doğrusunda yaptıklarını kaydet ve soruları cevapla.`,
    tasks: [
      { prompt: msg`Şu durumları tam sayıyla yaz: 250 TL borç, 15 °C sıcaklık, deniz seviyesinin 40 m altı, zemin kattan 3 kat yukarı.`, lines: 3 },
      { prompt: msg`−7, 3, −2, 0, −10, 5 sayılarını küçükten büyüğe sırala.`, lines: 2 },
      { prompt: msg`|−4|, |3| ve |−8| değerlerini bul; bunları büyükten küçüğe sırala.`, lines: 2 },
    ],
    table: {
      caption: msg`Sayı doğrusunda durduğum yerler`,
      columns: [msg`Durum`, msg`Tam sayı`, msg`Sıfıra uzaklık (adım)`, msg`Mutlak değer`],
      rows: 5,
    },
  },
  story: {
    title: msg`Fındık’ın Kış Termometresi`,
    paragraphs: [
      msg`Ocak ayında Fındık yuvasının kapısına bir termometre astı. Pazartesi sabahı termometre −5 °C gösteriyordu, salı sabahı −2 °C.`,
      msg`Tavşan Pamuk, “Pazartesi daha sıcakmış, çünkü 5, 2’den büyük!” dedi ve salı günü atkısını takmadan dışarı çıkmaya hazırlandı.`,
      msg`Fındık termometreyi gösterdi: “Sıfırdan aşağı indikçe hava soğur. −5, sıfırın 5 çizgi altında; −2 ise yalnızca 2 çizgi altında. Pazartesi daha soğuktu.”`,
      msg`Kirpi Diken ekledi: “Sayı doğrusunda −2, −5’in sağında durur. Sağdaki sayı büyüktür: −2 > −5.”`,
      msg`Pamuk yine de atkısını taktı: “−2 de sıfırın altında, değil mi?” Hepsi güldü ve kartopu oynamaya koştular.`,
    ],
    lesson: msg`Negatif tam sayılarda sıfıra yakın olan sayı daha büyüktür: −2 > −5. Sayı doğrusunda sağdaki sayı her zaman büyüktür.`,
  },
};
