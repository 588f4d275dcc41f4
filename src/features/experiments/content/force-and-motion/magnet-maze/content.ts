import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Mıknatıs, demir ve nikel gibi bazı metalleri çeker. Ama mıknatısın kuvveti yalnızca dokunduğu şeye mi etki eder? Araya bir karton ya da kitap sayfası koyarsak ne olur? Bu deneyde mıknatısın görünmeyen kuvvetini sınayacak ve ondan bir oyun yapacağız.`,
    sections: [
      {
        heading: msg`Mıknatıs uzaktan çeker`,
        paragraphs: [
          msg`Mıknatıs, demir bir ataşı ona dokunmadan da çekebilir. Mıknatısın kuvveti aradaki havanın içinden geçer. Kâğıt, karton, tahta, plastik ve alüminyum folyo gibi mıknatısın çekmediği maddeler araya girse de kuvvet onların içinden geçebilir.`,
          msg`Mıknatıs ile ataş arasındaki uzaklık arttıkça çekim zayıflar. Araya çok kalın bir kitap koyarsak ataş artık mıknatısı izlemez.`,
        ],
      },
      {
        heading: msg`Mıknatısları nerelerde kullanırız?`,
        paragraphs: [
          msg`Buzdolabının kapısının kenarındaki lastiğin içinde mıknatıs vardır; kapıyı sıkıca kapalı tutar. Pusulanın iğnesi küçük bir mıknatıstır ve kuzeyi gösterir. Hoparlörlerde ve kulaklıklarda da mıknatıs bulunur.`,
          msg`Bazı çanta ve dolap kapaklarında, tahtaya kâğıt tutturan mıknatıslarda ve oyuncaklarda mıknatıs kullanılır. Geri dönüşüm tesislerinde büyük mıknatıslar, çöpün içindeki demir ve çelik parçaları ayırır.`,
        ],
      },
      {
        heading: msg`Mıknatısa yeni işler`,
        paragraphs: [
          msg`Bilim insanları ve mühendisler mıknatıslara hep yeni işler bulur. Bazı hızlı trenler mıknatıs sayesinde rayın üzerinde havada durarak ilerler. Hastanelerdeki bazı görüntüleme cihazları çok güçlü mıknatıslarla çalışır.`,
          msg`Sen de bir sorunu mıknatısla çözebilirsin: Yere dökülen ataşları toplamak, kaybolan anahtarı bulmak ya da bir oyun tasarlamak gibi.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Mıknatıs`, definition: msg`Demir, nikel ve kobalt gibi bazı metalleri çeken cisim.` },
      { term: msg`Mıknatıs kuvveti`, definition: msg`Mıknatısın, dokunmadan da uygulayabildiği çekme ya da itme kuvveti.` },
      { term: msg`Pusula`, definition: msg`İğnesi küçük bir mıknatıs olan ve yönleri bulmaya yarayan araç.` },
      { term: msg`Tasarım`, definition: msg`Bir sorunu çözmek için bir şeyi planlayıp yapmak.` },
    ],
  },
  procedure: {
    goal: msg`Mıknatısın kuvvetinin hangi maddelerin içinden geçtiğini ve uzaklıkla nasıl değiştiğini bulmak, bu bilgiyle mıknatıslı bir labirent oyunu tasarlamak.`,
    durationMinutes: 45,
    materials: [
      { name: msg`Çubuk mıknatıs`, quantity: msg`Her gruba 1 tane` },
      { name: msg`Kalın kitap`, quantity: msg`Her gruba 4 tane` },
      { name: msg`Ataş`, quantity: msg`Her gruba 3 tane` },
      { name: msg`A4 kâğıdı`, quantity: msg`Her gruba 40 yaprak` },
      { name: msg`Engel olarak bir defter ve ince bir kitap`, quantity: msg`Her gruba 1’er tane` },
      { name: msg`İnce karton, tahta cetvel, plastik cetvel ve alüminyum folyo parçası`, quantity: msg`Her gruba 1’er tane` },
      { name: msg`Labirent için A4 boyutunda kalın karton`, quantity: msg`Her gruba 1 tane` },
      { name: msg`Renkli kalemler, yapıştırıcı ve küçük karton şeritler`, quantity: msg`Her gruba 1 takım` },
    ],
    safety: [
      msg`Küçük ve çok güçlü mıknatısları kullanma, ağzına alma. İki küçük mıknatıs yutulursa içeride birbirini çekip ağır yaralanmaya yol açabilir.`,
      msg`Mıknatısları telefon, tablet, banka kartı ve saatlerden uzak tut; onlara zarar verebilir.`,
      msg`Kalp pili olan biri varsa mıknatısı ona yaklaştırma.`,
      msg`Ataşları açma; açılan ataşın ucu batabilir.`,
    ],
    steps: [
      msg`Masaya aralarında bir karış boşluk olacak biçimde iki kitap yığını koy. Üstlerine köprü gibi bir yaprak kâğıt yerleştir. Ataşı kâğıdın üstüne koy, mıknatısı kâğıdın altında gezdir. Ataş mıknatısı izliyor mu?`,
      msg`Kâğıtların sayısını artır: 5, 10, 20 ve 40 yaprak. Sonra kâğıtların yerine kapalı bir defter, en sonda da ince bir kitap koy. Her seferinde ataşın mıknatısı izleyip izlemediğini tabloya yaz.`,
      msg`Kâğıtların yerine sırayla ince kartonu, tahta cetveli, plastik cetveli ve alüminyum folyoyu koy. Mıknatıs ataşı hangilerinin içinden yürütebildi? Tabloya yaz.`,
      msg`Şimdi grubunla kalın kartonun üstüne bir labirent çizin. Duvarları karton şeritlerle yapıştırın. Bir başlangıç ve bir bitiş noktası belirleyin.`,
      msg`Ataşı başlangıç noktasına koyun. Mıknatısı kartonun altında gezdirerek ataşı duvarlara çarptırmadan bitişe ulaştırın. Süreyi tutun ve grup içinde sırayla deneyin.`,
      msg`Grubunuzla mıknatısın henüz kullanılmadığı bir iş düşünün. Fikrinizi bir resimle çizin ve sınıfa anlatın.`,
    ],
    observations: [
      msg`Engel kalınlaştıkça ataşın hareketi nasıl değişti?`,
      msg`Mıknatıs hangi maddelerin içinden ataşı yürütebildi?`,
      msg`Labirent oyununu kolaylaştırmak ya da zorlaştırmak için neyi değiştirebilirsiniz?`,
    ],
    conclusion: msg`Mıknatısın kuvveti ataşa dokunmadan etki eder ve kâğıt, karton, tahta, plastik ve alüminyum folyo gibi maddelerin içinden geçebilir. Mıknatıs ile ataş arasındaki uzaklık arttıkça çekim zayıflar; çok kalın bir engel olunca ataş mıknatısı izlemez. Mıknatıslar buzdolabı kapısından pusulaya, hoparlörden geri dönüşüme kadar birçok yerde kullanılır ve onlara hâlâ yeni işler bulunmaktadır.`,
  },
  questions: [
    {
      id: 'through-card',
      prompt: msg`Mıknatıs, ataşı bir kartonun altından yürütebildi. Bu ne gösterir?`,
      options: [msg`Mıknatısın kuvveti kartonun içinden geçebilir.`, msg`Karton da bir mıknatıstır.`, msg`Ataş kartona yapışmıştır.`],
      correctIndex: 0,
      explanation: msg`Mıknatıs, ataşa dokunmadan onu çekebilir. Kuvveti aradaki kartonun içinden geçer. Karton mıknatıs değildir; mıknatısı kaldırınca ataş da durur.`,
      hints: [msg`Mıknatısı kartonun altından çekip aldığında ataşa ne oldu?`, msg`Karton başka bir ataşı çekebilir mi?`],
    },
    {
      id: 'more-paper',
      prompt: msg`Ataş ile mıknatıs arasındaki engel kalınlaştıkça ne oldu?`,
      options: [msg`Ataş daha hızlı hareket etti.`, msg`Bir yerden sonra ataş mıknatısı izlemedi.`, msg`Hiçbir şey değişmedi.`],
      correctIndex: 1,
      explanation: msg`Engel kalınlaştıkça mıknatıs ile ataş arasındaki uzaklık arttı. Uzaklık arttıkça çekim zayıflar; bir yerden sonra ataşı yürütmeye yetmez.`,
      hints: [msg`Tablonda defter ve kitap satırlarına bak.`, msg`Engel kalınlaştıkça mıknatıs ataştan uzaklaştı mı, yaklaştı mı?`],
    },
    {
      id: 'no-magnet',
      prompt: msg`Aşağıdakilerden hangisinde mıknatıs kullanılmaz?`,
      options: [msg`Pusula`, msg`Buzdolabı kapısı`, msg`Kulaklık`, msg`Tahta cetvel`],
      correctIndex: 3,
      explanation: msg`Pusulanın iğnesi, buzdolabı kapısının lastiği ve kulaklığın içi mıknatıs içerir. Tahta cetvelde mıknatıs yoktur.`,
      hints: [msg`Buzdolabı kapısını sıkı kapalı tutan nedir?`, msg`Hangisi yalnızca ağaçtan yapılmış?`],
    },
    {
      id: 'materials',
      prompt: msg`Deneyde mıknatıs ataşı hangi maddelerin içinden yürütebildi?`,
      options: [msg`Yalnızca kâğıdın içinden`, msg`Hiçbirinin içinden`, msg`Karton, tahta, plastik ve folyonun içinden`],
      correctIndex: 2,
      explanation: msg`İnce karton, tahta cetvel, plastik cetvel ve alüminyum folyo mıknatısın çekmediği maddelerdir. Mıknatısın kuvveti bu maddelerin içinden geçebildi.`,
      hints: [msg`Tablonun üçüncü adımla ilgili bölümüne bak.`, msg`Alüminyum folyoyu mıknatıs çeker mi? Peki kuvveti onun içinden geçti mi?`],
    },
    {
      id: 'recycling',
      prompt: msg`Bir geri dönüşüm tesisinde çöpün içindeki çelik kutuları ötekilerden ayırmak için ne kullanılabilir?`,
      options: [msg`Büyük bir mıknatıs`, msg`Bir elek`, msg`Su dolu bir havuz`],
      correctIndex: 0,
      explanation: msg`Çelik, mıknatısın çektiği bir maddedir. Büyük bir mıknatıs çelik kutuları çeker; kâğıt, plastik ve cam geride kalır.`,
      hints: [msg`Çelik kutuları öteki çöplerden farklı kılan özellik ne?`, msg`Deneyde ataşı ne çekti?`],
    },
  ],
  activity: {
    kind: 'classify',
    title: msg`İçinde mıknatıs var mı?`,
    instructions: msg`Her eşyayı düşün. İçinde mıknatıs kullanılan eşyaları bir gruba, mıknatıs kullanılmayanları öbür gruba yerleştir. Dikkat: Mıknatısın çektiği her şey mıknatıs değildir!`,
    categories: [
      { id: 'has-magnet', label: msg`İçinde mıknatıs kullanılır` },
      { id: 'no-magnet', label: msg`Mıknatıs kullanılmaz` },
    ],
    items: [
      {
        id: 'compass',
        label: msg`Pusula`,
        emoji: '🧭',
        categoryId: 'has-magnet',
        explanation: msg`Pusulanın iğnesi küçük bir mıknatıstır.`,
      },
      {
        id: 'fridge',
        label: msg`Buzdolabının kapısı`,
        emoji: '🧊',
        categoryId: 'has-magnet',
        explanation: msg`Kapının kenarındaki lastiğin içindeki mıknatıs kapıyı kapalı tutar.`,
      },
      {
        id: 'headphones',
        label: msg`Kulaklık`,
        emoji: '🎧',
        categoryId: 'has-magnet',
        explanation: msg`Kulaklıkların içindeki küçük mıknatıslar sesin oluşmasına yardım eder.`,
      },
      {
        id: 'board-magnet',
        label: msg`Tahtaya kâğıt tutturan süs`,
        emoji: '📌',
        categoryId: 'has-magnet',
        explanation: msg`Bu süslerin arkasında küçük bir mıknatıs vardır.`,
      },
      {
        id: 'scissors',
        label: msg`Çelik makas`,
        emoji: '✂️',
        categoryId: 'no-magnet',
        explanation: msg`Mıknatıs çelik makası çeker, ama makasın içinde mıknatıs yoktur.`,
      },
      {
        id: 'can',
        label: msg`Alüminyum içecek kutusu`,
        emoji: '🥤',
        categoryId: 'no-magnet',
        explanation: msg`Alüminyum kutuda mıknatıs yoktur; mıknatıs onu çekmez de.`,
      },
      {
        id: 'ruler',
        label: msg`Tahta cetvel`,
        emoji: '📏',
        categoryId: 'no-magnet',
        explanation: msg`Tahta cetvelde mıknatıs yoktur.`,
      },
      {
        id: 'nail',
        label: msg`Demir çivi`,
        emoji: '🔩',
        categoryId: 'no-magnet',
        explanation: msg`Mıknatıs demir çiviyi çeker, ama çivi kendiliğinden bir mıknatıs değildir.`,
      },
    ],
  },
  worksheet: {
    title: msg`Mıknatıslı Labirent Çalışma Sayfası`,
    instructions: msg`Her denemenin sonucunu tabloya yaz. Sonra labirentini ve yeni fikrini anlat.`,
    tasks: [
      { prompt: msg`Engel kalınlaştıkça mıknatısın ataşı çekmesi nasıl değişti? Neden?`, lines: 2 },
      { prompt: msg`Labirent oyununuzu çiz ve nasıl oynandığını yaz.`, lines: 4 },
      { prompt: msg`Mıknatısla çözülebilecek yeni bir iş düşün. Ne işe yarar, nasıl çalışır?`, lines: 3 },
    ],
    table: {
      caption: msg`Mıknatıs ataşı yürütebildi mi?`,
      columns: [msg`Aradaki engel`, msg`Ataş mıknatısı izledi mi? (evet / hayır)`],
      rows: 11,
    },
  },
  story: {
    title: msg`Fındık ve Kayıp Anahtar`,
    paragraphs: [
      msg`Sincap Fındık kiler kapısının demir anahtarını kuru yaprak yığınının içine düşürdü. Yapraklar o kadar çoktu ki anahtar hiç görünmüyordu.`,
      msg`Kirpi Diken bir çubuğun ucuna mıknatıs bağladı. “Mıknatısın kuvveti yaprakların arasından geçer,” dedi ve çubuğu yaprakların üstünde yavaşça gezdirdi. Bir süre sonra şak! Anahtar mıknatısa yapıştı.`,
      msg`Fındık çok sevindi. “Mıknatısla başka neler yapabiliriz?” diye sordu. Arkadaşlarıyla bir kartona labirent çizdiler, altına mıknatısı tutup üstteki ataşı yolda yürüttüler.`,
      msg`Akşam Fındık defterine yeni bir fikir yazdı: “Ormandaki çöplerden demir kutuları ayıran mıknatıslı bir el arabası.” Baykuş Nine fikri okuyunca gülümsedi: “İşte mühendis gibi düşünmek budur.”`,
    ],
    lesson: msg`Mıknatısın kuvveti dokunmadan etki eder ve bazı maddelerin içinden geçer; uzaklık arttıkça zayıflar. Bu özellikleri kullanarak mıknatıslara yeni işler bulabiliriz.`,
  },
};
