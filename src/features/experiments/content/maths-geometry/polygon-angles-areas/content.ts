import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Bir üçgenin iç açılarının toplamı 180°’dir. Peki bir beşgenin ya da bir sekizgenin? Her çokgeni üçgenlere ayırabildiğimiz için cevabı bulmak kolaydır. Aynı fikir, dörtgenlerin alanlarını dikdörtgen ve üçgenlerden bulmamızı da sağlar.`,
    sections: [
      {
        heading: msg`İç ve dış açılar`,
        paragraphs: [
          msg`n kenarlı bir çokgen, bir köşesinden çizilen köşegenlerle n − 2 üçgene ayrılır. Bu yüzden iç açılarının ölçüleri toplamı (n − 2) · 180°’dir: dörtgende 360°, beşgende 540°, altıgende 720°.`,
          msg`Bir iç açı ile yanındaki dış açı bütünlerdir. Her çokgenin dış açılarının ölçüleri toplamı 360°’dir: çokgenin çevresinde yürüyüp başladığın yere döndüğünde tam bir tur dönmüş olursun.`,
        ],
      },
      {
        heading: msg`Düzgün çokgenler ve dörtgenler`,
        paragraphs: [
          msg`Bütün kenarları ve bütün açıları eş olan çokgene düzgün çokgen denir. Düzgün altıgenin her iç açısı 720° ÷ 6 = 120°, her dış açısı 60°’dir.`,
          msg`Paralelkenarın karşılıklı kenarları paralel ve eş, karşılıklı açıları eştir. Eşkenar dörtgen bütün kenarları eş bir paralelkenardır. Yamuğun yalnız bir çift karşılıklı kenarı paraleldir; bu kenarlara taban denir.`,
        ],
      },
      {
        heading: msg`Alan bağıntıları`,
        paragraphs: [
          msg`Paralelkenarın bir ucundan kesilen üçgen öbür uca taşınınca dikdörtgen olur; alanı taban · yüksekliktir. Eşkenar dörtgenin alanı köşegenlerinin çarpımının yarısıdır; taban · yükseklik ile de bulunur.`,
          msg`Yamuğun alanı (alt taban + üst taban) · yükseklik ÷ 2’dir: iki eş yamuk ters çevrilip yan yana konunca bir paralelkenar oluşur. Tabanları 4 ve 2, yüksekliği 2 birim olan yamuğun alanı (4 + 2) · 2 ÷ 2 = 6 birimkaredir.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Köşegen`, definition: msg`Bir çokgende komşu olmayan iki köşeyi birleştiren doğru parçası.` },
      { term: msg`Düzgün çokgen`, definition: msg`Bütün kenarları ve bütün iç açıları eş olan çokgen.` },
      { term: msg`Yamuk`, definition: msg`Yalnız bir çift karşılıklı kenarı paralel olan dörtgen.` },
      { term: msg`Paralelkenar`, definition: msg`Karşılıklı kenarları paralel olan dörtgen.` },
      { term: msg`Eşkenar dörtgen`, definition: msg`Bütün kenarları eş olan paralelkenar.` },
    ],
  },
  procedure: {
    goal: msg`Çokgenleri üçgenlere ayırarak iç açılar toplamını bulmak ve yamuk, paralelkenar ile eşkenar dörtgenin alanlarını kesip yeniden düzenleyerek dikdörtgen ve üçgen alanlarıyla ilişkilendirmek.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Kartona çizilmiş dörtgen, beşgen ve altıgen şablonları`, quantity: msg`Her gruba 1 takım` },
      { name: msg`Kareli kâğıt`, quantity: msg`Her öğrenciye 2 yaprak` },
      { name: msg`Cetvel ve açıölçer`, quantity: msg`Her öğrenciye 1’er tane` },
      { name: msg`Güvenli uçlu makas`, quantity: msg`Her gruba 1 tane` },
      { name: msg`Yapıştırıcı`, quantity: msg`Her gruba 1 tane` },
    ],
    safety: [
      msg`Makası yalnız kâğıt keserken kullan; kapalı ve ucu aşağıda taşı, kesilen parçayı tutan parmağını makastan uzak tut.`,
      msg`Açıölçer ve cetveli arkadaşlarına doğru sallama.`,
      msg`Kesilen küçük kâğıt parçalarını yere atma, etkinlik sonunda topla.`,
    ],
    steps: [
      msg`Beşgen şablonunu kareli kâğıda çiz. Bir köşesinden bütün köşegenleri çiz ve kaç üçgen oluştuğunu say. Aynısını dörtgen ve altıgen için yap.`,
      msg`Üçgen sayısını 180° ile çarparak her çokgenin iç açılar toplamını hesapla ve bir tabloya yaz. Kenar sayısı ile üçgen sayısı arasındaki ilişkiyi bul.`,
      msg`Beşgenin beş iç açısını açıölçerle ölç ve topla; hesapladığın değerle karşılaştır.`,
      msg`Kareli kâğıda tabanı 6 ve yüksekliği 3 kare olan bir paralelkenar çiz, kes. Bir ucundan dik bir üçgen kesip öbür uca yapıştır: ne oluştu? Alanı kareleri sayarak bul.`,
      msg`Tabanları 6 ve 2 kare, yüksekliği 3 kare olan iki eş yamuk çiz ve kes. Birini ters çevirip öbürünün yanına koy: hangi şekil oluştu? Yamuğun alanını bu şekilden bul.`,
      msg`Köşegenleri 6 ve 4 kare olan bir eşkenar dörtgen çiz. Onu çevreleyen dikdörtgenin alanıyla karşılaştırarak eşkenar dörtgenin alanını bul.`,
    ],
    observations: [
      msg`Kenar sayısı bir artınca iç açılar toplamı kaç derece arttı?`,
      msg`Ölçerek bulduğun beşgen açıları toplamı 540°’ye ne kadar yakındı?`,
      msg`İki eş yamuk yan yana konunca oluşan şeklin tabanı neye eşitti?`,
    ],
    conclusion: msg`n kenarlı bir çokgen bir köşeden n − 2 üçgene ayrıldığı için iç açılar toplamı (n − 2) · 180°’dir; dış açılar toplamı her çokgende 360°’dir. Paralelkenar kesilip bir dikdörtgene, iki eş yamuk bir paralelkenara dönüştürülebilir; bu yüzden paralelkenarın alanı taban · yükseklik, yamuğun alanı tabanlar toplamı · yükseklik ÷ 2, eşkenar dörtgenin alanı köşegenler çarpımı ÷ 2’dir.`,
  },
  questions: [
    {
      id: 'hexagon-sum',
      prompt: msg`Bir altıgenin iç açılarının ölçüleri toplamı kaç derecedir?`,
      options: [msg`1080°`, msg`360°`, msg`540°`, msg`720°`],
      correctIndex: 3,
      explanation: msg`Altıgen bir köşesinden 6 − 2 = 4 üçgene ayrılır: 4 · 180° = 720°.`,
      hints: [msg`Bir köşeden köşegen çizince kaç üçgen oluşur?`, msg`Üçgen sayısını 180° ile çarp.`],
    },
    {
      id: 'regular-angle',
      prompt: msg`Düzgün bir sekizgenin bir iç açısı kaç derecedir?`,
      options: [msg`135°`, msg`45°`, msg`120°`, msg`150°`],
      correctIndex: 0,
      explanation: msg`İç açılar toplamı (8 − 2) · 180° = 1080°’dir. Düzgün sekizgende 8 açı eş olduğundan biri 1080° ÷ 8 = 135°’dir. Ya da bir dış açı 360° ÷ 8 = 45°, iç açı 180° − 45° = 135°.`,
      hints: [msg`Önce iç açılar toplamını bul.`, msg`Düzgün çokgende bütün açılar eşittir.`],
    },
    {
      id: 'trapezoid-area',
      prompt: msg`Tabanları 9 cm ve 5 cm, yüksekliği 4 cm olan bir yamuğun alanı kaç santimetrekaredir?`,
      options: [msg`180`, msg`28`, msg`56`, msg`36`],
      correctIndex: 1,
      explanation: msg`Yamuğun alanı (9 + 5) · 4 ÷ 2 = 14 · 4 ÷ 2 = 28 cm²’dir.`,
      hints: [msg`İki eş yamuk yan yana konunca nasıl bir şekil oluşur?`, msg`O şeklin alanının yarısını al.`],
    },
    {
      id: 'rhombus-area',
      prompt: msg`Köşegenleri 10 cm ve 6 cm olan bir eşkenar dörtgenin alanı kaç santimetrekaredir?`,
      options: [msg`60`, msg`16`, msg`30`, msg`32`],
      correctIndex: 2,
      explanation: msg`Eşkenar dörtgenin alanı köşegenlerinin çarpımının yarısıdır: 10 · 6 ÷ 2 = 30 cm². Köşegenlerin çizdiği 10 × 6’lık dikdörtgenin tam yarısı kadardır.`,
      hints: [msg`Eşkenar dörtgeni çevreleyen dikdörtgenin kenarları köşegenlere eşittir.`, msg`Eşkenar dörtgen bu dikdörtgenin ne kadarını kaplar?`],
    },
    {
      id: 'exterior-sum',
      prompt: msg`Bir beşgenin dış açılarının ölçüleri toplamı kaç derecedir?`,
      options: [msg`540°`, msg`360°`, msg`180°`, msg`900°`],
      correctIndex: 1,
      explanation: msg`Her çokgenin dış açıları toplamı 360°’dir. Beşgende beş iç ve dış açı çifti 5 · 180° = 900° eder; iç açılar 540° olduğundan dış açılar 900° − 540° = 360°’dir.`,
      hints: [msg`Her iç açı ile dış açısı toplamı kaç derecedir?`, msg`Beş çiftin toplamından iç açılar toplamını çıkar.`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Geometri tahtası`,
    instructions: msg`Köşe olacak çivilere sırayla dokun ya da ok tuşlarıyla gezip Enter’a bas; lastik son çividen ilk çiviye kendiliğinden kapanır. Şekil istenen köşe sayısında, dik açı sayısında ve alanda olunca “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'geoboard',
      pegs: 6,
      tasks: [
        { prompt: msg`Bir beşgen yap. İç açılarının toplamı kaç derece olur?`, corners: 5 },
        {
          prompt: msg`Tabanları 4 ve 2 birim, yüksekliği 2 birim olan bir dik yamuk yap (iki dik açılı, alanı 6 birimkare).`,
          corners: 4,
          rightAngles: 2,
          area: 6,
        },
        {
          prompt: msg`Tabanı 3 birim, yüksekliği 2 birim olan ve hiç dik açısı olmayan bir paralelkenar yap (alanı 6 birimkare).`,
          corners: 4,
          rightAngles: 0,
          area: 6,
        },
        { prompt: msg`Köşegenleri 4 ve 2 birim olan, dik açısı olmayan bir eşkenar dörtgen yap. Alanı kaç birimkare?`, corners: 4, rightAngles: 0, area: 4 },
        { prompt: msg`Bir altıgen yap. İç açılarının toplamı kaç derece olur?`, corners: 6 },
      ],
    },
  },
  worksheet: {
    title: msg`Çokgenlerin Açıları ve Dörtgenlerin Alanları Çalışma Sayfası`,
    instructions: msg`Çokgenlerin üçgen sayılarını ve açı toplamlarını tabloya yaz; dörtgenlerin alanlarını bağıntılarla hesapla.`,
    tasks: [
      { prompt: msg`İç açılar toplamı 1440° olan çokgen kaç kenarlıdır?`, lines: 2 },
      { prompt: msg`Bir bahçe yamuk biçimindedir: paralel kenarları 12 m ve 8 m, aralarındaki uzaklık 5 m. Bahçenin alanı kaç metrekaredir?`, lines: 3 },
      { prompt: msg`Düzgün bir altıgenin bir dış açısını hesapla ve neden bütün düzgün çokgenlerin dış açıları toplamının aynı olduğunu açıkla.`, lines: 3 },
    ],
    table: {
      caption: msg`Çokgenler ve iç açılar`,
      columns: [msg`Çokgen`, msg`Kenar sayısı (n)`, msg`Bir köşeden üçgen sayısı`, msg`İç açılar toplamı`, msg`Ölçtüğün toplam`],
      rows: 5,
    },
  },
  story: {
    title: msg`Fındık’ın Petek Keşfi`,
    paragraphs: [
      msg`Fındık, arıların peteğindeki altıgen gözlere hayranlıkla bakıyordu. “Her göz birbirine ne güzel oturuyor,” dedi.`,
      msg`Kardeşi Çıtır sordu: “Bu altıgenin açıları kaç derece?” Fındık toprağa bir altıgen çizdi ve bir köşesinden çubuklarla köşegenler çekti: 4 üçgen oluştu. “4 · 180 = 720 derece!”`,
      msg`Baykuş Nine ekledi: “Petekteki altıgenler düzgündür: altı açısı da eş. Yani her biri 720 ÷ 6 = 120 derece. Bir köşede üç altıgen buluşur: 3 · 120 = 360. Bu yüzden aralarında boşluk kalmaz.”`,
      msg`Çıtır bir de beşgenle denedi: düzgün beşgenin bir açısı 108 derece çıktı. Üç beşgen 324 derece ediyordu; boşluk kalıyordu, dört beşgen ise üst üste biniyordu.`,
    ],
    lesson: msg`Bir çokgeni bir köşesinden üçgenlere ayırarak iç açılarının toplamını bulabiliriz: n kenarlı çokgende (n − 2) · 180°.`,
  },
};
