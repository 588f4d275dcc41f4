import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Bir süt kutusunu kenarlarından kesip açarsan düz bir kâğıt şekli elde edersin; bir konserve kutusunun etiketini sökersen bir dikdörtgen. Bir cismin yüzeyinin düzleme açılmış hâline açınım denir; açınım, cismin yüzey alanını hesaplamanın en kolay yoludur.`,
    sections: [
      {
        heading: msg`Dik prizmalar`,
        paragraphs: [
          msg`Alt ve üst tabanları eş ve paralel çokgenler, yan yüzleri tabanlara dik dikdörtgenler olan cisimlere dik prizma denir; adını tabanındaki çokgenden alır: üçgen dik prizma, kare dik prizma, altıgen dik prizma.`,
          msg`Kare dik prizmanın 6 yüzü, 12 ayrıtı ve 8 köşesi vardır. Bütün ayrıtları eş olan kare dik prizma küptür. Açınımı iki taban ile yan yüzlerin oluşturduğu bir dikdörtgenden oluşur.`,
        ],
      },
      {
        heading: msg`Dik dairesel silindir`,
        paragraphs: [
          msg`Silindirin iki tabanı eş dairelerdir; yan yüzü açılınca bir dikdörtgen olur. Dikdörtgenin bir kenarı silindirin yüksekliği (h), öbür kenarı taban çemberinin uzunluğudur (2 · π · r).`,
          msg`Yüzey alanı iki taban ile yan yüzün toplamıdır: 2 · π · r² + 2 · π · r · h. Hacmi taban alanı ile yüksekliğin çarpımıdır: π · r² · h. Yarıçapı 2 cm, yüksekliği 5 cm olan silindirin hacmi 3 · 4 · 5 = 60 cm³’tür (π ≈ 3).`,
        ],
      },
      {
        heading: msg`Dik piramit ve dik koni`,
        paragraphs: [
          msg`Tabanı bir çokgen, yan yüzleri tepe noktasında birleşen üçgenler olan cisme piramit denir; tepe noktası tabanın merkezinin tam üstündeyse dik piramittir. Kare piramidin 5 yüzü, 8 ayrıtı ve 5 köşesi vardır.`,
          msg`Tabanı daire olan ve yan yüzü tepe noktasında birleşen cisme koni denir. Dik koninin açınımında taban bir daire, yan yüz bir daire dilimidir.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Açınım`, definition: msg`Bir cismin yüzeyinin kesilip düzleme açılmış hâli.` },
      { term: msg`Dik prizma`, definition: msg`Tabanları eş ve paralel çokgenler, yan yüzleri tabanlara dik dikdörtgenler olan cisim.` },
      { term: msg`Dik dairesel silindir`, definition: msg`Tabanları eş ve paralel daireler, yan yüzü açılınca dikdörtgen olan cisim.` },
      { term: msg`Yüzey alanı`, definition: msg`Bir cismin bütün yüzlerinin alanlarının toplamı; açınımın alanına eşittir.` },
    ],
  },
  procedure: {
    goal: msg`Kutu ve konserve etiketi açarak dik prizmanın ve silindirin açınımını incelemek, silindirin yüzey alanını ve hacmini ölçümlerle hesaplamak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Boş ve temiz karton kutu (ör. çay ya da diş macunu kutusu)`, quantity: msg`Her gruba 1 tane` },
      { name: msg`Etiketi kâğıt olan boş ve temiz konserve kutusu (kenarı düz)`, quantity: msg`Her gruba 1 tane` },
      { name: msg`Cetvel ve terzi şeridi`, quantity: msg`Her gruba 1’er tane` },
      { name: msg`Güvenli uçlu makas`, quantity: msg`Her gruba 1 tane` },
      { name: msg`Kareli kâğıt ve bant`, quantity: msg`Her gruba 2 yaprak ve 1 rulo` },
    ],
    safety: [
      msg`Konserve kutusunun açık kenarı keskin olabilir; yalnız kenarı düz ve temiz kutuları kullan, açık kenarına dokunma. Kutuyu kesme, yalnız kâğıt etiketini çıkar.`,
      msg`Karton kutuyu makasla keserken makası kendinden ve arkadaşlarından uzağa doğru kullan.`,
      msg`Kesilen parçaları ve artıkları etkinlik sonunda geri dönüşüm kutusuna at.`,
    ],
    steps: [
      msg`Karton kutunun yüzlerini, ayrıtlarını ve köşelerini say; tabanının hangi çokgen olduğunu yaz.`,
      msg`Kutuyu yalnız bazı ayrıtlarından keserek, yüzleri birbirinden ayırmadan düz bir açınım elde et. Açınımı kareli kâğıda çiz; tabanları ve yan yüzleri farklı renklerle boya.`,
      msg`Konserve kutusunun yüksekliğini ve taban çapını ölç. Etiketi dikkatle sök ve düz koy: nasıl bir şekil?`,
      msg`Etiketin iki kenarını ölç. Uzun kenarı taban çemberinin uzunluğuyla (2 · π · r) karşılaştır.`,
      msg`Kutunun yüzey alanını (iki taban + yan yüz) ve hacmini (π · r² · h) hesapla (π ≈ 3,14).`,
      msg`Kareli kâğıda bir küp açınımı çiz, kes ve katla. Arkadaşınla karşılaştır: farklı biçimde açınımlar da küp oluyor mu?`,
    ],
    observations: [
      msg`Kutunun açınımında kaç dikdörtgen vardı? Hangileri eşti?`,
      msg`Etiketin uzun kenarı ile hesapladığın çember uzunluğu arasındaki fark ne kadardı?`,
      msg`Kaç farklı küp açınımı buldunuz?`,
    ],
    conclusion: msg`Dik prizmanın açınımı iki eş taban ile yan yüz dikdörtgenlerinden, silindirin açınımı iki eş daire ile bir dikdörtgenden oluşur; dikdörtgenin bir kenarı silindirin yüksekliği, öbürü taban çemberinin uzunluğudur. Bu yüzden silindirin yüzey alanı 2 · π · r² + 2 · π · r · h, hacmi π · r² · h’dir. Bir küpün birden fazla farklı açınımı vardır.`,
  },
  questions: [
    {
      id: 'cylinder-volume',
      prompt: msg`Yarıçapı 2 cm, yüksekliği 5 cm olan bir silindirin hacmi kaç santimetreküptür? (π’yi 3 alınız.)`,
      options: [msg`30`, msg`60`, msg`120`, msg`20`],
      correctIndex: 1,
      explanation: msg`Hacim = π · r² · h = 3 · 2 · 2 · 5 = 60 cm³.`,
      hints: [msg`Silindirin hacmi taban alanı ile yüksekliğin çarpımıdır.`, msg`Önce taban dairesinin alanını bul.`],
    },
    {
      id: 'cylinder-surface',
      prompt: msg`Yarıçapı 2 cm, yüksekliği 5 cm olan silindirin yüzey alanı kaç santimetrekaredir? (π’yi 3 alınız.)`,
      options: [msg`60`, msg`72`, msg`24`, msg`84`],
      correctIndex: 3,
      explanation: msg`İki taban: 2 · 3 · 2 · 2 = 24 cm². Yan yüz dikdörtgeni: (2 · 3 · 2) · 5 = 60 cm². Toplam 84 cm².`,
      hints: [msg`Açınımda hangi şekiller var?`, msg`Yan yüz dikdörtgeninin bir kenarı taban çemberinin uzunluğudur.`],
    },
    {
      id: 'prism-elements',
      prompt: msg`Kare dik prizmanın yüz, ayrıt ve köşe sayıları sırasıyla hangisidir?`,
      options: [msg`6, 12, 8`, msg`6, 8, 12`, msg`5, 8, 5`, msg`8, 12, 6`],
      correctIndex: 0,
      explanation: msg`Kare dik prizmanın 2 tabanı ve 4 yan yüzü (6 yüz), her tabanda 4 ve yanlarda 4 ayrıtı (12 ayrıt), her tabanda 4 köşesi (8 köşe) vardır.`,
      hints: [msg`Bir kutunun yüzlerini say: üst, alt ve yanlar.`, msg`Ayrıtlar iki yüzün buluştuğu kenarlardır; tabanlarda ve yanlarda say.`],
    },
    {
      id: 'cone-net',
      prompt: msg`Dik koninin açınımında yan yüz hangi şekildir?`,
      options: [msg`Dikdörtgen`, msg`Üçgen`, msg`Daire dilimi`, msg`Kare`],
      correctIndex: 2,
      explanation: msg`Koninin yan yüzü açılınca bir daire dilimi olur; dilimin yayı taban çemberinin uzunluğuna eşittir. Dikdörtgen silindirin, üçgenler piramidin yan yüzleridir.`,
      hints: [msg`Bir külah kâğıdını açtığını düşün.`, msg`Kenarlarından biri eğri mi, düz mü olur?`],
    },
    {
      id: 'pyramid-faces',
      prompt: msg`Tabanı üçgen olan bir piramidin kaç yüzü vardır?`,
      options: [msg`3`, msg`6`, msg`5`, msg`4`],
      correctIndex: 3,
      explanation: msg`1 üçgen taban ve her taban kenarına bir tane olmak üzere 3 üçgen yan yüz: toplam 4 yüz.`,
      hints: [msg`Tabanın kaç kenarı var? Her kenarda bir yan yüz olur.`, msg`Tabanı da saymayı unutma.`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Cisimlerin açınımları`,
    instructions: msg`Her görevde kareli kâğıda ölçekli çizilmiş bir açınım var. Parçaları say; tabanların şekline ve kenar uzunluklarına bak, açınımın katlanınca hangi cisim olduğunu seç. Bir yüzü eksik ya da bir parçası öbürlerini saramayan açınım hiçbir cisim olmaz: o zaman “Hiçbiri”ni seç. İki görevde silindirin yan yüz dikdörtgenini − ve + düğmeleriyle (ya da ok tuşlarıyla) kısaltıp uzatarak tabanı tam bir kez saracak uzunluğa getir: 2 · π · r. Son görevdeki küp açınımlarını “Katla” düğmesiyle katlayıp deneyebilirsin. Sonra “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'solid-net',
      tasks: [
        {
          kind: 'solid',
          prompt: msg`Bu açınım katlanınca hangi cisim olur?`,
          net: 'triangular-prism',
          options: ['square-pyramid', 'triangular-pyramid', 'triangular-prism', 'none'],
        },
        {
          kind: 'solid',
          prompt: msg`Bu açınım katlanınca hangi cisim olur? Dikdörtgenin uzun kenarını taban çemberinin uzunluğuyla karşılaştır (π’yi 3,14 alınız).`,
          net: 'cylinder',
          options: ['cone', 'cylinder', 'rectangular-prism', 'none'],
        },
        {
          kind: 'solid',
          prompt: msg`Bu açınım katlanınca hangi cisim olur?`,
          net: 'square-pyramid',
          options: ['square-pyramid', 'square-prism', 'cone', 'none'],
        },
        {
          kind: 'solid',
          prompt: msg`Bu açınım katlanınca hangi cisim olur?`,
          net: 'rectangular-prism',
          options: ['square-prism', 'cube', 'rectangular-prism', 'none'],
        },
        {
          kind: 'solid',
          prompt: msg`Bu açınım katlanınca hangi cisim olur?`,
          net: 'cone',
          options: ['cylinder', 'cone', 'square-pyramid', 'none'],
        },
        {
          kind: 'solid',
          prompt: msg`Dairelerin yarıçapı 2 birim, dikdörtgenin uzun kenarı 8 birim. Bu açınım katlanınca hangi cisim olur? (π’yi 3 alınız.)`,
          net: 'short-cylinder',
          options: ['cylinder', 'cone', 'none'],
        },
        {
          kind: 'wrap',
          prompt: msg`Silindirin taban yarıçapı 2 birim, yüksekliği 5 birim. Yan yüz dikdörtgeninin uzunluğunu, tabanı tam bir kez saracak biçimde ayarla (π’yi 3 alınız).`,
          radius: 2,
          height: 5,
          pi: 3,
        },
        {
          kind: 'wrap',
          prompt: msg`Bir konserve kutusunun taban yarıçapı 3 birim, yüksekliği 4 birim. Etiketi kutuyu tam bir kez sarmalı: etiket dikdörtgeninin uzunluğunu ayarla (π’yi 3 alınız).`,
          radius: 3,
          height: 4,
          pi: 3,
        },
        {
          kind: 'solid',
          prompt: msg`Bu açınım katlanınca hangi cisim olur?`,
          net: 'open-pyramid',
          options: ['square-pyramid', 'triangular-pyramid', 'none'],
        },
        {
          kind: 'choose',
          prompt: msg`Kare dik prizmanın en özel hâli küptür. Bu açınımlardan hangisi katlanınca küp olur? “Katla” ile deneyebilirsin.`,
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
              [0, 0],
              [1, 0],
              [2, 0],
              [3, 0],
              [1, 1],
              [2, 1],
            ],
            [
              [0, 1],
              [1, 1],
              [2, 1],
              [3, 1],
              [1, 0],
              [2, 2],
            ],
          ],
          correctIndex: 2,
        },
      ],
    },
  },
  worksheet: {
    title: msg`Cisimler ve Açınımları Çalışma Sayfası`,
    instructions: msg`Kutuların ölçülerini tabloya yaz; yüzey alanı ve hacim hesaplarını göster.`,
    tasks: [
      { prompt: msg`Yarıçapı 5 cm, yüksekliği 12 cm olan bir silindir biçimindeki bardağın hacmini bul (π’yi 3,14 alınız).`, lines: 3 },
      { prompt: msg`Tabanı 4 cm × 4 cm, yüksekliği 10 cm olan kare dik prizmanın açınımını kareli kâğıda çiz ve yüzey alanını hesapla.`, lines: 4 },
      { prompt: msg`Bir silindirin yüksekliği aynı kalıp yarıçapı 2 katına çıkarsa hacmi kaç katına çıkar? Açıkla.`, lines: 3 },
    ],
    table: {
      caption: msg`Kutuların ölçüleri`,
      columns: [msg`Cisim`, msg`Taban ölçüleri (cm)`, msg`Yükseklik (cm)`, msg`Yüzey alanı (cm²)`, msg`Hacim (cm³)`],
      rows: 3,
    },
  },
  story: {
    title: msg`Fındık’ın Ceviz Kutusu`,
    paragraphs: [
      msg`Fındık kışlık cevizleri için silindir biçiminde bir ağaç kabuğu kutu yapacaktı. Kabuğu düz bir dikdörtgen olarak kesti ve yuvarlayıp iki ucunu birleştirdi.`,
      msg`Kardeşi Çıtır sordu: “Bu dikdörtgen ne uzunlukta olmalı?” Baykuş Nine yanıtladı: “Tabanın yarıçapı 3 karış olacaksa dikdörtgenin uzun kenarı taban çemberi kadar olmalı: 2 · 3 · 3 = 18 karış.”`,
      msg`Yüksekliği 4 karış yaptılar. Çıtır hesapladı: “Kutunun hacmi 3 · 3 · 3 · 4 = 108 küp karış!” Fındık güldü: “Kış boyu yeter!”`,
      msg`Sonra kapak ve taban için iki daire kestiler. Fındık açınımı yere serdi: bir dikdörtgen ve iki daire. “Bütün kutu bu üç parçadan oluşuyor.”`,
    ],
    lesson: msg`Silindirin açınımı iki daire ile bir dikdörtgendir; dikdörtgenin uzunluğu taban çemberinin uzunluğuna eşittir.`,
  },
};
