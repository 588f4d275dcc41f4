import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Bir ayakkabı kutusunu yapıştırıldığı yerlerden açıp masaya yayarsan düz bir şekil elde edersin. Bir cismin yüzeyini düzleme açınca oluşan bu şekle yüzey açınımı denir.`,
    sections: [
      {
        heading: msg`Dikdörtgenler prizması ve küp`,
        paragraphs: [
          msg`Dikdörtgenler prizmasının 6 yüzü, 12 ayrıtı ve 8 köşesi vardır. Yüzlerinin hepsi dikdörtgendir ve karşılıklı yüzleri eştir.`,
          msg`Bütün ayrıtları eşit uzunlukta olan dikdörtgenler prizmasına küp denir. Küpün 6 yüzünün hepsi eş karedir.`,
        ],
      },
      {
        heading: msg`Küpün açınımları`,
        paragraphs: [
          msg`Altı eş kareden oluşan her şekil küp olmaz. Kareler katlanınca iki kare aynı yüze gelirse küp kapanmaz. 6 kare yan yana dizilirse ya da 2 × 3’lük bir dikdörtgen oluşturursa küp olmaz.`,
          msg`Küpün 11 farklı açınımı vardır. Bir açınımda karşılıklı iki yüz birbirine kenarla değmez; örneğin dört karelik bir sırada 1. ile 3. kare, 2. ile 4. kare katlanınca karşılıklı gelir.`,
        ],
      },
      {
        heading: msg`Yüzey alanı`,
        paragraphs: [
          msg`Bir cismin bütün yüzlerinin alanlarının toplamına yüzey alanı denir. Açınım, bütün yüzleri yan yana gösterdiği için yüzey alanını bulmaya yardım eder.`,
          msg`Bir ayrıtı 3 cm olan küpün her yüzü 3 × 3 = 9 cm²’dir; yüzey alanı 6 × 9 = 54 cm² olur. Ayrıtları 2 cm, 3 cm ve 4 cm olan prizmanın yüzey alanı 2 × (2 × 3 + 2 × 4 + 3 × 4) = 2 × 26 = 52 cm²’dir.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Yüz`, definition: msg`Cismi çevreleyen düz yüzeylerin her biri.` },
      { term: msg`Ayrıt`, definition: msg`İki yüzün birleştiği çizgi.` },
      { term: msg`Köşe`, definition: msg`Ayrıtların birleştiği nokta.` },
      { term: msg`Yüzey açınımı`, definition: msg`Bir cismin yüzeyinin düzlem üzerine açılmış hâli.` },
      { term: msg`Yüzey alanı`, definition: msg`Bir cismin bütün yüzlerinin alanlarının toplamı.` },
    ],
  },
  procedure: {
    goal: msg`Kareli kâğıttan altı kareli şekiller kesip katlayarak küpün açınımlarını bulmak ve karşılıklı yüzleri belirlemek.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Kareleri 3 cm olan kareli kâğıt (A4)`, quantity: msg`Her ikili gruba 3 yaprak` },
      { name: msg`Makas`, quantity: msg`Her öğrenciye 1 tane` },
      { name: msg`Kâğıt bant`, quantity: msg`Her ikili gruba 1 rulo` },
      { name: msg`Küp biçiminde bir kutu (ör. çay ya da oyuncak kutusu)`, quantity: msg`Sınıfa 1 tane` },
      { name: msg`Renkli kalem`, quantity: msg`Her öğrenciye 1 tane` },
    ],
    safety: [
      msg`Makasla keserken kâğıdı tutan elinin parmaklarını kesme çizgisinden uzak tut.`,
      msg`Makası elden ele kapalı ve sapından uzatarak ver; masada ucunu kendinden uzağa çevir.`,
    ],
    steps: [
      msg`Öğretmeninizin küp biçimindeki kutusunu inceleyin; yüz, ayrıt ve köşe sayılarını sayıp deftere yazın.`,
      msg`Kareli kâğıda kenarları birbirine değen 6 karelik farklı şekiller çizin: bir sıra 6 kare, 2 × 3’lük bir dikdörtgen, bir haç biçimi ve kendi bulduğunuz şekiller.`,
      msg`Şekilleri kesin, karelerini 1’den 6’ya numaralayın ve kenarlarından katlayın. Küp kapanıyorsa bantla tutturun.`,
      msg`Küp olan şekillerde hangi numaraların karşılıklı geldiğine bakın ve tabloya yazın.`,
      msg`Sınıfça bulunan bütün farklı açınımları tahtada toplayın; döndürünce ya da çevirince aynı olanları bir kez sayın.`,
      msg`Kenarı 3 cm olan küpünüzün yüzey alanını, açınımdaki kareleri sayarak hesaplayın.`,
    ],
    observations: [
      msg`Hangi 6 karelik şekiller küp olmadı? Katlarken ne oldu?`,
      msg`Karşılıklı gelen iki kare açınımda birbirine değiyor muydu?`,
      msg`Sınıfça kaç farklı küp açınımı buldunuz?`,
    ],
    conclusion: msg`Altı eş kareden oluşan her şekil küp olmaz; katlayınca iki kare aynı yüze gelmemelidir. Küpün 11 farklı açınımı vardır. Açınımdaki bütün karelerin alanları toplanınca küpün yüzey alanı bulunur.`,
  },
  questions: [
    {
      id: 'count-elements',
      prompt: msg`Bir küpün kaç yüzü, kaç ayrıtı ve kaç köşesi vardır?`,
      options: [msg`6 yüz, 12 ayrıt, 8 köşe`, msg`6 yüz, 8 ayrıt, 12 köşe`, msg`4 yüz, 12 ayrıt, 8 köşe`, msg`8 yüz, 12 ayrıt, 6 köşe`],
      correctIndex: 0,
      explanation: msg`Küpün altta, üstte ve dört yanda olmak üzere 6 yüzü; altta 4, üstte 4, yanlarda 4 olmak üzere 12 ayrıtı; altta 4, üstte 4 olmak üzere 8 köşesi vardır.`,
      hints: [msg`Bir zar ya da kutu düşün; yüzlerini üst, alt ve yanlar diye say.`, msg`Ayrıtları alttakiler, üsttekiler ve dik duranlar diye üç grupta say.`],
    },
    {
      id: 'prism-property',
      prompt: msg`Aşağıdakilerden hangisi her dikdörtgenler prizması için doğru değildir?`,
      options: [msg`Karşılıklı yüzleri eştir`, msg`Bütün yüzleri dikdörtgendir`, msg`Bütün ayrıtları eşit uzunluktadır`, msg`8 köşesi vardır`],
      correctIndex: 2,
      explanation: msg`Bütün ayrıtları eşit olan prizma küptür. Bir ayakkabı kutusunun ayrıtları farklı uzunluktadır; yine de dikdörtgenler prizmasıdır.`,
      hints: [msg`Bir ayakkabı kutusunu düşün.`, msg`Her dikdörtgenler prizması bir küp müdür?`],
    },
    {
      id: 'cube-surface',
      prompt: msg`Bir ayrıtı 3 cm olan küpün yüzey alanı kaç santimetrekaredir?`,
      options: [msg`9`, msg`27`, msg`36`, msg`54`],
      correctIndex: 3,
      explanation: msg`Küpün her yüzü 3 × 3 = 9 cm²’lik bir karedir. 6 yüz olduğu için yüzey alanı 6 × 9 = 54 cm²’dir.`,
      hints: [msg`Bir yüzün alanı kaç cm²?`, msg`Küpün kaç yüzü var?`],
    },
    {
      id: 'prism-surface',
      prompt: msg`Ayrıtları 2 cm, 3 cm ve 4 cm olan bir dikdörtgenler prizmasının yüzey alanı kaç santimetrekaredir?`,
      options: [msg`24`, msg`52`, msg`26`, msg`48`],
      correctIndex: 1,
      explanation: msg`Üç farklı yüzün alanları 2 × 3 = 6, 2 × 4 = 8 ve 3 × 4 = 12 cm²’dir; toplamları 26 cm². Her yüzden iki tane olduğu için yüzey alanı 2 × 26 = 52 cm²’dir.`,
      hints: [msg`Prizmada kaç farklı büyüklükte yüz var?`, msg`Karşılıklı yüzler eş; her yüzden kaç tane var?`],
    },
    {
      id: 'six-squares',
      prompt: msg`Deniz, “Altı eş kareden oluşan her şekil katlanınca küp olur” diyor. Haklı mı?`,
      options: [
        msg`Evet, çünkü küpün 6 yüzü var`,
        msg`Hayır, örneğin yan yana dizilmiş 6 kare katlanınca bazı kareler üst üste gelir`,
        msg`Evet, yeter ki karelerin kenarları birbirine değsin`,
      ],
      correctIndex: 1,
      explanation: msg`6 kareyi bir sıra hâlinde dizip katlarsan 4 kare küpün çevresini dolaşır, 5. ve 6. kare ilk karelerin üstüne gelir; üst ve alt yüz açık kalır. Küpün yalnızca 11 farklı açınımı vardır.`,
      hints: [msg`6 kareyi bir sıraya dizip katladığını düşün.`, msg`Dört kare küpün çevresini dolaşınca beşinci kare nereye gelir?`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Küp açınımları`,
    instructions: msg`Açınımları incele, seç ya da tamamla. Seçtiğin açınımı “Katla” düğmesiyle ya da kaydırıcıyla katla ve küpün kapanıp kapanmadığına bak. Karşılıklı yüz görevlerinde önce zihninde katla; katlayarak bakmak ilk denemenden sonra açılır. Son görevde bir kutu açınımının hangi cisim olduğunu bul.`,
    manipulative: {
      type: 'solid-net',
      tasks: [
        {
          kind: 'choose',
          prompt: msg`Bu açınımlardan hangisi katlanınca küp olur?`,
          nets: [
            [
              [0, 0],
              [1, 0],
              [2, 0],
              [0, 1],
              [1, 1],
              [2, 1],
            ],
            [
              [1, 0],
              [0, 1],
              [1, 1],
              [2, 1],
              [1, 2],
              [1, 3],
            ],
            [
              [0, 0],
              [1, 0],
              [2, 0],
              [3, 0],
              [4, 0],
              [4, 1],
            ],
          ],
          correctIndex: 1,
        },
        {
          kind: 'choose',
          prompt: msg`Hangi açınım küp olur? Önce tahmin et, sonra katlayarak dene.`,
          nets: [
            [
              [0, 0],
              [3, 0],
              [0, 1],
              [1, 1],
              [2, 1],
              [3, 1],
            ],
            [
              [0, 0],
              [0, 1],
              [0, 2],
              [0, 3],
              [1, 3],
              [2, 3],
            ],
            [
              [0, 0],
              [1, 0],
              [1, 1],
              [2, 1],
              [2, 2],
              [3, 2],
            ],
          ],
          correctIndex: 2,
        },
        {
          kind: 'complete',
          prompt: msg`Bu açınımın bir karesi eksik. Altıncı kareyi öyle bir yere ekle ki açınım küp olsun.`,
          net: [
            [1, 0],
            [1, 1],
            [2, 1],
            [1, 2],
            [1, 3],
          ],
        },
        {
          kind: 'opposite',
          prompt: msg`Açınım katlanınca 3 numaralı karenin karşısına hangi kare gelir?`,
          net: [
            [1, 0],
            [0, 1],
            [1, 1],
            [2, 1],
            [1, 2],
            [1, 3],
          ],
          face: 3,
        },
        {
          kind: 'opposite',
          prompt: msg`Bu açınımda 1 numaralı karenin karşısına hangi kare gelir?`,
          net: [
            [0, 0],
            [1, 0],
            [2, 0],
            [1, 1],
            [1, 2],
            [1, 3],
          ],
          face: 1,
        },
        {
          kind: 'solid',
          prompt: msg`Bu kutu açınımı katlanınca hangi cisim olur? Karşılıklı yüzlerin eş olup olmadığına bak.`,
          net: 'rectangular-prism',
          options: ['cube', 'rectangular-prism', 'none'],
        },
      ],
    },
  },
  worksheet: {
    title: msg`Küp Açınımları Çalışma Sayfası`,
    instructions: msg`Kareli kâğıtta çizdiğin açınımları tabloya kaydet ve soruları cevapla.`,
    tasks: [
      { prompt: msg`Küp olmayan iki farklı 6 karelik şekil çiz. Katlayınca neden küp olmadıklarını yaz.`, lines: 3 },
      { prompt: msg`Bir zarın karşılıklı yüzlerindeki sayıların toplamı 7’dir. Bir küp açınımı çizip zarın sayılarını doğru yerlere yaz.`, lines: 3 },
      { prompt: msg`Ayrıtları 5 cm, 4 cm ve 2 cm olan bir kutunun açınımını çiz ve yüzey alanını hesapla.`, lines: 4 },
    ],
    table: {
      caption: msg`Bulduğum 6 karelik şekiller`,
      columns: [msg`Şekil no`, msg`Küp oldu mu?`, msg`Karşılıklı kare çiftleri`, msg`Yüzey alanı (cm²)`],
      rows: 6,
    },
  },
  story: {
    title: msg`Pamuk’un Doğum Günü Kutusu`,
    paragraphs: [
      msg`Tavşan Pamuk’un doğum günüydü. Fındık ona küp biçiminde bir hediye kutusu yapmak istedi ve kartondan 6 kare kesip hepsini yan yana bantladı.`,
      msg`Katlamaya başlayınca dört kare kutunun çevresini sardı, son iki kare ise ilk karelerin üstüne bindi. Kutunun altı da üstü de açık kaldı!`,
      msg`Kirpi Diken gülümsedi: “Karelerin bazılarını yana almalısın. Ortada dört karelik bir sıra olsun, birer kare de o sıranın iki yanına gelsin.”`,
      msg`Fındık yeni açınımı kesti ve katladı; bu kez kutu kapandı. Diken ekledi: “Her yüz 5 cm’ye 5 cm, yani 25 cm². Altı yüz için 150 cm² karton kullandın.”`,
      msg`Pamuk kutuyu açınca içinden kocaman bir havuç çıktı. Kutuyu da saklamaya karar verdi.`,
    ],
    lesson: msg`Altı eş karenin her dizilişi küp olmaz; katlandığında kareler üst üste binmemeli. Bir küpün yüzey alanı, açınımdaki altı karenin alanlarının toplamıdır.`,
  },
};
