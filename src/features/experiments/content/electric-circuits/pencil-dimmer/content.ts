import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Bazı odalarda lambanın ışığı bir düğme çevrilerek kısılıp açılabilir. Bunun sırrı elektriksel dirençtir. Bir kurşun kalemin içindeki grafitle kendi ışık ayarlayıcını yapabilirsin.`,
    sections: [
      {
        heading: msg`Elektriksel direnç nedir?`,
        paragraphs: [
          msg`İletkenler elektrik akımının geçmesine izin verir ama her iletken akıma biraz karşı koyar. Bir maddenin elektrik akımına karşı gösterdiği bu zorluğa elektriksel direnç denir. Direncin birimi ohmdur ve Ω işaretiyle gösterilir.`,
          msg`Aynı pille çalışan bir devrede direnç arttıkça devreden geçen akım azalır ve ampul daha sönük yanar. Direnç azaldıkça ampul daha parlak yanar.`,
        ],
      },
      {
        heading: msg`Direnç neye bağlıdır?`,
        paragraphs: [
          msg`Uzunluk: Aynı maddeden yapılmış, aynı kalınlıktaki iki telden uzun olanın direnci daha büyüktür. Elektrik akımı uzun yolda daha çok zorlukla karşılaşır.`,
          msg`Kalınlık: Aynı maddeden yapılmış, aynı uzunluktaki iki telden ince olanın direnci daha büyüktür. Kalın tel, akımın geçmesi için daha geniş bir yol açar.`,
          msg`Madde: Aynı uzunluk ve kalınlıktaki bakır, demir ve nikel-krom tellerin dirençleri farklıdır. Bakır ve gümüş çok iyi iletkendir, direnci küçüktür. Grafit ve nikel-krom ise iletken olmalarına rağmen bakıra göre çok daha dirençlidir.`,
        ],
      },
      {
        heading: msg`Direncin kullanıldığı yerler`,
        paragraphs: [
          msg`Evlerdeki elektrik kabloları, direnci küçük olduğu için bakırdan yapılır. Gümüşün direnci daha da küçüktür ama çok pahalıdır.`,
          msg`Direnci değiştirilebilen devre elemanına ayarlı direnç (reosta) denir. Işık ayarlı lambalarda, eski radyoların ses düğmelerinde ve oyuncak arabaların hız ayarında bu ilke kullanılır. Elektrikli ısıtıcı, ütü ve tost makinesinde ise direnci büyük teller akımın geçmesiyle ısınır.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Elektriksel direnç`, definition: msg`Bir maddenin elektrik akımına karşı gösterdiği zorluk; birimi ohm (Ω).` },
      { term: msg`İletken`, definition: msg`Elektrik akımını ileten madde; metaller ve grafit gibi.` },
      { term: msg`Grafit`, definition: msg`Kurşun kalemin içini oluşturan, elektriği ileten ama direnci bakırdan çok büyük olan karbon türü.` },
      { term: msg`Ayarlı direnç (reosta)`, definition: msg`Direnci değiştirilerek devredeki akımın ve ampulün parlaklığının ayarlandığı devre elemanı.` },
      { term: msg`Nikel-krom tel`, definition: msg`Direnci büyük olduğu için ısıtıcılarda kullanılan alaşım tel.` },
    ],
  },
  procedure: {
    goal: msg`Bir ampul devresine bağlanan grafitin uzunluğunu ve kalınlığını değiştirerek, grafiti bakır telle karşılaştırarak iletkenin direncinin nelere bağlı olduğunu bulmak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`1,5 V’luk kalem pil ve pil yatağı`, quantity: msg`her gruba 2 pil ve 1 yatak` },
      { name: msg`Duylu küçük ampul (2,5 V)`, quantity: msg`her gruba 1 tane` },
      { name: msg`Timsah kıskaçlı bağlantı kablosu`, quantity: msg`her gruba 3 tane` },
      { name: msg`Versatil kalem içi: 0,5 mm ve 0,9 mm (2B ya da HB), yaklaşık 6 cm`, quantity: msg`her kalınlıktan 2’şer tane` },
      { name: msg`Yalıtımı uçlarından soyulmuş, kalem içiyle aynı uzunlukta ince bakır tel`, quantity: msg`1 tane` },
      { name: msg`Cetvel ve kâğıt bant`, quantity: msg`1’er tane` },
    ],
    safety: [
      msg`Yalnızca pil kullan. Duvardaki prize hiçbir şey bağlama, prize kablo ya da kalem içi sokma; prizdeki elektrik öldürücüdür.`,
      msg`Pilin iki ucunu ampulsüz olarak doğrudan bir tel ya da kalem içiyle birleştirme (kısa devre). Kısa devrede tel ve pil ısınır, pil zarar görür.`,
      msg`Kıskaç kalem içinin ucuna çok yakınken ince grafit ısınabilir. Her ölçümden sonra devreyi aç (bir kıskacı çıkar) ve grafite ölçüm sırasında dokunma.`,
      msg`Kalem içleri kolay kırılır ve küçük sivri parçalar oluşur. Grafiti bantla cetvele sabitle, kırılan parçaları kâğıtla topla; deneyden sonra ellerini yıka.`,
      msg`Bakır telin soyulmuş uçları batabilir; teli öğretmenin hazırladığı gibi kullan.`,
    ],
    steps: [
      msg`0,5 mm’lik kalem içini cetvelin üzerine koy ve ortasından küçük bir bant parçasıyla sabitle; kıskaçları değdireceğin 0, 2, 4 ve 6 cm noktaları açık kalsın.`,
      msg`Pil yatağına pilleri tak. Pilin bir ucunu kabloyla ampule, ampulün öbür ucunu ikinci kabloyla kalem içinin bir ucuna bağla. Üçüncü kabloyu pilin öbür ucuna bağla; bu kablonun kıskacı serbest kalsın.`,
      msg`Serbest kıskacı kalem içinin öbür ucuna, yani 6 cm uzağa değdir. Ampulün parlaklığını 0 (sönük) ile 3 (çok parlak) arasında puanla ve yaz. Hemen ardından kıskacı çıkar.`,
      msg`Kıskacı sırayla 4 cm ve 2 cm uzağa değdirerek aynı ölçümü yap. Her seferinde puanı yaz ve kıskacı çıkar.`,
      msg`Aynı ölçümleri 0,9 mm’lik kalem içiyle tekrarla.`,
      msg`Kalem içi yerine aynı uzunluktaki bakır teli bağla ve ampulün parlaklığını yaz.`,
      msg`Sonuçlarını karşılaştır: uzunluk, kalınlık ve madde değişince parlaklık nasıl değişti?`,
    ],
    observations: [
      msg`Kıskacı grafit boyunca ampule yaklaştırdıkça (grafit kısaldıkça) ampulün parlaklığı nasıl değişti?`,
      msg`Aynı uzunlukta kalın ve ince kalem içinden hangisiyle ampul daha parlak yandı?`,
      msg`Bakır telle ve grafitle ampulün parlaklığını karşılaştırdığında ne gördün?`,
      msg`Uzunluğun etkisini incelerken neleri aynı tuttun?`,
    ],
    conclusion: msg`Grafit uzadıkça ampul sönükleşir: iletkenin boyu arttıkça direnci artar. Kalın grafitle ampul ince grafite göre daha parlak yanar: iletken kalınlaştıkça direnci azalır. Aynı uzunluktaki bakır tel ampulü en parlak yakar: direnç iletkenin yapıldığı maddeye de bağlıdır. Grafit boyunca kayan kıskaç, bir ışık ayarlayıcı gibi çalışır.`,
  },
  questions: [
    {
      id: 'longer-graphite',
      prompt: msg`Kıskacı grafitin üzerinde ampulden uzaklaştırıp devredeki grafitin boyunu uzatırsak ne olur?`,
      options: [msg`Direnç azalır, ampul daha parlak yanar.`, msg`Direnç artar, ampul daha sönük yanar.`, msg`Hiçbir şey değişmez.`],
      correctIndex: 1,
      explanation: msg`Aynı maddeden ve aynı kalınlıktaki bir iletkenin boyu uzadıkça direnci artar. Direnç artınca devreden daha az akım geçer ve ampul sönükleşir.`,
      hints: [msg`Elektrik akımı daha uzun bir yolda daha az mı, daha çok mu zorlanır?`, msg`Direnç artınca ampule ne olur?`],
    },
    {
      id: 'least-resistance',
      prompt: msg`Aşağıdaki bakır tellerin hepsi aynı maddeden yapılmıştır. Hangisinin direnci en küçüktür?`,
      options: [msg`Uzun ve ince tel`, msg`Uzun ve kalın tel`, msg`Kısa ve ince tel`, msg`Kısa ve kalın tel`],
      correctIndex: 3,
      explanation: msg`İletken kısaldıkça ve kalınlaştıkça direnci azalır. Bu yüzden kısa ve kalın tel en küçük dirence sahiptir.`,
      hints: [msg`Önce uzunluğu düşün: kısa tel mi, uzun tel mi daha az dirençlidir?`, msg`Sonra kalınlığı düşün: akım hangi telde daha geniş bir yol bulur?`],
    },
    {
      id: 'house-wires',
      prompt: msg`Evlerdeki elektrik kablolarının iletken kısmı neden genellikle bakırdan yapılır?`,
      options: [
        msg`Bakırın direnci küçüktür ve gümüşten çok daha ucuzdur.`,
        msg`Bakır elektriği hiç iletmez.`,
        msg`Bakırın direnci çok büyüktür, bu yüzden ısınır.`,
      ],
      correctIndex: 0,
      explanation: msg`Kablolarda enerji kaybının ve ısınmanın az olması için direnci küçük bir iletken gerekir. Bakır çok iyi bir iletkendir; gümüş biraz daha iyidir ama çok pahalıdır.`,
      hints: [msg`Kabloların ısınmasını ister miyiz?`, msg`Direnci küçük olan iletken akıma az karşı koyar.`],
    },
    {
      id: 'fair-test',
      prompt: msg`Selin, iletkenin kalınlığının direnci nasıl etkilediğini inceleyecek. Hangisini değiştirmeli, hangilerini aynı tutmalıdır?`,
      options: [
        msg`Uzunluğu değiştirmeli; kalınlığı ve maddeyi aynı tutmalı.`,
        msg`Maddeyi değiştirmeli; uzunluğu ve kalınlığı aynı tutmalı.`,
        msg`Hepsini aynı anda değiştirmeli.`,
        msg`Kalınlığı değiştirmeli; uzunluğu, maddeyi ve pil sayısını aynı tutmalı.`,
      ],
      correctIndex: 3,
      explanation: msg`Bir değişkenin etkisini görmek için yalnızca onu değiştirip öbür her şeyi aynı tutarız. Kalınlığın etkisini ölçerken uzunluk, madde ve pil aynı kalmalıdır.`,
      hints: [msg`Selin hangi değişkenin etkisini merak ediyor?`, msg`Adil bir deneyde aynı anda yalnızca bir şey değiştirilir.`],
    },
    {
      id: 'heater-wire',
      prompt: msg`Elektrikli ısıtıcıların içinde neden direnci büyük nikel-krom teller kullanılır?`,
      options: [
        msg`Nikel-krom elektriği hiç iletmediği için güvenlidir.`,
        msg`Direnci büyük tel ışık vermez, bu yüzden göz yormaz.`,
        msg`Direnci büyük tel akım geçtiğinde ısınır ve ortama ısı verir.`,
      ],
      correctIndex: 2,
      explanation: msg`Direnci büyük bir telden akım geçtiğinde elektrik enerjisinin bir kısmı ısıya dönüşür. Isıtıcı, ütü ve tost makinesi bu ilkeyle çalışır.`,
      hints: [msg`Güvenlik notlarında ince grafitin ısınmasıyla ilgili ne uyarısı vardı?`, msg`Isıtıcının görevi nedir?`],
    },
  ],
  activity: {
    kind: 'classify',
    title: msg`Direnç artar mı, azalır mı?`,
    instructions: msg`Her değişikliğe dokun, sonra iletkenin direncine ne olacağını gösteren kutuya dokun. İstersen değişikliği sürükleyip kutuya da bırakabilirsin.`,
    categories: [
      { id: 'up', label: msg`Direnç artar` },
      { id: 'down', label: msg`Direnç azalır` },
    ],
    items: [
      { id: 'longer', label: msg`Teli uzatmak`, emoji: '📏', categoryId: 'up', explanation: msg`Akımın geçtiği yol uzadıkça direnç artar.` },
      {
        id: 'thinner',
        label: msg`Daha ince tel kullanmak`,
        emoji: '🧵',
        categoryId: 'up',
        explanation: msg`İnce telde akımın geçtiği yol daralır; direnç artar.`,
      },
      {
        id: 'nichrome',
        label: msg`Bakır tel yerine aynı boyda nikel-krom tel kullanmak`,
        emoji: '🔥',
        categoryId: 'up',
        explanation: msg`Nikel-kromun direnci bakırınkinden çok büyüktür.`,
      },
      {
        id: 'graphite',
        label: msg`Bakır tel yerine aynı boyda kalem içi kullanmak`,
        emoji: '✏️',
        categoryId: 'up',
        explanation: msg`Grafit iletkendir ama direnci bakırdan çok büyüktür.`,
      },
      { id: 'shorter', label: msg`Teli kısaltmak`, emoji: '✂️', categoryId: 'down', explanation: msg`Yol kısaldıkça direnç azalır.` },
      {
        id: 'thicker',
        label: msg`Daha kalın tel kullanmak`,
        emoji: '🪢',
        categoryId: 'down',
        explanation: msg`Kalın tel akıma daha geniş bir yol açar; direnç azalır.`,
      },
      {
        id: 'clip-closer',
        label: msg`Kıskacı grafit üzerinde ampule yaklaştırmak`,
        emoji: '💡',
        categoryId: 'down',
        explanation: msg`Devredeki grafit kısalır, direnç azalır ve ampul parlaklaşır.`,
      },
      {
        id: 'copper',
        label: msg`Demir tel yerine aynı boyda bakır tel kullanmak`,
        emoji: '🟠',
        categoryId: 'down',
        explanation: msg`Bakırın direnci demirinkinden küçüktür.`,
      },
    ],
  },
  worksheet: {
    title: msg`Kalem İçi Direnci Çalışma Sayfası`,
    instructions: msg`Ampulün parlaklığını her ölçümde 0 (sönük) – 3 (çok parlak) arasında puanla ve tabloya yaz. Sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`Grafitin uzunluğu ile ampulün parlaklığı arasında nasıl bir ilişki buldun?`, lines: 3 },
      { prompt: msg`Kalın ve ince kalem içiyle yaptığın ölçümleri karşılaştır. Sonucu direnç kavramıyla açıkla.`, lines: 3 },
      { prompt: msg`Evde ya da okulda direnci ayarlanarak çalışan iki araç yaz.`, lines: 2 },
      { prompt: msg`Bu deneyde neden prize değil de pile bağlı bir devre kullandık?`, lines: 2 },
    ],
    table: {
      caption: msg`Ampulün parlaklığı`,
      columns: [msg`İletken`, msg`Uzunluk (cm)`, msg`Kalınlık (mm)`, msg`Parlaklık (0–3)`],
      rows: 7,
    },
  },
  story: {
    title: msg`Fındık’ın Gece Lambası`,
    paragraphs: [
      msg`Fındık’ın küçük kardeşi Cevizcik karanlıktan korkuyordu ama yuvadaki pilli lamba da gözünü kamaştırıyordu. “Keşke lambanın ışığını biraz kısabilsek,” dedi Fındık.`,
      msg`Baykuş Nine ona bir kurşun kalem verdi: “Bu kalemin içindeki grafit elektriği iletir ama bakır tel kadar kolay değil. Ona direnci büyük diyoruz.” Birlikte kalemin içini dikkatle çıkardılar ve lambanın kablosuna bağladılar.`,
      msg`Fındık kabloyu grafitin uzak ucuna değdirince lamba sönük, tatlı bir ışıkla yandı. Kabloyu yaklaştırınca ışık parladı. “Grafit uzadıkça elektrik daha çok zorlanıyor!” diye sevindi.`,
      msg`Baykuş Nine hatırlattı: “Bunu yalnızca pille yapıyoruz. Duvardaki prize asla dokunmuyoruz. Bir de grafiti uzun süre bağlı bırakma; ısınır.” Cevizcik o gece loş ışığın altında mışıl mışıl uyudu.`,
    ],
    lesson: msg`Bir iletkenin direnci uzunluğuna, kalınlığına ve maddesine bağlıdır. Direnç arttıkça ampul sönükleşir; ışık ayarlayıcılar bu ilkeyle çalışır.`,
  },
};
