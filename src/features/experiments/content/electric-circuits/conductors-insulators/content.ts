import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Bir elektrik kablosunu dikkatle incelersen içinde parlak bakır teller, dışında ise renkli plastik bir kılıf görürsün. Neden iki farklı madde kullanılır? Çünkü bazı maddeler elektriği kolayca iletir, bazıları ise iletmez. Bu deneyde maddeleri pilli bir test devresiyle tek tek sınayacaksın.`,
    sections: [
      {
        heading: msg`İletkenler ve yalıtkanlar`,
        paragraphs: [
          msg`Elektrik akımını ileten maddelere elektriksel iletken denir. Bakır, alüminyum ve demir gibi metaller ile kurşun kalemin içindeki grafit iletkendir. Bu maddeler test devresine bağlanınca ampul yanar.`,
          msg`Elektrik akımını iletmeyen maddelere elektriksel yalıtkan denir. Plastik, lastik, tahta, cam, kâğıt ve kuru hava yalıtkandır. Bu maddeler test devresine bağlanınca ampul yanmaz.`,
          msg`Saf su elektriği çok az iletir. Ama musluk suyunda ve vücudumuzdaki sıvılarda çözünmüş maddeler bulunduğu için bunlar elektriği iletir. Bu yüzden ıslak elle elektrikli araçlara ve prizlere dokunmak çok tehlikelidir.`,
        ],
      },
      {
        heading: msg`Günlük yaşamda iletkenler ve yalıtkanlar`,
        paragraphs: [
          msg`Kabloların içi iletken bakırdan, dışı yalıtkan plastikten yapılır: akım bakırın içinden geçer, plastik kılıf bizi elektrik çarpmasından korur. Fişlerin ve prizlerin gövdesi plastik, içlerindeki bağlantı parçaları ise metaldir.`,
          msg`Elektrik direklerindeki teller, direğe cam ya da porselen yalıtkanlarla tutturulur. Elektrikçilerin kullandığı tornavidaların sapları ve koruyucu eldivenler de yalıtkan maddelerden yapılır.`,
        ],
      },
      {
        heading: msg`Elektriksel direnç`,
        paragraphs: [
          msg`İletkenlerin hepsi elektriği aynı kolaylıkla iletmez. Bir maddenin elektrik akımının geçişine karşı gösterdiği zorluğa elektriksel direnç denir. Devredeki direnç arttıkça devreden geçen akım azalır ve ampul daha sönük yanar.`,
          msg`Bir iletkenin direnci üç şeye bağlıdır. İletkenin boyu uzadıkça direnci artar. İletken kalınlaştıkça, yani kesit alanı büyüdükçe direnci azalır. İletkenin yapıldığı madde değişince de direnci değişir: aynı boy ve kalınlıktaki bakır telin direnci, grafit kalem ucununkinden çok daha küçüktür.`,
          msg`Kurşun kalemin ucu adına rağmen kurşun içermez. Grafit ile kilin karışımından yapılır; grafit iletkendir ama direnci metallerden büyüktür.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Elektriksel iletken`, definition: msg`Elektrik akımını ileten madde; örneğin bakır.` },
      { term: msg`Elektriksel yalıtkan`, definition: msg`Elektrik akımını iletmeyen madde; örneğin plastik.` },
      { term: msg`Elektriksel direnç`, definition: msg`Bir maddenin elektrik akımının geçişine karşı gösterdiği zorluk.` },
      { term: msg`Kesit alanı`, definition: msg`Bir telin enine kesildiğinde görülen yüzeyin büyüklüğü; tel kalınlaştıkça büyür.` },
      { term: msg`Grafit`, definition: msg`Kurşun kalem ucunun yapıldığı, elektriği ileten siyah madde.` },
    ],
  },
  procedure: {
    goal: msg`Maddeleri pilli bir test devresiyle sınayıp iletken ve yalıtkan olarak gruplamak; kurşun kalem ucunun boyunun direnci ve ampulün parlaklığını nasıl değiştirdiğini gözlemek.`,
    durationMinutes: 45,
    materials: [
      { name: msg`1,5 V kalem pil ve ikili pil yatağı`, quantity: msg`2 pil, 1 yatak` },
      { name: msg`3,5 V’luk küçük ampul ve duyu`, quantity: msg`1’er tane` },
      { name: msg`Timsah uçlu bağlantı kablosu`, quantity: msg`3 tane` },
      {
        name: msg`Test maddeleri: ataş, alüminyum folyo, demir çivi, bakır tel, silgi, plastik cetvel, tahta çubuk, kâğıt, cam bilye, lastik bant`,
        quantity: msg`1’er tane`,
      },
      { name: msg`Kalın mekanik kalem ucu (2 mm, 2B)`, quantity: msg`1 tane` },
      { name: msg`Cetvel`, quantity: msg`1 tane` },
    ],
    safety: [
      msg`Deneyi yalnızca pillerle yap. Kabloları, kalem ucunu ya da herhangi bir metali asla prize sokma; şehir elektriği öldürücü olabilir.`,
      msg`Pilin iki ucunu arada ampul olmadan doğrudan birleştirme; bu kısa devredir, pil ve kablolar ısınır.`,
      msg`Ampule yazan voltajdan fazla pil bağlama. Kalem ucunu devrede uzun süre tutma; ısınabilir.`,
      msg`Kalem ucu kolay kırılır. Kırılan parçaları topla ve ağzına alma. Islak elle çalışma.`,
    ],
    steps: [
      msg`İki pili, birinin artı ucu diğerinin eksi ucuna gelecek şekilde pil yatağına yerleştir. Birinci kabloyla pilin bir ucunu ampule bağla.`,
      msg`İkinci kabloyu ampulün boşta kalan ucuna, üçüncü kabloyu pilin boşta kalan ucuna bağla. Bu iki kablonun serbest timsah uçları senin test uçların olacak.`,
      msg`Test uçlarını birbirine değdir. Ampul yanıyorsa devren çalışıyor demektir. Sonra uçları ayır.`,
      msg`Her maddeyi sınamadan önce iletken mi, yalıtkan mı olduğunu tahmin et ve tabloya yaz.`,
      msg`Test uçlarını maddenin iki ucuna tuttur. Ampul yanıyor mu? Sonucu tabloya yaz.`,
      msg`Kalem ucunu cetvelin yanına koy. Test uçlarından birini kalem ucunun bir ucuna tuttur, diğerini 2 cm uzağına tuttur. Ampulün parlaklığına 1 (çok sönük) ile 5 (çok parlak) arasında puan ver.`,
      msg`İkinci test ucunu 4 cm, 6 cm ve 8 cm uzağa kaydır. Her seferinde parlaklığı puanla ve yaz. Fark küçük olabilir; ampulü gölgede gözle ve test ucunu 2 cm ile 8 cm arasında birkaç kez ileri geri kaydırarak karşılaştır.`,
    ],
    observations: [
      msg`Hangi maddeler devreye bağlanınca ampul yandı? Bu maddelerin ortak özelliği ne?`,
      msg`Kurşun kalem ucu metal olmadığı hâlde elektriği iletti mi?`,
      msg`Test uçları arasındaki kalem ucu uzadıkça ampul nasıl yandı?`,
    ],
    conclusion: msg`Metaller ve grafit elektriği iletir ve ampulü yakar; plastik, tahta, cam, kâğıt ve lastik elektriği iletmez. Test uçları arasında kalan kalem ucu uzadıkça ampul sönükleşir. Çünkü uzun iletkenin direnci daha büyüktür ve devreden daha az akım geçer.`,
  },
  questions: [
    {
      id: 'pencil-lead',
      prompt: msg`Test devresinin uçları arasına hangisi konursa ampul yanar?`,
      options: [msg`Silgi`, msg`Plastik cetvel`, msg`Kurşun kalem ucu`, msg`Tahta çubuk`],
      correctIndex: 2,
      explanation: msg`Kurşun kalem ucu grafitten yapılır ve grafit elektriği iletir. Silgi, plastik ve tahta yalıtkandır.`,
      hints: [
        msg`Ampulün yanması için test uçları arasındaki madde elektriği iletmelidir.`,
        msg`Deneyinde metal olmadığı hâlde ampulü yakan bir madde vardı. Hangisiydi?`,
      ],
    },
    {
      id: 'cable',
      prompt: msg`Elektrik kablolarının dışının plastikle kaplanmasının nedeni nedir?`,
      options: [
        msg`Kablo daha renkli görünsün diye`,
        msg`Plastik yalıtkan olduğu için bizi elektrik çarpmasından korusun diye`,
        msg`Plastik elektriği bakırdan daha iyi ilettiği için`,
      ],
      correctIndex: 1,
      explanation: msg`Akım kablonun içindeki iletken bakırdan geçer. Dıştaki plastik yalıtkandır; elektriği iletmediği için kabloya dokunan kişiyi korur.`,
      hints: [
        msg`Kablonun içinde ve dışında farklı maddeler var. Hangisi elektriği iletiyor?`,
        msg`Test devresinde plastik cetveli sınadığında ampul yandı mı?`,
      ],
    },
    {
      id: 'longer-lead',
      prompt: msg`Test uçları arasındaki kalem ucunun boyu 2 cm’den 8 cm’ye çıkarılırsa ampul nasıl yanar?`,
      options: [msg`Daha parlak`, msg`Aynı parlaklıkta`, msg`Daha sönük`],
      correctIndex: 2,
      explanation: msg`İletkenin boyu uzadıkça direnci artar. Direnç artınca devreden geçen akım azalır ve ampul daha sönük yanar.`,
      hints: [msg`İletkenin boyu ile direnci arasında nasıl bir ilişki vardı?`, msg`Direnç artınca devreden geçen akım artar mı, azalır mı?`],
    },
    {
      id: 'thicker-wire',
      prompt: msg`Aynı maddeden yapılmış, aynı uzunlukta ince ve kalın iki telden hangisinin direnci daha küçüktür?`,
      options: [msg`İnce telin`, msg`Kalın telin`, msg`İkisinin direnci eşittir`],
      correctIndex: 1,
      explanation: msg`Kesit alanı büyüdükçe direnç azalır. Kalın telde akımın geçebileceği yol daha geniştir; bu yüzden kalın telin direnci daha küçüktür.`,
      hints: [
        msg`Bu sorudaki iki tel yalnızca kalınlıklarıyla birbirinden farklı.`,
        msg`Bir kalabalığın dar bir kapıdan mı, geniş bir kapıdan mı daha kolay geçtiğini düşün.`,
      ],
    },
    {
      id: 'wet-hands',
      prompt: msg`Islak elle elektrikli bir araca dokunmak neden tehlikelidir?`,
      options: [
        msg`Musluk suyu ve vücudumuz elektriği iletir.`,
        msg`Su elektriği tamamen durdurur ve alet bozulur.`,
        msg`Islak eller yalnızca alete zarar verir, bize zarar vermez.`,
      ],
      correctIndex: 0,
      explanation: msg`Musluk suyunda çözünmüş maddeler vardır ve bu su elektriği iletir. Vücudumuz da iletkendir. Islak elle dokunulduğunda akım vücudumuzdan kolayca geçebilir.`,
      hints: [msg`Musluk suyu saf değildir; içinde çözünmüş maddeler bulunur.`, msg`Elektriği ileten bir madde sana değerse akım nereye gidebilir?`],
    },
    {
      id: 'resistance',
      prompt: msg`Bir maddenin elektrik akımının geçişine karşı gösterdiği zorluğa ne ad verilir?`,
      options: [msg`Yalıtkanlık`, msg`Pil`, msg`Anahtar`, msg`Elektriksel direnç`],
      correctIndex: 3,
      explanation: msg`Elektrik akımının geçişine karşı gösterilen zorluğa elektriksel direnç denir. Direnç arttıkça akım azalır.`,
      hints: [
        msg`Bu özellik iletkenlerde de vardır; iletkenler elektriği farklı kolaylıkla iletir.`,
        msg`Kalem ucunu uzattığında ampulün sönükleşmesine neden olan özelliği düşün.`,
      ],
    },
  ],
  activity: {
    kind: 'classify',
    title: msg`İletken mi, yalıtkan mı?`,
    instructions: msg`Her nesneye dokun, sonra doğru kutuya dokun. İstersen nesneyi sürükleyip kutuya da bırakabilirsin.`,
    categories: [
      { id: 'conductor', label: msg`Elektriği iletir (iletken)` },
      { id: 'insulator', label: msg`Elektriği iletmez (yalıtkan)` },
    ],
    items: [
      { id: 'paper-clip', label: msg`Ataş`, emoji: '📎', categoryId: 'conductor', explanation: msg`Ataş metalden yapılır; metaller elektriği iletir.` },
      {
        id: 'coin',
        label: msg`Madeni para`,
        emoji: '🪙',
        categoryId: 'conductor',
        explanation: msg`Madeni paralar metal alaşımlardan yapılır ve elektriği iletir.`,
      },
      { id: 'key', label: msg`Metal anahtar`, emoji: '🔑', categoryId: 'conductor', explanation: msg`Anahtar metaldir; test devresinde ampulü yakar.` },
      {
        id: 'pencil-lead',
        label: msg`Kurşun kalem ucu`,
        emoji: '✏️',
        categoryId: 'conductor',
        explanation: msg`Kalem ucu grafitten yapılır; grafit metal olmadığı hâlde elektriği iletir.`,
      },
      {
        id: 'rubber-glove',
        label: msg`Lastik eldiven`,
        emoji: '🧤',
        categoryId: 'insulator',
        explanation: msg`Lastik elektriği iletmez; elektrikçiler bu yüzden özel yalıtkan eldiven kullanır.`,
      },
      {
        id: 'ruler',
        label: msg`Plastik cetvel`,
        emoji: '📏',
        categoryId: 'insulator',
        explanation: msg`Plastik elektriği iletmez; kabloların kılıfı da plastiktir.`,
      },
      { id: 'wooden-block', label: msg`Kuru tahta`, emoji: '🪵', categoryId: 'insulator', explanation: msg`Kuru tahta elektriği iletmez.` },
      {
        id: 'glass-jar',
        label: msg`Cam kavanoz`,
        emoji: '🫙',
        categoryId: 'insulator',
        explanation: msg`Cam elektriği iletmez; elektrik direklerinde yalıtkan olarak kullanılır.`,
      },
      { id: 'paper', label: msg`Kuru kâğıt`, emoji: '📄', categoryId: 'insulator', explanation: msg`Kuru kâğıt elektriği iletmez.` },
    ],
  },
  worksheet: {
    title: msg`İletken mi, Yalıtkan mı? Çalışma Sayfası`,
    instructions: msg`Her maddeyi sınamadan önce tahminini yaz, sonra sonucu tabloya işle.`,
    tasks: [
      { prompt: msg`Kurduğun test devresinin şemasını devre sembolleriyle çiz.`, lines: 5 },
      { prompt: msg`Kalem ucunun 2, 4, 6 ve 8 cm’lik boyları için verdiğin parlaklık puanlarını yaz. Boy ile parlaklık arasındaki ilişkiyi açıkla.`, lines: 4 },
      { prompt: msg`Bir elektrik kablosunda iletken ve yalıtkan maddeler nerede ve hangi amaçla kullanılır?`, lines: 3 },
    ],
    table: {
      caption: msg`Madde sınama tablom`,
      columns: [msg`Madde`, msg`Tahminim`, msg`Ampul yandı mı?`, msg`İletken / yalıtkan`],
      rows: 10,
    },
  },
  story: {
    title: msg`Fındık’ın Kopan Kablosu`,
    paragraphs: [
      msg`Sincap Fındık, kamp gecesi için pilli bir fener yapmıştı. Tam yola çıkacakları sırada fenerin kablosunun ucu koptu ve ampul söndü. Kablonun iki ucu arasında küçük bir boşluk kalmıştı.`,
      msg`Kirpi Diken yerden kuru bir dal aldı: “Boşluğu bununla kapatalım!” Dalı iki ucun arasına tuttular ama ampul yanmadı. “Tahta elektriği iletmiyor,” dedi Fındık. “O bir yalıtkan.”`,
      msg`Sonra Fındık cebinden bir ataş çıkardı ve iki ucu ataşla birleştirdi. Ampul hemen parladı! “Ataş metal, metaller elektriği iletir,” diye sevindi.`,
      msg`Kardeşi Çıtır merakla kalem ucunu uzattı: “Peki bu?” Uzun kalem ucuyla ampul yandı ama sönük kaldı. Uçları birbirine yaklaştırınca ampul parladı. “Kalem ucunun direnci büyük,” dedi Fındık. “Uzadıkça akım azalıyor.”`,
      msg`Baykuş Nine dalından seslendi: “Aferin! Ama unutmayın: Bu deneyleri yalnızca pillerle yaparız. Prizdeki elektrikle asla oynanmaz.” Fındık ve arkadaşları parlak fenerleriyle yola koyuldu.`,
    ],
    lesson: msg`Metaller ve grafit elektriği iletir; plastik, tahta ve cam iletmez. Bir iletken uzadıkça direnci artar ve ampul sönükleşir.`,
  },
};
