import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Ay’a dürbünle bakarsan, özellikle Ay yarımken, yüzeyinde irili ufaklı yuvarlak çukurlar görürsün. Bunlara krater denir. Ay’ın yüzeyinde bu kadar çok krater nasıl oluştu, neden yüz milyonlarca yıldır bozulmadan duruyor?`,
    sections: [
      {
        heading: msg`Ay’ın özellikleri`,
        paragraphs: [
          msg`Ay, Dünya’nın doğal uydusudur ve küreye benzer. Çapı Dünya’nın çapının yaklaşık dörtte biri kadardır. Kendi ışığı yoktur; Güneş’ten aldığı ışığı yansıtır.`,
          msg`Ay’ın yüzeyi kayalar, ince toz ve kraterlerle kaplıdır. Yüzeyde dağlar ve geniş, koyu renkli düzlükler de vardır. Ay’da sıvı su, akarsu ve deniz yoktur.`,
        ],
      },
      {
        heading: msg`Kraterler nasıl oluşur?`,
        paragraphs: [
          msg`Uzayda dolaşan kaya parçalarına göktaşı denir. Bir göktaşı Ay’ın yüzeyine çok büyük bir hızla çarptığında yüzeydeki malzemeyi çevreye fırlatır ve yuvarlak bir çukur açar. Bu çukura krater denir.`,
          msg`Büyük ve hızlı göktaşları daha büyük kraterler açar. Fırlayan malzeme kraterin çevresinde bir kenar ve bazen ışın gibi uzanan çizgiler oluşturur.`,
        ],
      },
      {
        heading: msg`Ay’da neden hava ve hava olayları yok?`,
        paragraphs: [
          msg`Ay’ın atmosferi yok denecek kadar azdır. Dünya’da küçük göktaşları hava katmanından geçerken sürtünerek yanar ve çoğu yere ulaşmaz. Ay’da ise göktaşlarını durduracak bir hava katmanı yoktur.`,
          msg`Ay’da rüzgâr, yağmur ve akarsu olmadığı için kraterler aşınmaz. Astronotların 50 yılı aşkın süre önce bıraktığı ayak izleri de hâlâ yerinde durur. Dünya’daki eski kraterlerin çoğu ise rüzgâr, su ve bitkiler yüzünden silinmiştir.`,
          msg`Atmosfer olmadığı için Ay’da gündüz yüzey çok ısınır, gece çok soğur. Solunacak hava ve sıvı su bulunmadığından bildiğimiz canlılar Ay’da yaşayamaz. Astronotlar oksijen tüpü ve özel giysilerle korunur.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Uydu`, definition: msg`Bir gezegenin çevresinde dolanan gök cismi; Ay, Dünya’nın doğal uydusudur.` },
      { term: msg`Göktaşı`, definition: msg`Uzayda dolaşan kaya ya da metal parçası.` },
      { term: msg`Krater`, definition: msg`Bir göktaşının çarpmasıyla yüzeyde açılan yuvarlak çukur.` },
      { term: msg`Atmosfer`, definition: msg`Bir gök cismini saran gaz katmanı.` },
      { term: msg`Değişken`, definition: msg`Bir deneyde değiştirip etkisini ölçtüğümüz şey.` },
    ],
  },
  procedure: {
    goal: msg`Bir Ay yüzeyi modelinde bilyelerin açtığı kraterleri ölçerek krater büyüklüğünün çarpan cismin büyüklüğüne ve bırakıldığı yüksekliğe nasıl bağlı olduğunu bulmak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Kenarlı fırın tepsisi ya da plastik kutu`, quantity: msg`Her gruba 1 tane` },
      { name: msg`Un`, quantity: msg`Her gruba yaklaşık 1 kg (3–4 cm kalınlık için)` },
      { name: msg`Kakao ya da toz tarçın (yüzeyi boyamak için) ve çay süzgeci`, quantity: msg`Her gruba 2 yemek kaşığı, 1 süzgeç` },
      { name: msg`Küçük ve büyük bilye ya da farklı büyüklükte taş`, quantity: msg`Her gruba 1 küçük, 1 büyük` },
      { name: msg`Metre ya da uzun cetvel ve 30 cm’lik cetvel`, quantity: msg`Her gruba 1’er tane` },
      { name: msg`Koruyucu gözlük`, quantity: msg`Her öğrenciye 1 tane` },
      { name: msg`Yere serilecek gazete`, quantity: msg`Birkaç sayfa` },
    ],
    safety: [
      msg`Bilyeyi bırakırken koruyucu gözlük tak; un ve kakao tozu gözüne sıçrayabilir.`,
      msg`Astımı ya da un alerjisi olan öğrenciler tepsiye eğilmez, ölçüm ve yazma görevini alır. Tozu üfleme.`,
      msg`Bilyeyi fırlatma; yalnızca elinden serbest bırak. Sandalyeye ya da masaya çıkma, en yüksek bırakma noktası ayakta göğüs hizası olsun.`,
      msg`Yere düşen bilyeleri hemen topla; üstlerine basan kayar. Yere gazete serin.`,
      msg`Deneyden sonra ellerini yıka; deneyde kullanılan un ve kakao yenmez.`,
    ],
    steps: [
      msg`Tepsiyi yere, gazetelerin üstüne koy. Tepsiye 3–4 cm kalınlığında un koy, yüzeyini cetvelle düzle. Çay süzgeciyle üstüne ince bir kat kakao ele. Bu senin Ay yüzeyin.`,
      msg`Küçük bilyeyi 30 cm yükseklikten tepsinin ortasına doğru bırak. Bilyeyi dikkatle çıkar ve kraterin çapını cetvelle ölç. Tabloya yaz.`,
      msg`Aynı küçük bilyeyi 60 cm ve 100 cm yükseklikten, tepsinin başka yerlerine bırak. Her kraterin çapını ölç ve yaz. Yalnızca yüksekliği değiştirdiğine dikkat et.`,
      msg`Şimdi yüksekliği 60 cm’de sabit tut ve büyük bilyeyi bırak. Kraterin çapını küçük bilyenin 60 cm’deki krateriyle karşılaştır.`,
      msg`Kraterlerin çevresine bak: Kakao tabakasının altından çıkan beyaz un nereye saçılmış? Çizerek not al.`,
      msg`Tepsideki kraterleri Ay’ın bir fotoğrafıyla karşılaştır. Grubunla konuşun: Bu model Ay’ın yüzeyine nasıl benziyor, nasıl benzemiyor?`,
    ],
    observations: [
      msg`Yükseklik arttıkça kraterin çapı nasıl değişti?`,
      msg`Aynı yükseklikte büyük bilye mi, küçük bilye mi daha büyük krater açtı?`,
      msg`Kraterin çevresine saçılan beyaz un neyi gösteriyor?`,
    ],
    conclusion: msg`Daha yüksekten bırakılan, yani yüzeye daha hızlı çarpan bilye daha büyük bir krater açtı. Aynı yükseklikte büyük bilye de daha büyük krater açtı. Çarpma, alttaki malzemeyi çevreye saçtı. Ay’daki kraterler de göktaşlarının çarpmasıyla oluşmuştur. Ay’da atmosfer yok denecek kadar az olduğu için göktaşları yanmadan yüzeye ulaşır; rüzgâr ve yağmur da olmadığı için kraterler çok uzun süre bozulmadan kalır.`,
  },
  questions: [
    {
      id: 'height',
      prompt: msg`Aynı bilye daha yüksekten bırakılınca nasıl bir krater açtı?`,
      options: [msg`Daha küçük`, msg`Daha büyük`, msg`Aynı büyüklükte`],
      correctIndex: 1,
      explanation: msg`Daha yüksekten bırakılan bilye yüzeye daha hızlı çarpar ve daha çok malzemeyi yerinden fırlatır. Bu yüzden daha büyük bir krater açar.`,
      hints: [msg`Tablondaki 30 cm, 60 cm ve 100 cm satırlarını karşılaştır.`, msg`Yükseklik arttıkça bilye yüzeye daha hızlı mı, daha yavaş mı çarpar?`],
    },
    {
      id: 'crater-origin',
      prompt: msg`Ay’daki kraterler nasıl oluşmuştur?`,
      options: [msg`Göktaşlarının çarpmasıyla`, msg`Akarsuların aşındırmasıyla`, msg`Astronotların kazmasıyla`],
      correctIndex: 0,
      explanation: msg`Ay’ın yüzeyine çarpan göktaşları yuvarlak çukurlar açar. Ay’da akarsu yoktur; astronotlar ise yalnızca birkaç kez Ay’a gitmiştir.`,
      hints: [msg`Deneyde kraterleri ne açtı? Gerçekte bunun yerini ne tutar?`, msg`Ay’da akarsu var mı?`],
    },
    {
      id: 'footprints',
      prompt: msg`Astronotların 50 yılı aşkın süre önce Ay’da bıraktığı ayak izleri neden hâlâ duruyor?`,
      options: [msg`Astronotlar çok ağır olduğu için`, msg`İzler sonradan boyandığı için`, msg`Ay’da izleri bozacak rüzgâr ve yağmur olmadığı için`],
      correctIndex: 2,
      explanation: msg`Dünya’da kumdaki bir ayak izini rüzgâr ve yağmur kısa sürede siler. Ay’da atmosfer yok denecek kadar az olduğu için rüzgâr ve yağmur yoktur; izler çok uzun süre kalır.`,
      hints: [msg`Dünya’da kumsaldaki ayak izlerini ne siler?`, msg`Ay’ın atmosferi hakkında ne öğrendin?`],
    },
    {
      id: 'spacesuit',
      prompt: msg`Astronotlar Ay’da neden oksijen tüpü ve özel giysi kullanır?`,
      options: [
        msg`Ay çok kalabalık olduğu için`,
        msg`Ay’da çok yağmur yağdığı için`,
        msg`Ay’da sürekli kar yağdığı için`,
        msg`Ay’da solunacak hava olmadığı ve sıcaklık çok değiştiği için`,
      ],
      correctIndex: 3,
      explanation: msg`Ay’da solunacak hava yoktur. Atmosfer olmadığı için yüzey gündüz çok ısınır, gece çok soğur. Oksijen tüpü ve özel giysi astronotları bunlardan korur.`,
      hints: [msg`Ay’da yağmur ya da kar yağabilir mi?`, msg`İnsanın yaşamak için soluması gereken nedir?`],
    },
    {
      id: 'earth-craters',
      prompt: msg`Dünya’ya da göktaşları düşer ama Ay’daki kadar çok krater görmeyiz. Bunun nedeni nedir?`,
      options: [
        msg`Hava katmanında küçük göktaşları yanar; rüzgâr ve su da eski kraterleri siler.`,
        msg`Dünya göktaşlarını uzağa iter.`,
        msg`Dünya’ya hiç göktaşı düşmez.`,
      ],
      correctIndex: 0,
      explanation: msg`Dünya’nın hava katmanı küçük göktaşlarının çoğunu yakar. Yere ulaşanların açtığı kraterleri de rüzgâr, yağmur, akarsular ve bitkiler zamanla aşındırıp örter.`,
      hints: [msg`Dünya’da olup Ay’da olmayan bir katmanı düşün.`, msg`Ay’daki ayak izleri neden silinmiyordu? Dünya’da durum nasıl?`],
    },
  ],
  activity: {
    kind: 'classify',
    title: msg`Ay’da da var mı?`,
    instructions: msg`Her şeyi düşün. Hem Dünya’da hem Ay’da bulunanları bir gruba, Dünya’da bulunup Ay’da bulunmayanları öbür gruba yerleştir.`,
    categories: [
      { id: 'both', label: msg`Hem Dünya’da hem Ay’da var` },
      { id: 'earth-only', label: msg`Dünya’da var, Ay’da yok` },
    ],
    items: [
      {
        id: 'craters',
        label: msg`Krater`,
        emoji: '🕳️',
        categoryId: 'both',
        explanation: msg`Dünya’da da göktaşı kraterleri vardır, ama çoğu zamanla aşınmıştır. Ay’da ise binlercesi görülür.`,
      },
      {
        id: 'mountains',
        label: msg`Dağlar`,
        emoji: '⛰️',
        categoryId: 'both',
        explanation: msg`Ay’ın yüzeyinde de yüksek dağlar vardır.`,
      },
      {
        id: 'rocks',
        label: msg`Kayalar ve toz`,
        emoji: '🪨',
        categoryId: 'both',
        explanation: msg`Ay’ın yüzeyi kayalar ve ince tozla kaplıdır.`,
      },
      {
        id: 'day-night',
        label: msg`Gece ve gündüz`,
        emoji: '🌗',
        categoryId: 'both',
        explanation: msg`Ay da dönerken yüzeyinin bir yarısı Güneş ışığı alır. Ama Ay’da bir gündüz yaklaşık iki hafta sürer.`,
      },
      {
        id: 'air',
        label: msg`Solunabilir hava`,
        emoji: '🌬️',
        categoryId: 'earth-only',
        explanation: msg`Ay’ın atmosferi yok denecek kadar azdır; solunacak hava yoktur.`,
      },
      {
        id: 'rivers',
        label: msg`Akarsular ve denizler`,
        emoji: '🌊',
        categoryId: 'earth-only',
        explanation: msg`Ay’ın yüzeyinde sıvı su yoktur.`,
      },
      {
        id: 'rain',
        label: msg`Yağmur ve rüzgâr`,
        emoji: '🌧️',
        categoryId: 'earth-only',
        explanation: msg`Hava olmadığı için Ay’da yağmur yağmaz, rüzgâr esmez.`,
      },
      {
        id: 'life',
        label: msg`Bitkiler ve hayvanlar`,
        emoji: '🌳',
        categoryId: 'earth-only',
        explanation: msg`Hava ve sıvı su olmadığı için bildiğimiz canlılar Ay’da yaşayamaz.`,
      },
    ],
  },
  worksheet: {
    title: msg`Krater Deneyi Çalışma Sayfası`,
    instructions: msg`Her bırakışta kraterin çapını ölç ve tabloya yaz. Sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`Bu deneyde hangi değişkenleri değiştirdin, hangilerini aynı tuttun?`, lines: 3 },
      { prompt: msg`Modelin Ay’ın yüzeyine benzeyen ve benzemeyen yönlerini yaz.`, lines: 3 },
      { prompt: msg`Ay’da bir üs kurulsaydı insanların yanlarında götürmesi gereken üç şeyi ve nedenini yaz.`, lines: 3 },
    ],
    table: {
      caption: msg`Krater ölçümleri`,
      columns: [msg`Bilye`, msg`Bırakma yüksekliği (cm)`, msg`Krater çapı (cm)`],
      rows: 4,
    },
  },
  story: {
    title: msg`Fındık’ın Ay Haritası`,
    paragraphs: [
      msg`Sincap Fındık, Baykuş Nine’nin dürbünüyle dolunaya bakıyordu. “Ay’ın yüzü çil çil olmuş!” dedi. Baykuş Nine güldü: “Onlar çil değil, krater. Ay’a çarpan göktaşlarının açtığı çukurlar.”`,
      msg`“Peki bizim ormanda neden krater yok?” diye sordu Fındık. “Dünya’yı saran hava katmanı küçük göktaşlarını yakar,” dedi Baykuş Nine. “Düşenlerin açtığı çukurları da yağmur, rüzgâr ve bitkiler zamanla örter.”`,
      msg`Ertesi gün Fındık, un dolu bir kabın içine palamutlar bıraktı. Yükseklerden bıraktığı palamutlar kocaman çukurlar açtı, çevrelerine un saçıldı. Fındık her çukurun genişliğini bir dal parçasıyla ölçüp not aldı.`,
      msg`Akşam bir rüzgâr çıktı ve kabın üstüne yapraklar, toz doldu. Sabah çukurların yarısı silinmişti. Fındık gülümsedi: “Ay’da bu rüzgâr olmadığı için kraterler hâlâ orada. Ay, gökyüzünde duran bir anı defteri gibi!”`,
    ],
    lesson: msg`Ay’daki kraterler göktaşlarının çarpmasıyla oluşmuştur. Ay’da atmosfer, rüzgâr ve su olmadığı için kraterler çok uzun süre bozulmadan kalır; aynı nedenle bildiğimiz canlılar Ay’da yaşayamaz.`,
  },
};
