import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Kazağındaki çizgilere, kaldırım taşlarına, bir şarkının nakaratına bak. Hepsinde bir şey tekrar eder. Tekrar eden bu düzene örüntü denir.`,
    sections: [
      {
        heading: msg`Örüntü nedir?`,
        paragraphs: [
          msg`Belli bir kurala göre tekrar eden dizilere örüntü denir.`,
          msg`Kırmızı, mavi, kırmızı, mavi… Bu örüntüde kırmızı ve mavi hep aynı sırayla tekrar eder.`,
        ],
      },
      {
        heading: msg`Kuralı bulmak`,
        paragraphs: [
          msg`Örüntünün kuralını bulmak için tekrar eden kısmı ararız. Bu kısım bazen iki, bazen üç ögeden oluşur.`,
          msg`Daire, daire, kare, daire, daire, kare… Burada tekrar eden kısım “daire, daire, kare”dir.`,
        ],
      },
      {
        heading: msg`Örüntüyü sürdürmek`,
        paragraphs: [
          msg`Kuralı bulunca sıradakini söyleyebiliriz. Son ögeye bak, tekrar eden kısımda ondan sonra ne geliyor?`,
          msg`Kendi örüntünü de kurabilirsin. Önce kuralını seç, sonra o kuralı tekrar et.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Örüntü`, definition: msg`Belli bir kurala göre tekrar eden dizi.` },
      { term: msg`Kural`, definition: msg`Örüntüde tekrar eden düzen.` },
      { term: msg`Öge`, definition: msg`Örüntüyü oluşturan her bir şekil, renk ya da nesne.` },
    ],
  },
  procedure: {
    goal: msg`Renkli boncuk ya da sayma pullarıyla örüntüler kurmak, kuralını bulmak ve sürdürmek.`,
    durationMinutes: 30,
    materials: [
      { name: msg`Büyük, renkli sayma pulları (kırmızı, mavi, sarı, yeşil)`, quantity: msg`Her öğrenciye 20 tane` },
      { name: msg`Ucu küt, kalın ip ve iri boncuklar`, quantity: msg`Her öğrenciye 1 ip, 15 boncuk` },
      { name: msg`Örüntü kartları (başlangıcı çizilmiş örüntüler)`, quantity: msg`Her gruba 4 tane` },
    ],
    safety: [
      msg`Pulları ve boncukları ağzına, burnuna, kulağına sokma.`,
      msg`İpi boynuna dolama; kolye yapacaksan öğretmenin bağlasın.`,
      msg`Yere düşen boncukları hemen topla; üstüne basıp kayabilirsin.`,
    ],
    steps: [
      msg`Öğretmeninin kurduğu örüntüye bak: kırmızı, mavi, kırmızı, mavi. Sıradakini tahmin et ve pulunu koy.`,
      msg`Bir örüntü kartı seç. Karttaki örüntüyü pullarla masana kur.`,
      msg`Tekrar eden kısmı bul ve parmağınla göster. Örüntüyü üç öge daha sürdür.`,
      msg`Kendi örüntünü seç: iki ya da üç renkli bir kural bul. Boncukları bu kurala göre ipe diz.`,
      msg`Arkadaşın senin ipine bakıp kuralını bulsun ve sıradaki boncuğu söylesin.`,
    ],
    observations: [msg`Örüntüde tekrar eden kısım kaç ögeden oluşuyordu?`, msg`Arkadaşın senin kuralını buldu mu?`],
    conclusion: msg`Örüntüde bir kısım hep aynı sırayla tekrar eder. Tekrar eden kısmı bulunca örüntüyü sürdürebiliriz.`,
  },
  questions: [
    {
      id: 'next-colour',
      prompt: msg`Kırmızı, mavi, kırmızı, mavi, kırmızı… Sıradaki hangisi?`,
      options: [msg`Kırmızı`, msg`Mavi`, msg`Sarı`],
      correctIndex: 1,
      explanation: msg`Kırmızı ve mavi sırayla tekrar ediyor. Kırmızıdan sonra mavi gelir.`,
      hints: [msg`Tekrar eden iki renk hangileri?`, msg`Son renkten sonra ne geliyordu?`],
    },
    {
      id: 'repeating-part',
      prompt: msg`Daire, daire, kare, daire, daire, kare… Bu örüntüde tekrar eden kısım hangisi?`,
      options: [msg`Daire, kare`, msg`Kare, kare, daire`, msg`Daire, daire, kare`],
      correctIndex: 2,
      explanation: msg`Önce iki daire, sonra bir kare geliyor ve bu üçlü tekrar ediyor.`,
      hints: [msg`Örüntünün başından başla ve ilk kareye kadar say.`, msg`Bu parça örüntüde kaç kez tekrar ediyor?`],
    },
    {
      id: 'missing-middle',
      prompt: msg`Elma, armut, elma, armut, ?, armut. Soru işaretinin yerine ne gelmeli?`,
      options: [msg`Elma`, msg`Armut`, msg`Muz`],
      correctIndex: 0,
      explanation: msg`Elma ve armut sırayla tekrar ediyor. Armuttan sonra elma gelir.`,
      hints: [msg`Soru işaretinden önce hangi meyve var?`, msg`Örüntüde o meyveden sonra hep ne geliyor?`],
    },
    {
      id: 'not-a-pattern',
      prompt: msg`Hangisi bir örüntü değildir?`,
      options: [msg`Sarı, yeşil, sarı, yeşil`, msg`Mavi, kırmızı, sarı, yeşil`, msg`Yıldız, ay, yıldız, ay`],
      correctIndex: 1,
      explanation: msg`Mavi, kırmızı, sarı, yeşil dizisinde hiçbir renk tekrar etmiyor; tekrar eden bir kısım yok. Öbür ikisinde iki öge sırayla tekrar ediyor.`,
      hints: [msg`Her dizide tekrar eden bir kısım ara.`, msg`Kuralı olmayan dizi örüntü olamaz.`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Örüntü treni`,
    instructions: msg`Örüntüye bak ve tekrar eden kısmı bul. Aşağıdaki düğmelerle boş yerleri sırayla doldur, sonra “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'pattern',
      tokens: [
        { id: 'red', emoji: '🔴', label: msg`Kırmızı daire` },
        { id: 'blue', emoji: '🟦', label: msg`Mavi kare` },
        { id: 'yellow', emoji: '🟡', label: msg`Sarı daire` },
        { id: 'green', emoji: '🟩', label: msg`Yeşil kare` },
      ],
      tasks: [
        { kind: 'repeat', prompt: msg`Örüntüyü iki öge daha sürdür.`, shown: ['red', 'blue', 'red', 'blue', 'red', 'blue'], answer: ['red', 'blue'] },
        {
          kind: 'repeat',
          prompt: msg`Bu örüntüde tekrar eden kısım üç ögeli. Üç öge daha ekle.`,
          shown: ['red', 'red', 'blue', 'red', 'red', 'blue'],
          answer: ['red', 'red', 'blue'],
        },
        {
          kind: 'repeat',
          prompt: msg`Örüntüyü iki öge daha sürdür.`,
          shown: ['yellow', 'green', 'blue', 'yellow', 'green', 'blue'],
          answer: ['yellow', 'green'],
        },
        {
          kind: 'repeat',
          prompt: msg`Dikkat! Örüntü yarıda kalmış. Üç öge daha ekle.`,
          shown: ['green', 'yellow', 'yellow', 'green', 'yellow', 'yellow', 'green'],
          answer: ['yellow', 'yellow', 'green'],
        },
      ],
    },
  },
  worksheet: {
    title: msg`Örüntüler Çalışma Sayfası`,
    instructions: msg`Örüntüleri boya ve sürdür.`,
    tasks: [
      { prompt: msg`Kırmızı ve sarıyla bir örüntü boya. Kuralını yaz.`, lines: 2 },
      { prompt: msg`Daire, üçgen, üçgen, daire, üçgen, üçgen… Sıradaki üç şekli çiz.`, lines: 2 },
      { prompt: msg`Sınıfında ya da evinde gördüğün bir örüntüyü çiz.`, lines: 4 },
    ],
  },
  story: {
    title: msg`Fındık’ın Boncuk Kolyesi`,
    paragraphs: [
      msg`Fındık, annesine bir kolye yapmak istedi. Kırmızı ve sarı boncukları vardı.`,
      msg`Önce kırmızı, sonra sarı taktı. Sonra yine kırmızı, yine sarı. “Kırmızı, sarı, kırmızı, sarı…” diye şarkı söyledi.`,
      msg`Kardeşi Çıtır da yardım etmek istedi. Ama üst üste iki sarı taktı! Fındık güldü: “Bak, şarkımız bozuldu. Sarıdan sonra kırmızı gelmeli.”`,
      msg`Çıtır boncuğu çıkardı, yerine kırmızı taktı. Kolye yine düzenli oldu.`,
      msg`Annesi kolyeyi çok beğendi. “Ne güzel bir örüntü!” dedi. Fındık ile Çıtır çok mutlu oldu.`,
    ],
    lesson: msg`Örüntüde bir kısım hep aynı sırayla tekrar eder; kuralı bulunca sıradakini bilebiliriz.`,
  },
};
