import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Okul zili, servis, çizgi film… Günümüz saatlerle düzenlenir. Saati dakikasıyla okumak için yelkovanın nereyi gösterdiğine bakmayı öğreneceğiz.`,
    sections: [
      {
        heading: msg`Saat, dakika, saniye`,
        paragraphs: [
          msg`1 saat 60 dakikadır, 1 dakika 60 saniyedir. Yarım saat 30 dakika, çeyrek saat 15 dakikadır.`,
          msg`Kısa kol akreptir ve saati gösterir. Uzun kol yelkovandır ve dakikayı gösterir. Bazı saatlerde bir de saniyeyi gösteren ince bir kol vardır.`,
        ],
      },
      {
        heading: msg`Yelkovandan dakikayı bulmak`,
        paragraphs: [
          msg`Saatin kadranında 12 rakam vardır ve iki rakam arası 5 dakikadır. Yelkovan 1’deyse 5, 2’deyse 10, 4’teyse 20 dakika geçmiştir; 5’er 5’er sayarız.`,
          msg`Yelkovan 12’den 6’ya kadar olan yarıdaysa “geçe” deriz: 3.20 için “3’ü 20 geçe”. Yelkovan 6’dan 12’ye olan yarıdaysa bir sonraki saate kalan dakikayı söyleriz: 6.40 için “7’ye 20 kala”.`,
        ],
      },
      {
        heading: msg`Ne zaman biter?`,
        paragraphs: [
          msg`Bir olay 2.35’te başlayıp 40 dakika sürüyorsa yelkovanı 40 dakika, yani 8 rakam ilerletiriz. Yelkovan 12’yi geçince akrep de bir sonraki saate geçer: Olay 3.15’te biter.`,
          msg`Süreyi parçalara ayırmak işimizi kolaylaştırır: 2.35’ten 3.00’e 25 dakika, kalan 15 dakika da 3.15’e götürür.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Akrep`, definition: msg`Saatin kısa kolu; saati gösterir.` },
      { term: msg`Yelkovan`, definition: msg`Saatin uzun kolu; dakikayı gösterir.` },
      { term: msg`Geçe`, definition: msg`Yelkovan 12’den 6’ya olan yarıdayken saatin kaç dakika geçtiğini söyler.` },
      { term: msg`Kala`, definition: msg`Yelkovan 6’dan 12’ye olan yarıdayken bir sonraki saate kaç dakika kaldığını söyler.` },
    ],
  },
  procedure: {
    goal: msg`Karton tabaktan bir saat modeli yapıp beş dakikalık aralıklarla saat kurmak, “geçe” ve “kala” ifadeleriyle okumak ve olayların bitiş saatini bulmak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Karton tabak`, quantity: msg`Her öğrenciye 1 tane` },
      { name: msg`Kartondan kesilmiş kısa ve uzun ok (akrep ve yelkovan)`, quantity: msg`Her öğrenciye 1 takım` },
      { name: msg`Çatal çivi (kelebek raptiye)`, quantity: msg`Her öğrenciye 1 tane` },
      { name: msg`Keçeli kalem`, quantity: msg`Her öğrenciye 1 tane` },
      { name: msg`Sınıf saati ya da öğretmen için büyük bir saat modeli`, quantity: msg`Sınıfa 1 tane` },
    ],
    safety: [
      msg`Çatal çivinin ucu sivridir; tabağa takarken öğretmeninden yardım iste ve ucunu kimseye doğru tutma.`,
      msg`Okları kartondan öğretmen keser; makası kendin kullanma.`,
    ],
    steps: [
      msg`Tabağın kenarına önce 12, 3, 6 ve 9’u, sonra aralarına öbür rakamları eşit aralıklarla yaz.`,
      msg`Akrebi ve yelkovanı çatal çiviyle tabağın ortasına tak. Rakamların yanına 5’er 5’er dakikaları (5, 10, 15 … 55) küçük rakamlarla yaz.`,
      msg`Arkadaşın “3’ü 20 geçe” desin, sen saatini kur; sonra yer değiştirin. “Kala” ile söylenen saatleri de deneyin.`,
      msg`Sınıf saatine bakıp şimdiki saati kendi saatinde göster ve defterine “geçe” ya da “kala” ile yaz.`,
      msg`Teneffüsün başlama saatini kur. Teneffüs 10 dakika sürüyorsa yelkovanı ilerleterek bitiş saatini bul.`,
    ],
    observations: [
      msg`Yelkovan bir rakamdan ötekine gidince kaç dakika geçiyor?`,
      msg`Yelkovan 12’yi geçince akrep ne yaptı?`,
      msg`“Geçe” ve “kala” ile okuduğun saatlerde yelkovan kadranın hangi yarısındaydı?`,
    ],
    conclusion: msg`Kadranda iki rakam arası 5 dakikadır; yelkovanın gösterdiği rakamdan 5’er sayarak dakikayı buluruz. Yelkovan kadranın sağ yarısındayken “geçe”, sol yarısındayken bir sonraki saate “kala” deriz. Bir olayın bitiş saatini, yelkovanı süresi kadar ilerleterek buluruz.`,
  },
  questions: [
    {
      id: 'minutes-in-an-hour',
      prompt: msg`1 saat kaç dakikadır?`,
      options: [msg`60`, msg`100`, msg`30`],
      correctIndex: 0,
      explanation: msg`Yelkovan kadranı bir kez tam dolaşınca 1 saat geçer; bu 12 × 5 = 60 dakikadır.`,
      hints: [msg`Yelkovan bir tam tur atınca kaç dakika geçer?`, msg`Kadranda 12 rakam var ve iki rakam arası 5 dakika.`],
    },
    {
      id: 'minute-hand-on-four',
      prompt: msg`Yelkovan 4 rakamını gösteriyor. Saat kaç dakika geçiyor?`,
      options: [msg`4 dakika`, msg`20 dakika`, msg`40 dakika`],
      correctIndex: 1,
      explanation: msg`İki rakam arası 5 dakikadır. 12’den 4’e kadar 5’er sayarız: 5, 10, 15, 20. Saat 20 dakika geçiyordur.`,
      hints: [msg`Yelkovan için her rakam kaç dakika demekti?`, msg`12’den başlayıp 4’e kadar 5’er 5’er say.`],
    },
    {
      id: 'quarter-to-six',
      prompt: msg`“6’ya 15 kala” hangi saattir?`,
      options: [msg`6.15`, msg`5.45`, msg`6.45`],
      correctIndex: 1,
      explanation: msg`“6’ya 15 kala” demek, saat 6 olmasına 15 dakika var demektir. 6.00’dan 15 dakika önce saat 5.45’tir.`,
      hints: [msg`“Kala” sözü saatin geçtiğini mi, saate kalan süreyi mi anlatır?`, msg`Saat 6’dan 15 dakika geriye git.`],
    },
    {
      id: 'film-ends',
      prompt: msg`Film 7.30’da başladı ve 1 saat 15 dakika sürdü. Film kaçta bitti?`,
      options: [msg`8.15`, msg`8.45`, msg`9.15`],
      correctIndex: 1,
      explanation: msg`7.30’a 1 saat eklersek 8.30 olur. 15 dakika daha eklersek 8.45 olur.`,
      hints: [msg`Önce 1 saati, sonra 15 dakikayı ekle.`, msg`7.30’dan 1 saat sonra saat kaç olur?`],
    },
    {
      id: 'seconds-in-a-minute',
      prompt: msg`1 dakika kaç saniyedir?`,
      options: [msg`100`, msg`30`, msg`60`],
      correctIndex: 2,
      explanation: msg`1 dakika 60 saniyedir; saniye kolu kadranı bir kez dolaşınca 1 dakika geçer.`,
      hints: [msg`Saniye kolu bir tam tur atınca ne kadar zaman geçer?`, msg`1 saat kaç dakikaysa 1 dakika da o kadar saniyedir.`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Saati kur`,
    instructions: msg`Yelkovanı sürükle ya da düğmelerle çevir; her adım 5 dakikadır ve akrep de birlikte ilerler. İstenen saati kurunca “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'clock',
      minuteStep: 5,
      tasks: [
        { kind: 'set', prompt: msg`Saati 3’ü 20 geçe kur.`, hour: 3, minute: 20 },
        { kind: 'set', prompt: msg`Saati 9’u 5 geçe kur.`, hour: 9, minute: 5 },
        { kind: 'set', prompt: msg`Saati 7’ye 20 kala kur.`, hour: 6, minute: 40 },
        { kind: 'set', prompt: msg`Saati 12’ye 5 kala kur.`, hour: 11, minute: 55 },
        { kind: 'later', prompt: msg`Ders 2’yi 35 geçe başladı ve 40 dakika sürdü. Ders kaçta bitti? Saati kur.`, from: { hour: 2, minute: 35 }, minutes: 40 },
        { kind: 'later', prompt: msg`Saat 11’e 10 kala. 25 dakika sonra saat kaç olur? Saati kur.`, from: { hour: 10, minute: 50 }, minutes: 25 },
      ],
    },
  },
  worksheet: {
    title: msg`Saati Dakikasıyla Okuma Çalışma Sayfası`,
    instructions: msg`Saatleri “geçe” ya da “kala” ile yaz, sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`Bir saat kadranı çiz ve 4’ü 25 geçeyi göster.`, lines: 4 },
      { prompt: msg`Okula kaçta gidiyorsun, kaçta dönüyorsun? İkisini de “geçe” ya da “kala” ile yaz.`, lines: 2 },
      { prompt: msg`Servis 7.50’de geliyor. Sen servise 15 dakika önce hazır olmak istiyorsan kaçta hazır olmalısın?`, lines: 2 },
    ],
    table: {
      caption: msg`Bir günümün saatleri`,
      columns: [msg`Ne yaptım?`, msg`Başladığı saat`, msg`Bittiği saat`, msg`Kaç dakika sürdü?`],
      rows: 5,
    },
  },
  story: {
    title: msg`Fındık ve Orman Otobüsü`,
    paragraphs: [
      msg`Orman otobüsü her sabah “8’e 10 kala” kalkıyordu. Fındık bunu “8’i 10 geçe” diye aklında tutmuştu.`,
      msg`Bir sabah durağa 8’i 5 geçe rahat rahat geldi. Durakta kimse yoktu; otobüs çoktan gitmişti!`,
      msg`Baykuş Nine onu görünce kadranını çizdi: “Bak, 8’e 10 kala demek saat daha 8 olmamış, 8’e 10 dakika var demek. Yelkovan 10’un üstündedir, yani saat 7.50.”`,
      msg`Fındık parmağıyla saydı: “7.50’den 8.05’e 15 dakika… Ben otobüsü 15 dakika kaçırmışım!”`,
      msg`Ertesi sabah Fındık yelkovan 9’un üstündeyken, yani 8’e 15 kala durağa geldi ve otobüsü 5 dakika bekledi.`,
    ],
    lesson: msg`“Geçe” saatin kaç dakika geçtiğini, “kala” bir sonraki saate kaç dakika kaldığını söyler. Yelkovanın yerine bakarak ikisini ayırt ederiz.`,
  },
};
