import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Temmuzda denize girer, ocakta kartopu oynarız. Pek çok kişi bunun nedeninin Dünya’nın yazın Güneş’e yaklaşması olduğunu sanır. Oysa Dünya, Güneş’e en yakın konumuna ocak ayının başında gelir; o sırada Türkiye’de kış yaşanır. Mevsimlerin asıl nedeni Dünya’nın eksen eğikliğidir.`,
    sections: [
      {
        heading: msg`Eksen eğikliği ve dolanma hareketi`,
        paragraphs: [
          msg`Dünya’nın dönme ekseni, Güneş çevresinde dolandığı yörünge düzlemine dik değildir; bu dik doğrultuyla yaklaşık 23° 27′ açı yapar. Eksen, dolanma boyunca uzayda hep aynı yönü, Kutup Yıldızı’nı gösterir.`,
          msg`Bu yüzden yılın bir bölümünde Kuzey Yarım Küre Güneş’e doğru, bir bölümünde Güneş’ten uzağa doğru eğik durur. Eksen eğik olmasaydı bir yerdeki güneş ışınlarının geliş açısı yıl boyunca pek değişmez, belirgin mevsimler oluşmazdı.`,
        ],
      },
      {
        heading: msg`Güneş ışınlarının geliş açısı`,
        paragraphs: [
          msg`Güneş ışınları bir yüzeye dik geldiğinde enerjileri küçük bir alana toplanır. Eğik geldiğinde aynı miktardaki enerji daha geniş bir alana yayılır. Bu nedenle dik gelen ışınlarda birim yüzeye düşen enerji daha fazladır ve yüzey daha çok ısınır.`,
          msg`Yaz mevsimini yaşayan yarım kürede ışınlar daha dik açıyla gelir ve gündüzler gecelerden uzundur; yüzey hem daha fazla enerji alır hem de daha uzun süre ısınır. Kış mevsimini yaşayan yarım kürede ise ışınlar daha eğik gelir ve gündüzler kısadır.`,
        ],
      },
      {
        heading: msg`Yılın dört önemli tarihi`,
        paragraphs: [
          msg`21 Haziran’da güneş ışınları Yengeç Dönencesi’ne dik gelir. Kuzey Yarım Küre’de en uzun gündüz yaşanır ve yaz başlar; Güney Yarım Küre’de ise kış başlar. 21 Aralık’ta ışınlar Oğlak Dönencesi’ne dik gelir; Kuzey Yarım Küre’de en uzun gece yaşanır ve kış başlar. Bu iki tarihe gündönümü denir.`,
          msg`21 Mart ve 23 Eylül’de ışınlar Ekvator’a dik gelir ve Dünya’nın her yerinde gece ile gündüz yaklaşık eşit olur. Bu tarihlere ekinoks (gece-gündüz eşitliği) denir. Kuzey Yarım Küre’de 21 Mart’ta ilkbahar, 23 Eylül’de sonbahar başlar. İki yarım kürede mevsimler her zaman birbirinin tersidir.`,
        ],
      },
      {
        heading: msg`Hava olayları ve iklim`,
        paragraphs: [
          msg`Rüzgâr, yağmur, kar, dolu, sis, sıcaklık ve nem gibi kısa sürede değişen atmosfer olaylarına hava olayları denir. Hava olaylarını inceleyen bilim dalı meteorolojidir; bu alanda çalışan uzmanlara meteorolog denir. Hava durumu tahminleri günlük ya da haftalık yapılır.`,
          msg`Geniş bir bölgede uzun yıllar boyunca (30–35 yıl gibi) gözlenen hava olaylarının ortalamasına iklim denir. İklimi inceleyen bilim dalı iklim bilimi (klimatoloji), bu alanda çalışan uzmanlar iklim bilimcidir (klimatolog).`,
          msg`“Yarın Ankara’da kar yağacak.” bir hava durumu bilgisidir. “Karadeniz kıyılarında her mevsim bol yağış düşer.” ise bir iklim özelliğidir.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Eksen eğikliği`, definition: msg`Dünya’nın dönme ekseninin, yörünge düzlemine dik doğrultuyla yaklaşık 23° 27′ açı yapması.` },
      {
        term: msg`Birim yüzeye düşen enerji`,
        definition: msg`Güneş’ten gelen enerjinin bir yüzeyin her bir parçasına düşen payı; ışınlar dik geldikçe artar.`,
      },
      {
        term: msg`Gündönümü`,
        definition: msg`Güneş ışınlarının dönencelere dik geldiği, en uzun gündüzün ya da en uzun gecenin yaşandığı tarihler: 21 Haziran ve 21 Aralık.`,
      },
      { term: msg`Ekinoks`, definition: msg`Güneş ışınlarının Ekvator’a dik geldiği, gece ile gündüzün eşit olduğu tarihler: 21 Mart ve 23 Eylül.` },
      { term: msg`Hava olayları`, definition: msg`Kısa sürede değişen rüzgâr, yağış, sıcaklık ve nem gibi atmosfer olayları.` },
      { term: msg`İklim`, definition: msg`Geniş bir bölgede uzun yıllar boyunca gözlenen hava olaylarının ortalaması.` },
    ],
  },
  procedure: {
    goal: msg`Işığın bir yüzeye geliş açısının birim yüzeye düşen enerjiyi nasıl değiştirdiğini ölçmek ve mevsimlerin oluşumunu modellemek.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Pilli el feneri`, quantity: msg`1 tane` },
      { name: msg`Boş tuvalet kâğıdı rulosu (ışığı daraltmak için)`, quantity: msg`1 tane` },
      { name: msg`Kareli kâğıt (1 cm’lik kareler)`, quantity: msg`3 tabaka` },
      { name: msg`İletki (açıölçer) ve cetvel`, quantity: msg`1’er tane` },
      { name: msg`Ekseni eğik, dönebilen Dünya küresi`, quantity: msg`1 tane` },
      { name: msg`Renkli kalemler ve bant`, quantity: msg`1 takım` },
    ],
    safety: [
      msg`El fenerini kimsenin gözüne doğrultma.`,
      msg`Deneyi gerçek güneş ışığıyla tekrarlarsan Güneş’e asla doğrudan bakma.`,
      msg`Yalnızca pilli el feneri kullan; prize takılan lambalar, özellikle halojen lambalar çok ısınır.`,
      msg`Oda karanlıkken yavaş hareket et, yerdeki eşyalara takılma.`,
    ],
    steps: [
      msg`Tahmin et: Fener kâğıda dik tutulduğunda mı, eğik tutulduğunda mı ışık daha geniş bir alana yayılır? Aydınlanan yer hangi durumda daha parlak görünür? Tahminini yaz.`,
      msg`Tuvalet kâğıdı rulosunu fenerin ucuna bantla; böylece ışık dar bir demet hâlinde çıksın.`,
      msg`Odayı karart. Feneri kareli kâğıda tam dik (90°) tut; rulonun ucu kâğıda değsin. Aydınlanan bölgenin kenarını kalemle çiz ve içindeki kareleri say.`,
      msg`Fenerin kâğıtla yaptığı açıyı iletkiyle 60° yap. Rulonun ucu yine kâğıda değsin. Aydınlanan bölgeyi başka bir renkle çiz ve kareleri say.`,
      msg`Aynı ölçümü 30° için tekrarla. Üç ölçümü tabloya yaz ve aydınlanan bölgelerin parlaklığını karşılaştır.`,
      msg`Bir arkadaşın feneri masanın ortasında tutsun ve ışığı hep küreye çevirsin. Küreyi, ekseni hep aynı yöne eğik kalacak biçimde fenerin çevresinde dolaştır. Kuzey Yarım Küre’nin fenere doğru eğik olduğu konumda ve öbür taraftaki konumda Türkiye’ye ışığın nasıl geldiğini karşılaştır.`,
    ],
    observations: [
      msg`Fener eğikleştikçe aydınlanan alan nasıl değişti?`,
      msg`Hangi açıda aydınlanan bölge en parlaktı?`,
      msg`Küre fenerin çevresinde dolaşırken Türkiye’ye gelen ışığın açısı nasıl değişti?`,
    ],
    conclusion: msg`Fenerden çıkan ışık miktarı hep aynıydı. Fener eğikleştikçe bu ışık daha çok kareye yayıldı ve her kareye düşen ışık azaldı. Güneş ışınları da dik geldiğinde birim yüzeye daha çok enerji düşer. Dünya’nın ekseni eğik olduğu için dolanma boyunca bir yarım küreye ışınlar daha dik, öbürüne daha eğik gelir; böylece mevsimler oluşur. Mevsimlerin nedeni Dünya’nın Güneş’e uzaklığı değil, eksen eğikliği ve dolanma hareketidir.`,
  },
  questions: [
    {
      id: 'season-cause',
      prompt: msg`Mevsimlerin oluşmasının temel nedeni hangisidir?`,
      options: [
        msg`Dünya’nın Güneş’e bazen yaklaşıp bazen uzaklaşması`,
        msg`Dünya’nın eksen eğikliği ve Güneş çevresinde dolanması`,
        msg`Dünya’nın kendi ekseni etrafında dönmesi`,
        msg`Ay’ın Dünya çevresinde dolanması`,
      ],
      correctIndex: 1,
      explanation: msg`Eksen eğik olduğu için Dünya, Güneş çevresinde dolanırken bir yarım küreye ışınlar daha dik, öbürüne daha eğik gelir. Dünya Güneş’e en yakın konumuna ocakta gelir; o sırada Kuzey Yarım Küre’de kış yaşanır.`,
      hints: [
        msg`Dünya, Güneş’e en yakın konumuna ocak başında gelir. O sırada Türkiye’de hangi mevsim yaşanır?`,
        msg`Deneyde küreyi fenerin çevresinde dolaştırırken eksenin yönüne dikkat ettin mi? Türkiye’ye gelen ışığın açısı değişti mi?`,
      ],
    },
    {
      id: 'angle-energy',
      prompt: msg`Deneyde fener kâğıda 90°, 60° ve 30° açıyla tutuldu. Her bir kareye düşen ışık en çok hangi durumda olur?`,
      options: [msg`30°`, msg`60°`, msg`90°`, msg`Üçünde de aynıdır`],
      correctIndex: 2,
      explanation: msg`Fener dik tutulduğunda ışık en az kareye yayılır; aynı ışık daha küçük bir alana toplandığı için her kareye düşen pay en büyüktür. Güneş ışınları için de birim yüzeye düşen enerji, ışınlar dik geldiğinde en fazladır.`,
      hints: [msg`Aynı miktardaki ışık hangi durumda en az kareye yayıldı?`, msg`Bir pastayı daha az kişiye bölersen her kişiye düşen dilim ne olur?`],
    },
    {
      id: 'june-21',
      prompt: msg`21 Haziran’da aşağıdakilerden hangisi gerçekleşir?`,
      options: [
        msg`Güney Yarım Küre’de yaz başlar.`,
        msg`Güneş ışınları Ekvator’a dik gelir.`,
        msg`Kuzey Yarım Küre’de en uzun gece yaşanır.`,
        msg`Kuzey Yarım Küre’de en uzun gündüz yaşanır.`,
      ],
      correctIndex: 3,
      explanation: msg`21 Haziran’da Kuzey Yarım Küre Güneş’e doğru eğiktir ve ışınlar Yengeç Dönencesi’ne dik gelir. Kuzey Yarım Küre’de en uzun gündüz yaşanır, yaz başlar; Güney Yarım Küre’de ise kış başlar.`,
      hints: [
        msg`Türkiye Kuzey Yarım Küre’dedir. Haziranın sonunda okullar kapanır ve hava ısınır.`,
        msg`Bu tarihte Kuzey Yarım Küre Güneş’e doğru eğiktir. Bu durum gündüzlerin süresini nasıl etkiler?`,
      ],
    },
    {
      id: 'opposite-seasons',
      prompt: msg`Türkiye’de kış yaşanırken Avustralya’da hangi mevsim yaşanır?`,
      options: [msg`Yaz`, msg`Kış`, msg`İlkbahar`, msg`Sonbahar`],
      correctIndex: 0,
      explanation: msg`Avustralya Güney Yarım Küre’dedir. Kuzey Yarım Küre Güneş’ten uzağa eğikken Güney Yarım Küre Güneş’e doğru eğiktir; iki yarım kürede mevsimler her zaman terstir.`,
      hints: [msg`Avustralya hangi yarım kürede?`, msg`Bir yarım küre Güneş’ten uzağa eğikken öbür yarım küre nasıl durur?`],
    },
    {
      id: 'weather-or-climate',
      prompt: msg`Aşağıdakilerden hangisi iklimle ilgili bir bilgidir?`,
      options: [
        msg`Bugün İzmir’de rüzgâr kuzeyden esiyor.`,
        msg`Yarın Erzurum’da kar yağışı bekleniyor.`,
        msg`Akdeniz kıyılarında yazlar uzun yıllardır sıcak ve kurak geçer.`,
        msg`Bu akşam Ankara’da sıcaklık 5 °C’ye düşecek.`,
      ],
      correctIndex: 2,
      explanation: msg`İklim, geniş bir bölgede uzun yıllar boyunca gözlenen hava olaylarının ortalamasıdır. Öteki seçenekler kısa süreli hava olaylarını anlatır.`,
      hints: [
        msg`Hava olayları kısa sürede değişir; iklim ise uzun yılların ortalamasıdır.`,
        msg`Hangi ifade bir günü ya da birkaç saati değil, uzun yılları anlatıyor?`,
      ],
    },
    {
      id: 'climatologist',
      prompt: msg`Bir bölgenin iklimini uzun yıllar boyunca inceleyen uzmana ne ad verilir?`,
      options: [msg`Meteorolog`, msg`Klimatolog`, msg`Astronom`, msg`Jeolog`],
      correctIndex: 1,
      explanation: msg`İklimi inceleyen bilim dalı iklim bilimi (klimatoloji), bu alanda çalışan uzman da iklim bilimcidir (klimatolog). Meteorolog ise günlük hava olaylarını inceler ve hava durumu tahmini yapar.`,
      hints: [
        msg`Günlük hava durumunu tahmin eden uzman ile iklimi inceleyen uzman farklıdır.`,
        msg`İklim biliminin öbür adını hatırla; uzmanın adı da ondan türer.`,
      ],
    },
  ],
  activity: {
    kind: 'classify',
    title: msg`Hava olayı mı, iklim mi?`,
    instructions: msg`Her cümleyi oku. Kısa süreli bir hava olayını mı, yoksa uzun yılların ortalaması olan iklimi mi anlatıyor? Doğru gruba yerleştir.`,
    categories: [
      { id: 'weather', label: msg`Hava olayı` },
      { id: 'climate', label: msg`İklim` },
    ],
    items: [
      {
        id: 'trabzon-rain',
        label: msg`Bu sabah Trabzon’da sağanak yağmur yağdı.`,
        emoji: '🌧️',
        categoryId: 'weather',
        explanation: msg`Tek bir sabah yaşanan yağış, kısa süreli bir hava olayıdır.`,
      },
      {
        id: 'black-sea',
        label: msg`Karadeniz kıyılarında her mevsim bol yağış düşer.`,
        emoji: '🌲',
        categoryId: 'climate',
        explanation: msg`Uzun yıllar boyunca tekrar eden yağış düzeni bölgenin iklimini anlatır.`,
      },
      {
        id: 'konya-wind',
        label: msg`Yarın Konya’da rüzgâr saatte 40 km hızla esecek.`,
        emoji: '💨',
        categoryId: 'weather',
        explanation: msg`Bir güne ait rüzgâr tahmini hava durumu bilgisidir.`,
      },
      {
        id: 'central-anatolia',
        label: msg`İç Anadolu’da yazlar sıcak ve kurak, kışlar soğuk ve kar yağışlıdır.`,
        emoji: '🌾',
        categoryId: 'climate',
        explanation: msg`Mevsimlerin yıllardır süren genel özellikleri iklimi anlatır.`,
      },
      {
        id: 'bursa-hail',
        label: msg`Dün öğleden sonra Bursa’da dolu yağdı.`,
        emoji: '🧊',
        categoryId: 'weather',
        explanation: msg`Birkaç saat süren dolu yağışı bir hava olayıdır.`,
      },
      {
        id: 'mediterranean',
        label: msg`Akdeniz kıyılarında kışlar ılık ve yağışlı geçer.`,
        emoji: '🍊',
        categoryId: 'climate',
        explanation: msg`Kışların her yıl ılık ve yağışlı geçmesi Akdeniz ikliminin bir özelliğidir.`,
      },
      {
        id: 'istanbul-fog',
        label: msg`Bu hafta sonu İstanbul’da sis bekleniyor.`,
        emoji: '🌫️',
        categoryId: 'weather',
        explanation: msg`Birkaç günlük sis tahmini hava durumu bilgisidir.`,
      },
      {
        id: 'east-anatolia',
        label: msg`Doğu Anadolu’da kışlar uzun yıllardır çok soğuk ve karlı geçer.`,
        emoji: '❄️',
        categoryId: 'climate',
        explanation: msg`Uzun yıllar boyunca gözlenen kış özellikleri bölgenin iklimini gösterir.`,
      },
    ],
  },
  worksheet: {
    title: msg`Işığın Geliş Açısı Çalışma Sayfası`,
    instructions: msg`Her açıda aydınlanan kareleri say ve tabloya yaz. Sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`Deneyden önceki tahminin doğru çıktı mı? Ölçümlerinle açıkla.`, lines: 2 },
      { prompt: msg`Fenerin kâğıtla yaptığı açı küçüldükçe her kareye düşen ışık nasıl değişti? Bunu güneş ışınları ve mevsimlerle ilişkilendir.`, lines: 3 },
      { prompt: msg`“Yazın Dünya Güneş’e yaklaştığı için hava sıcak olur.” diyen bir arkadaşına nasıl cevap verirsin?`, lines: 3 },
      { prompt: msg`Yaşadığın yerle ilgili bir hava olayı ve bir iklim özelliği yaz.`, lines: 2 },
    ],
    table: {
      caption: msg`Fenerin açısı ve aydınlanan alan`,
      columns: [msg`Fenerin kâğıtla yaptığı açı`, msg`Aydınlanan kare sayısı`, msg`Parlaklık (çok / orta / az)`],
      rows: 3,
    },
  },
  story: {
    title: msg`Fındık ve Avustralya’dan Gelen Fotoğraf`,
    paragraphs: [
      msg`Aralık ayıydı. Sincap Fındık, kar yağan ormanda atkısına sarınmış, Avustralya’daki mektup arkadaşı Kanguru Kiki’nin gönderdiği fotoğrafa bakıyordu. Kiki kumsalda, güneş şapkasıyla dondurma yiyordu!`,
      msg`“Nasıl olur?” diye şaşırdı Fındık. “Aynı gün ben üşüyorum, o terliyor!” Baykuş Nine elinde bir el feneri ve bir küreyle yanına geldi. “Gel, birlikte bakalım,” dedi.`,
      msg`Baykuş Nine feneri yaktı ve küreyi, ekseni eğik kalacak biçimde fenerin çevresinde dolaştırdı. “Dünya’nın ekseni eğiktir ve hep aynı yönü gösterir,” dedi. “Aralıkta Güney Yarım Küre Güneş’e doğru eğik durur; ışınlar oraya daha dik gelir. Bizim yarım küremiz ise Güneş’ten uzağa eğiktir; ışınlar bize eğik gelir.”`,
      msg`Fındık feneri bir kâğıda önce dik, sonra eğik tuttu. Eğik tutunca ışık kocaman bir alana yayıldı ve soluklaştı. “Aynı ışık daha geniş bir yere dağılınca her yere az düşüyor,” dedi. “Bizim kışımız bu yüzden soğuk!”`,
      msg`O akşam Fındık, Kiki’ye bir mektup yazdı: “Haziranda sıra bizde. O zaman ben dondurma yiyeceğim, sen atkına sarılacaksın!” Mektubun altına da bir not ekledi: “Mesele uzaklık değil, eğiklik.”`,
    ],
    lesson: msg`Mevsimler, Dünya’nın eksen eğikliği ve Güneş çevresinde dolanması sonucunda güneş ışınlarının geliş açısının değişmesiyle oluşur. İki yarım kürede mevsimler birbirinin tersidir.`,
  },
};
