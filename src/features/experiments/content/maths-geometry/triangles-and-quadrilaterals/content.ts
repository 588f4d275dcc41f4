import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Trafik levhaları, pencereler, uçurtmalar… Çevremiz doğru parçalarıyla çevrili kapalı şekillerle dolu. Bu şekillere çokgen denir; en az kenarlı olanları üçgenler, sonra dörtgenlerdir.`,
    sections: [
      {
        heading: msg`Çokgen ve elemanları`,
        paragraphs: [
          msg`Doğru parçalarıyla çevrili kapalı şekillere çokgen denir. Çokgenin kenarları, köşeleri ve iç açıları vardır; kenar sayısı kadar köşesi ve iç açısı bulunur.`,
          msg`Kenar sayısına göre adlandırılırlar: üçgen (3), dörtgen (4), beşgen (5), altıgen (6). Bir çokgenin ardışık olmayan iki köşesini birleştiren doğru parçasına köşegen denir.`,
        ],
      },
      {
        heading: msg`Üçgen çeşitleri`,
        paragraphs: [
          msg`Kenarlarına göre: üç kenarı eşitse eşkenar, iki kenarı eşitse ikizkenar, kenarlarının hepsi farklıysa çeşitkenar üçgen denir.`,
          msg`Açılarına göre: bir açısı dik (90°) ise dik üçgen, bir açısı geniş (90°’den büyük) ise geniş açılı üçgen, üç açısı da dar (90°’den küçük) ise dar açılı üçgen denir.`,
        ],
      },
      {
        heading: msg`Dörtgenler ve iç açılar`,
        paragraphs: [
          msg`Dikdörtgenin dört açısı diktir; karşılıklı kenarları eşit ve paraleldir. Paralelkenarın karşılıklı kenarları paralel ve eşit, karşılıklı açıları da eşittir. Eşkenar dörtgenin dört kenarı eşittir. Yamuğun yalnızca iki kenarı paraleldir.`,
          msg`Bir üçgenin iç açılarının ölçüleri toplamı 180°, bir dörtgeninki 360°’dir. Üçgenin iki açısı 50° ve 60° ise üçüncüsü 180° − 110° = 70°’dir.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Çokgen`, definition: msg`Doğru parçalarıyla çevrili kapalı şekil.` },
      { term: msg`İç açı`, definition: msg`Çokgenin iki kenarının bir köşede iç tarafta oluşturduğu açı.` },
      { term: msg`Dik üçgen`, definition: msg`Bir açısı 90° olan üçgen.` },
      { term: msg`Eşkenar üçgen`, definition: msg`Üç kenarı eşit uzunlukta olan üçgen.` },
      { term: msg`Yamuk`, definition: msg`Yalnızca iki kenarı birbirine paralel olan dörtgen.` },
    ],
  },
  procedure: {
    goal: msg`Geometri tahtasında üçgen ve dörtgenler oluşturup sınıflandırmak; kâğıt üçgen ve dörtgenin köşelerini birleştirerek iç açılar toplamını bulmak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Geometri tahtası (5 × 5 çivili) ya da noktalı kâğıt`, quantity: msg`Her ikili gruba 1 tane` },
      { name: msg`Renkli lastik`, quantity: msg`Her ikili gruba 5 tane` },
      { name: msg`Renkli kâğıt`, quantity: msg`Her öğrenciye 2 yaprak` },
      { name: msg`Cetvel, gönye, açıölçer ve kurşun kalem`, quantity: msg`Her öğrenciye 1’er tane` },
    ],
    safety: [
      msg`Lastiği gererken tahtayı yüzünden uzak tut; elinden kaçan lastik gözüne çarpabilir. Lastikleri arkadaşına doğru fırlatma.`,
      msg`Çivili tahtayı taşırken çivileri kendine ve arkadaşlarına doğru çevirme.`,
    ],
    steps: [
      msg`Geometri tahtasında bir dik üçgen, bir dik açısı olmayan üçgen ve bir ikizkenar üçgen oluşturun; her birini noktalı kâğıda çizin.`,
      msg`Tahtada bir kare, kare olmayan bir dikdörtgen, bir paralelkenar ve bir yamuk oluşturun. Her birinin dik açılarını gönyeyle bulun.`,
      msg`Renkli kâğıda büyükçe bir üçgen çizip kesin. Üç köşesini elinizle yırtın ve köşeleri bir noktada yan yana getirin; bir doğru açı (180°) oluştuğunu gözleyin.`,
      msg`Aynısını bir dörtgenle yapın: dört köşe bir noktanın çevresini tam bir tur (360°) doldurur.`,
      msg`Bir üçgenin iki açısını açıölçerle ölçün; üçüncüyü hesaplayıp ölçerek kontrol edin.`,
    ],
    observations: [
      msg`Üçgenin yırttığınız üç köşesi birleşince nasıl bir açı oluştu?`,
      msg`Bir üçgende iki dik açı olabilir mi? Neden?`,
      msg`Hangi dörtgenlerin dört açısı da dik?`,
    ],
    conclusion: msg`Üçgenler kenarlarına ve açılarına göre sınıflandırılır. Bir üçgenin iç açıları toplamı 180°, bir dörtgeninki 360°’dir; bu yüzden bilinen açılardan eksik açı bulunabilir.`,
  },
  questions: [
    {
      id: 'third-angle',
      prompt: msg`Bir üçgenin iki iç açısı 50° ve 60°’dir. Üçüncü açısı kaç derecedir?`,
      options: [msg`70°`, msg`110°`, msg`90°`, msg`180°`],
      correctIndex: 0,
      explanation: msg`Üçgenin iç açıları toplamı 180°’dir. 50° + 60° = 110°; 180° − 110° = 70°.`,
      hints: [msg`Üçgenin iç açılarının toplamı kaç derecedir?`, msg`Bilinen iki açıyı topla ve toplamdan çıkar.`],
    },
    {
      id: 'fourth-angle',
      prompt: msg`Bir dörtgenin üç iç açısı 90°, 80° ve 100°’dir. Dördüncü açısı kaç derecedir?`,
      options: [msg`80°`, msg`100°`, msg`90°`, msg`270°`],
      correctIndex: 2,
      explanation: msg`Dörtgenin iç açıları toplamı 360°’dir. 90° + 80° + 100° = 270°; 360° − 270° = 90°.`,
      hints: [msg`Dörtgenin iç açılarının toplamı kaç derecedir?`, msg`Bilinen üç açının toplamını bul.`],
    },
    {
      id: 'equilateral',
      prompt: msg`Üç kenarının uzunluğu da eşit olan üçgene ne ad verilir?`,
      options: [msg`İkizkenar üçgen`, msg`Çeşitkenar üçgen`, msg`Dik üçgen`, msg`Eşkenar üçgen`],
      correctIndex: 3,
      explanation: msg`Üç kenarı eşit olan üçgen eşkenar üçgendir. İki kenarı eşit olana ikizkenar, kenarları farklı olana çeşitkenar üçgen denir.`,
      hints: [msg`Bu sınıflandırma kenarlara mı, açılara mı göre?`, msg`İkizkenar üçgende kaç kenar eşittir? Bu üçgende kaç kenar eşit?`],
    },
    {
      id: 'obtuse',
      prompt: msg`Bir açısı 120° olan üçgen, açılarına göre hangi üçgendir?`,
      options: [msg`Dar açılı üçgen`, msg`Geniş açılı üçgen`, msg`Dik üçgen`],
      correctIndex: 1,
      explanation: msg`120°, 90°’den büyük olduğu için geniş açıdır. Bir açısı geniş olan üçgene geniş açılı üçgen denir.`,
      hints: [msg`120° dar mı, dik mi, geniş mi?`, msg`Üçgeni açılarına göre adlandırırken en büyük açısına bak.`],
    },
    {
      id: 'trapezoid',
      prompt: msg`Yalnızca iki kenarı birbirine paralel olan dörtgene ne denir?`,
      options: [msg`Paralelkenar`, msg`Yamuk`, msg`Eşkenar dörtgen`, msg`Dikdörtgen`],
      correctIndex: 1,
      explanation: msg`Yamuğun yalnızca bir çift karşılıklı kenarı paraleldir. Paralelkenar, eşkenar dörtgen ve dikdörtgende iki çift karşılıklı kenar paraleldir.`,
      hints: [msg`Paralelkenarda kaç çift paralel kenar var?`, msg`“Yalnızca” sözcüğüne dikkat et.`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Geometri tahtası`,
    instructions: msg`Köşe olacak çivilere sırayla dokun ya da ok tuşlarıyla gezip Enter’a bas; lastik son çividen ilk çiviye kendiliğinden kapanır. Şekil hazır olunca “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'geoboard',
      pegs: 5,
      tasks: [
        { prompt: msg`Bir dik üçgen yap.`, shape: 'right-triangle' },
        { prompt: msg`Hiç dik açısı olmayan bir üçgen yap.`, corners: 3, rightAngles: 0 },
        { prompt: msg`Kare olmayan bir dikdörtgen yap.`, shape: 'oblong' },
        { prompt: msg`Yalnızca iki dik açısı olan bir dörtgen yap.`, corners: 4, rightAngles: 2 },
        { prompt: msg`Bir beşgen yap.`, corners: 5 },
      ],
    },
  },
  worksheet: {
    title: msg`Üçgen ve Dörtgenler Çalışma Sayfası`,
    instructions: msg`Noktalı kâğıda çizdiğin şekilleri tabloya kaydet ve soruları cevapla.`,
    tasks: [
      { prompt: msg`Açılarına göre üç farklı üçgen çiz ve adlarını yaz.`, lines: 3 },
      { prompt: msg`Bir ikizkenar üçgenin tepe açısı 40°’dir. Eşit olan öteki iki açısı kaçar derecedir?`, lines: 2 },
      { prompt: msg`Bir paralelkenarın bir açısı 65°’dir. Öteki açılarını bul ve nasıl bulduğunu açıkla.`, lines: 3 },
    ],
    table: {
      caption: msg`Tahtada yaptığım şekiller`,
      columns: [msg`Şekil`, msg`Kenar sayısı`, msg`Dik açı sayısı`, msg`Adı`],
      rows: 5,
    },
  },
  story: {
    title: msg`Fındık’ın Uçurtması`,
    paragraphs: [
      msg`Fındık bir uçurtma yapmak istiyordu. Çubukları ve ipi aldı; önce üç çubukla bir üçgen çatı kurdu.`,
      msg`Kirpi Diken, “Üçgenin köşelerindeki açıları ölçelim,” dedi. 90°, 45° ve 45° buldular. “Toplamı 180°!” diye bağırdı Fındık.`,
      msg`Sonra dört çubukla bir dörtgen kurdular. Tavşan Pamuk açıları ölçtü: 120°, 60°, 120° ve 60°. “Bu sefer 360° etti,” dedi şaşkınlıkla.`,
      msg`Fındık dörtgen uçurtmayı seçti, kâğıdını yapıştırdı ve rüzgârlı bir günde gökyüzüne uçurdu.`,
    ],
    lesson: msg`Bir üçgenin iç açıları toplamı 180°, bir dörtgenin iç açıları toplamı 360°’dir.`,
  },
};
