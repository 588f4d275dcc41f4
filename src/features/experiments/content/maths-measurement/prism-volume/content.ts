import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Bir ayakkabı kutusuna kaç tane şeker küpü sığar? Bir cismin uzayda kapladığı yerin ölçüsüne hacim denir ve birim küplerle ölçülür.`,
    sections: [
      {
        heading: msg`Birim küplerle hacim`,
        paragraphs: [
          msg`Kenar uzunluğu 1 birim olan küpe birim küp denir. Bir dikdörtgenler prizmasının içine boşluk kalmadan yerleştirilen birim küplerin sayısı onun hacmidir.`,
          msg`Tabanı 4 × 3 olan bir kutunun tabanına bir kat küp dizersek 12 küp kullanırız. 2 kat dizersek 24, 5 kat dizersek 60 küp gerekir.`,
        ],
      },
      {
        heading: msg`Taban alanı × yükseklik`,
        paragraphs: [
          msg`Bir kattaki küp sayısı taban alanına, kat sayısı yüksekliğe eşittir. Bu yüzden dikdörtgenler prizmasının hacmi = taban alanı × yükseklik = a × b × c’dir.`,
          msg`Aynı hacimde farklı prizmalar olabilir: 24 birim küpten 2 × 3 × 4, 1 × 4 × 6 ya da 2 × 2 × 6’lık prizmalar kurulabilir. Hacmi ve yüksekliği bilinen bir prizmanın taban alanı hacim ÷ yükseklik ile bulunur.`,
        ],
      },
      {
        heading: msg`Hacim ölçme birimleri`,
        paragraphs: [
          msg`Kenarı 1 cm olan küpün hacmi 1 santimetreküp (cm³), kenarı 1 dm olanınki 1 desimetreküp (dm³), kenarı 1 m olanınki 1 metreküp (m³) olur.`,
          msg`1 dm = 10 cm olduğundan 1 dm³’lük küpün içine 10 × 10 × 10 = 1000 cm³ sığar: 1 dm³ = 1000 cm³. Aynı yolla 1 m³ = 1000 dm³’tür. Hacim birimleri arasında her adımda 1000 ile çarpar ya da böleriz.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Hacim`, definition: msg`Bir cismin uzayda kapladığı yerin ölçüsü.` },
      { term: msg`Birim küp`, definition: msg`Kenar uzunluğu 1 birim olan küp.` },
      { term: msg`Taban alanı`, definition: msg`Prizmanın tabanındaki yüzün alanı; bir kattaki birim küp sayısı.` },
      { term: msg`Santimetreküp (cm³)`, definition: msg`Kenarı 1 cm olan küpün hacmi.` },
    ],
  },
  procedure: {
    goal: msg`Birim küplerle dikdörtgenler prizmaları kurarak hacmin taban alanı ile yüksekliğin çarpımı olduğunu keşfetmek.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Birbirine takılabilen birim küp`, quantity: msg`Her dört kişilik gruba 60 tane` },
      { name: msg`Küçük karton kutu (ör. 4 küp × 3 küp tabanlı)`, quantity: msg`Her gruba 1 tane` },
      { name: msg`Cetvel, kareli kâğıt ve kalem`, quantity: msg`Her öğrenciye 1’er tane` },
    ],
    safety: [msg`Küpleri ağzına alma; küçük parçalar yutulabilir.`, msg`Küpleri fırlatma; yere düşenleri hemen topla ki kimse basıp kaymasın.`],
    steps: [
      msg`Kutunun tabanını birim küplerle bir kat doldurun. Bir katta kaç küp olduğunu sayın ve taban alanıyla karşılaştırın.`,
      msg`Kutuyu kat kat doldurun; her katta toplam küp sayısını tabloya yazın.`,
      msg`Toplam küp sayısını taban alanı × kat sayısıyla karşılaştırın ve bir kural yazın.`,
      msg`24 küple birbirinden farklı üç dikdörtgenler prizması kurun; her birinin boyutlarını yazın.`,
      msg`Kenarı 10 cm olan bir küpün içine 1 cm³’lük kaç küp sığacağını hesaplayın ve 1 dm³ = 1000 cm³ bağıntısını açıklayın.`,
    ],
    observations: [
      msg`Kat sayısı iki katına çıkınca hacim ne oldu?`,
      msg`24 küple kurduğunuz prizmaların taban alanları ve yükseklikleri nasıl değişti?`,
      msg`Neden hacim birimleri arasında 1000 ile çarpıyoruz?`,
    ],
    conclusion: msg`Dikdörtgenler prizmasının hacmi, bir kattaki birim küp sayısı ile kat sayısının çarpımıdır: taban alanı × yükseklik. Aynı hacimde farklı boyutlarda prizmalar olabilir. 1 dm³ = 1000 cm³, 1 m³ = 1000 dm³.`,
  },
  questions: [
    {
      id: 'volume',
      prompt: msg`Ayrıtları 5 cm, 3 cm ve 4 cm olan dikdörtgenler prizmasının hacmi kaç cm³’tür?`,
      options: [msg`12`, msg`60`, msg`47`, msg`94`],
      correctIndex: 1,
      explanation: msg`Hacim = 5 × 3 × 4 = 60 cm³. 12 üç ayrıtın uzunluklarının toplamı, 94 ise yüzey alanıdır.`,
      hints: [msg`Taban alanını bul.`, msg`Taban alanını yükseklikle çarp.`],
    },
    {
      id: 'layers',
      prompt: msg`Tabanına bir katta 15 birim küp sığan bir kutu 4 kat dolduruluyor. Kaç birim küp kullanılır?`,
      options: [msg`19`, msg`45`, msg`30`, msg`60`],
      correctIndex: 3,
      explanation: msg`Her katta 15 küp var; 4 kat için 15 × 4 = 60 küp gerekir.`,
      hints: [msg`Bir katta kaç küp var?`, msg`Kaç kat var?`],
    },
    {
      id: 'base-area',
      prompt: msg`Hacmi 72 cm³ ve yüksekliği 6 cm olan dikdörtgenler prizmasının taban alanı kaç cm²’dir?`,
      options: [msg`12`, msg`66`, msg`78`, msg`432`],
      correctIndex: 0,
      explanation: msg`Hacim = taban alanı × yükseklik olduğundan taban alanı = 72 ÷ 6 = 12 cm².`,
      hints: [msg`Hacim hangi iki ölçünün çarpımıdır?`, msg`72’yi 6’ya böl.`],
    },
    {
      id: 'units',
      prompt: msg`3 dm³ kaç cm³’tür?`,
      options: [msg`30`, msg`300`, msg`3000`, msg`30 000`],
      correctIndex: 2,
      explanation: msg`1 dm³ = 1000 cm³ olduğundan 3 dm³ = 3 × 1000 = 3000 cm³.`,
      hints: [msg`1 dm kaç cm’dir?`, msg`Kenarı 10 cm olan küpün hacmi kaç cm³’tür?`],
    },
    {
      id: 'same-volume',
      prompt: msg`Aşağıdaki prizmalardan hangisinin hacmi ötekilerden farklıdır?`,
      options: [msg`2 × 3 × 4`, msg`1 × 4 × 6`, msg`2 × 2 × 5`, msg`2 × 2 × 6`],
      correctIndex: 2,
      explanation: msg`2 × 3 × 4 = 24, 1 × 4 × 6 = 24, 2 × 2 × 6 = 24; 2 × 2 × 5 = 20’dir.`,
      hints: [msg`Her prizmanın hacmini hesapla.`, msg`Üç çarpımı aynı çıkan seçenekler hangileri?`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Prizmanın tabanı`,
    instructions: msg`Kareli zeminde prizmanın tabanını boya: her kare, tabandaki bir kattaki bir birim küptür. Taban alanını hacim ÷ yükseklik ile bul.`,
    manipulative: {
      type: 'grid-shape',
      columns: 10,
      rows: 6,
      tasks: [
        {
          prompt: msg`Hacmi 24 birim küp, yüksekliği 2 birim olan bir prizmanın dikdörtgen tabanını boya; tabanın kenarları 3 ve 4 olsun.`,
          area: 12,
          perimeter: 14,
        },
        { prompt: msg`Hacmi 30 birim küp, yüksekliği 3 birim olan bir prizmanın tabanını boya; tabanın bir kenarı 2 birim olsun.`, area: 10, perimeter: 14 },
        { prompt: msg`Hacmi 36 birim küp, yüksekliği 4 birim olan bir prizmanın tabanı bir kare. Bu kareyi boya.`, area: 9, perimeter: 12 },
        { prompt: msg`Hacmi 48 birim küp, yüksekliği 3 birim olan bir prizmanın tabanı bir kare. Bu kareyi boya.`, area: 16, perimeter: 16 },
      ],
    },
  },
  worksheet: {
    title: msg`Prizmanın Hacmi Çalışma Sayfası`,
    instructions: msg`Küplerle kurduğun prizmaları tabloya yaz ve soruları cevapla.`,
    tasks: [
      { prompt: msg`Hacmi 36 birim küp olan üç farklı dikdörtgenler prizmasının boyutlarını yaz.`, lines: 2 },
      { prompt: msg`Ayrıtları 2 m, 3 m ve 1,5 m olan bir su deposunun hacmini m³ ve dm³ olarak bul.`, lines: 3 },
      { prompt: msg`Taban alanı 20 cm² olan bir kutuya 100 cm³ kum doldurulursa kum kaç cm yüksekliğe çıkar?`, lines: 2 },
    ],
    table: {
      caption: msg`Kat kat doldurduğumuz kutu`,
      columns: [msg`Kat sayısı`, msg`Bir kattaki küp`, msg`Toplam küp (hacim)`],
      rows: 5,
    },
  },
  story: {
    title: msg`Fındık’ın Kış Ambarı`,
    paragraphs: [
      msg`Fındık kış için bir fındık ambarı yaptı: tabanına 4 sıra ve her sırada 5 küp biçiminde fındık paketi sığıyordu.`,
      msg`Tavşan Pamuk sordu: “Ambar 3 kat yüksekliğinde. Kaç paket sığar?” Kirpi Diken tek tek saymaya başladı.`,
      msg`Fındık güldü: “Saymana gerek yok. Bir katta 4 × 5 = 20 paket, 3 kat var: 20 × 3 = 60 paket.”`,
      msg`Ambar dolunca gerçekten 60 paket sığmıştı. Diken de o günden sonra kutuları kat kat hesapladı.`,
    ],
    lesson: msg`Dikdörtgenler prizmasının hacmi taban alanı ile yüksekliğin çarpımıdır: bir kattaki birim küp sayısı × kat sayısı.`,
  },
};
