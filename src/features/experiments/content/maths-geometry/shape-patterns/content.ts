import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Kilimlerde, çinilerde, kaldırım taşlarında aynı şekiller belli bir düzenle tekrar eder. Bu düzenli dizilere örüntü deriz.`,
    sections: [
      {
        heading: msg`Tekrar eden kısım`,
        paragraphs: [
          msg`Bir örüntüde hep aynı sırayla tekrar eden parçaya tekrar eden kısım deriz. Bu parça iki, üç ya da dört ögeli olabilir.`,
          msg`Üçgen, kare, kare, üçgen, kare, kare… Burada tekrar eden kısım “üçgen, kare, kare”dir.`,
        ],
      },
      {
        heading: msg`Dönen şekiller`,
        paragraphs: [
          msg`Örüntüde şekil aynı kalıp yönü değişebilir. Yukarı, sağa, aşağı, sola bakan ok her adımda çeyrek tur döner.`,
          msg`Dört adımda ok bir tam tur döner ve yeniden yukarı bakar; örüntü baştan başlar.`,
        ],
      },
      {
        heading: msg`Eksik ögeyi bulmak`,
        paragraphs: [
          msg`Önce kuralı buluruz. Sonra eksik yerin önündeki ve arkasındaki ögelere bakarız.`,
          msg`Kuralı bilirsek örüntünün ileriki ögelerini de söyleyebiliriz.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Örüntü`, definition: msg`Belli bir kurala göre tekrar eden ya da değişen şekil, sayı veya nesne dizisi.` },
      { term: msg`Kural`, definition: msg`Örüntünün nasıl devam ettiğini söyleyen düzen.` },
      { term: msg`Tekrar eden kısım`, definition: msg`Örüntüde hep aynı sırayla yinelenen parça.` },
    ],
  },
  procedure: {
    goal: msg`Renkli kâğıt şekillerle bir süsleme şeridi yapıp kuralını arkadaşına buldurmak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Renkli kâğıttan kesilmiş üçgen, kare ve daireler`, quantity: msg`Her öğrenciye 20 tane` },
      { name: msg`Uzun kâğıt şerit (10 cm × 60 cm)`, quantity: msg`Her öğrenciye 1 tane` },
      { name: msg`Yapıştırıcı (stick)`, quantity: msg`Her öğrenciye 1 tane` },
      { name: msg`Kilim ya da çini süslemesi resimleri`, quantity: msg`Her gruba 2 tane` },
    ],
    safety: [msg`Yapıştırıcıyı ağzına ve gözüne yaklaştırma; işin bitince ellerini yıka.`, msg`Kâğıt kenarları parmağını kesebilir; şekilleri dikkatle tut.`],
    steps: [
      msg`Kilim ya da çini resmine bak. Tekrar eden şekilleri parmağınla göster.`,
      msg`Kendi kuralını seç: tekrar eden kısmın üç ya da dört ögesi olsun. Kuralı defterine gizlice yaz.`,
      msg`Şekilleri kuralına göre şeride diz. Tekrar eden kısım en az iki kez görünsün.`,
      msg`Şekilleri yapıştır. Sondaki iki yeri boş bırak.`,
      msg`Şeridini arkadaşınla değiştir. Arkadaşın kuralı bulsun ve boş yerlere gelecek şekilleri söylesin.`,
    ],
    observations: [msg`Arkadaşın kuralını kaçıncı ögeden sonra buldu?`, msg`Tekrar eden kısım uzadıkça kuralı bulmak kolaylaştı mı, zorlaştı mı?`],
    conclusion: msg`Geometrik örüntülerde bir kısım hep aynı sırayla tekrar eder. Kuralı bulunca eksik ögeyi ve sonraki ögeleri söyleyebiliriz.`,
  },
  questions: [
    {
      id: 'repeating-part',
      prompt: msg`Üçgen, kare, kare, üçgen, kare, kare… Bu örüntüde tekrar eden kısım hangisidir?`,
      options: [msg`Üçgen, kare`, msg`Üçgen, kare, kare`, msg`Kare, kare`],
      correctIndex: 1,
      explanation: msg`Önce bir üçgen, sonra iki kare geliyor ve bu üçlü hep tekrar ediyor.`,
      hints: [msg`Örüntünün başından ikinci üçgene kadar olan kısma bak.`, msg`Bu kısım sonra aynen tekrar ediyor mu?`],
    },
    {
      id: 'turning-arrow',
      prompt: msg`Yukarı ok, sağa ok, aşağı ok, sola ok, yukarı ok… Ok her adımda nasıl değişiyor?`,
      options: [msg`Saatin dönme yönünde çeyrek tur döner.`, msg`Hep aynı yöne bakar.`, msg`Her adımda büyür.`],
      correctIndex: 0,
      explanation: msg`Ok yukarıdan sağa, sağdan aşağıya, aşağıdan sola döner: her adımda saatin dönme yönünde çeyrek tur.`,
      hints: [msg`Okun baktığı yönleri sırayla söyle.`, msg`Saatin yelkovanı da yukarıdan sağa doğru döner.`],
    },
    {
      id: 'missing',
      prompt: msg`Daire, kare, daire, kare, ?, kare. Soru işaretinin yerine hangi şekil gelir?`,
      options: [msg`Daire`, msg`Kare`, msg`Üçgen`],
      correctIndex: 0,
      explanation: msg`Daire ve kare sırayla tekrar ediyor. Kareden sonra daire gelir.`,
      hints: [msg`Tekrar eden kısım kaç ögeli?`, msg`Soru işaretinden önce hangi şekil var?`],
    },
    {
      id: 'ninth',
      prompt: msg`Kırmızı, mavi, mavi, kırmızı, mavi, mavi… Bu örüntünün 9. ögesi hangi renktir?`,
      options: [msg`Kırmızı`, msg`Mavi`],
      correctIndex: 1,
      explanation: msg`Tekrar eden kısım üç ögeli. 7. öge kırmızı, 8. öge mavi, 9. öge de mavidir.`,
      hints: [msg`Örüntüyü 9 ögeye kadar sürdür.`, msg`Kırmızılar kaçıncı sıralarda geliyor?`],
    },
    {
      id: 'is-a-pattern',
      prompt: msg`Hangisi bir örüntüdür?`,
      options: [msg`Kare, kare, üçgen, daire, üçgen, kare`, msg`Kare, üçgen, kare, üçgen, kare, üçgen`],
      correctIndex: 1,
      explanation: msg`İkinci dizide kare ve üçgen hep aynı sırayla tekrar ediyor. Birinci dizide tekrar eden bir kısım yok.`,
      hints: [msg`Her dizide tekrar eden bir kısım ara.`, msg`Kuralı olmayan bir dizi örüntü olamaz.`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Süsleme şeridi`,
    instructions: msg`Örüntüye bak ve tekrar eden kısmı bul. Düğmelerle boş yerleri sırayla doldur, sonra “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'pattern',
      tokens: [
        { id: 'triangle', emoji: '🔺', label: msg`Kırmızı üçgen` },
        { id: 'square', emoji: '🟦', label: msg`Mavi kare` },
        { id: 'circle', emoji: '🟡', label: msg`Sarı daire` },
        { id: 'star', emoji: '⭐', label: msg`Yıldız` },
        { id: 'up', emoji: '⬆️', label: msg`Yukarı bakan ok` },
        { id: 'right', emoji: '➡️', label: msg`Sağa bakan ok` },
        { id: 'down', emoji: '⬇️', label: msg`Aşağı bakan ok` },
        { id: 'left', emoji: '⬅️', label: msg`Sola bakan ok` },
      ],
      tasks: [
        {
          kind: 'repeat',
          prompt: msg`Tekrar eden kısım üç ögeli. Örüntüyü üç öge daha sürdür.`,
          shown: ['triangle', 'square', 'square', 'triangle', 'square', 'square', 'triangle'],
          answer: ['square', 'square', 'triangle'],
        },
        {
          kind: 'repeat',
          prompt: msg`Ok her adımda dönüyor. Sıradaki iki oku koy.`,
          shown: ['up', 'right', 'down', 'left', 'up', 'right', 'down', 'left'],
          answer: ['up', 'right'],
        },
        {
          kind: 'repeat',
          prompt: msg`Bu örüntüde tekrar eden kısım dört ögeli. Dört öge daha ekle.`,
          shown: ['circle', 'circle', 'star', 'triangle', 'circle', 'circle', 'star', 'triangle'],
          answer: ['circle', 'circle', 'star', 'triangle'],
        },
        {
          kind: 'repeat',
          prompt: msg`Dikkat! Örüntü yarıda kalmış. İki öge daha ekle.`,
          shown: ['square', 'triangle', 'circle', 'square', 'triangle', 'circle', 'square'],
          answer: ['triangle', 'circle'],
        },
      ],
    },
  },
  worksheet: {
    title: msg`Şekil Örüntüleri Çalışma Sayfası`,
    instructions: msg`Süsleme şeridini ve arkadaşının şeridini tabloya yaz. Sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`Kare, daire, daire, kare, daire, daire… Örüntüyü altı öge daha çiz.`, lines: 3 },
      { prompt: msg`Dönen bir okla dört adımlık bir örüntü çiz. Kuralını yaz.`, lines: 3 },
      { prompt: msg`Evinde ya da okulunda gördüğün bir süslemeyi çiz. Tekrar eden kısmını boya.`, lines: 4 },
    ],
    table: {
      caption: msg`Örüntü şeritleri`,
      columns: [msg`Şerit kimin?`, msg`Kural (tekrar eden kısım)`, msg`Boş yerlere ne geldi?`],
      rows: 3,
    },
  },
  story: {
    title: msg`Fındık’ın Kilimi`,
    paragraphs: [
      msg`Fındık’ın büyükannesi bir kilim dokuyordu. Kilimde kırmızı üçgenler ve mavi kareler vardı.`,
      msg`Fındık dikkatle baktı: “Bir üçgen, iki kare; bir üçgen, iki kare… Hep aynı!” dedi.`,
      msg`Büyükannesi gülümsedi: “Bu kilimin kuralı bu. Sıradaki şekli sen söyle bakalım.”`,
      msg`Fındık düşündü: “Son dokuduğun iki kare. O zaman sıra üçgende!” Büyükannesi kırmızı ipi aldı ve bir üçgen dokudu.`,
    ],
    lesson: msg`Örüntünün kuralını bulan, sıradaki ögeyi bilir.`,
  },
};
