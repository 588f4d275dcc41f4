import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Sabah uyandığında perdeyi açarsın ve odan aydınlanır. Gece ışığı kapatınca eşyaların kaybolmuş gibi olur. Eşyalar yerinde durur, ama onları görmek için ışığa ihtiyacımız vardır.`,
    sections: [
      {
        heading: msg`Görmek için ışık gerekir`,
        paragraphs: [
          msg`Bir ışık kaynağından çıkan ışık, çevremizdeki cisimlere çarpar. Cisimlerden yansıyan ışık gözümüze gelir ve böylece cisimleri görürüz.`,
          msg`Gözlerimiz ışık üretmez, yalnızca gelen ışığı algılar. Bu yüzden tamamen karanlık bir odada gözlerimiz açık olsa bile hiçbir şeyi göremeyiz.`,
        ],
      },
      {
        heading: msg`Işık kaynakları`,
        paragraphs: [
          msg`Kendiliğinden ışık yayan varlıklara ışık kaynağı denir. Güneş, yıldızlar, yanan bir mum, el feneri ve ateş böceği ışık kaynağıdır.`,
          msg`Ay gece parlak görünür ama ışık kaynağı değildir. Ay, Güneş’ten gelen ışığı yansıtır. Ayna da ışık kaynağı değildir; üzerine gelen ışığı geri gönderir.`,
        ],
      },
      {
        heading: msg`Doğal ve yapay ışık kaynakları`,
        paragraphs: [
          msg`Doğada kendiliğinden bulunan ışık kaynaklarına doğal ışık kaynağı denir: Güneş, yıldızlar, şimşek ve ateş böceği gibi.`,
          msg`İnsanların yaptığı ışık kaynaklarına yapay ışık kaynağı denir: ampul, el feneri, mum, sokak lambası ve araba farı gibi.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Işık kaynağı`, definition: msg`Kendiliğinden ışık yayan varlık.` },
      { term: msg`Doğal ışık kaynağı`, definition: msg`Doğada kendiliğinden bulunan ışık kaynağı; örneğin Güneş.` },
      { term: msg`Yapay ışık kaynağı`, definition: msg`İnsanların yaptığı ışık kaynağı; örneğin el feneri.` },
      { term: msg`Görme`, definition: msg`Cisimlerden gelen ışığın gözümüze ulaşmasıyla cisimleri algılamamız.` },
    ],
  },
  procedure: {
    goal: msg`Görmek için ışığın gerekli olduğunu karanlık bir kutuyla göstermek.`,
    durationMinutes: 30,
    materials: [
      { name: msg`Kapaklı ayakkabı kutusu`, quantity: msg`1 tane` },
      { name: msg`Küçük bir oyuncak`, quantity: msg`1 tane` },
      { name: msg`Pilli el feneri`, quantity: msg`1 tane` },
      { name: msg`Koli bandı`, quantity: msg`1 rulo` },
      { name: msg`Makas (yetişkin kullanacak)`, quantity: msg`1 tane` },
    ],
    safety: [
      msg`Kutuyu bir yetişkin kessin; makası tek başına kullanma.`,
      msg`El fenerini kimsenin gözüne tutma.`,
      msg`Güneş’e asla doğrudan bakma; gözlerine zarar verir.`,
      msg`Yalnızca pilli el feneri kullan; prize takılan lambalarla deney yapma.`,
    ],
    steps: [
      msg`Bir yetişkinden kutunun kısa kenarına, gözünle bakabileceğin küçük bir delik açmasını iste.`,
      msg`Kutunun kapağına fenerin girebileceği büyüklükte ikinci bir delik açtır. Bu deliği bantla tutturduğun bir kartonla kapat, böylece bir kapakçık olsun.`,
      msg`Oyuncağı kutunun içine koy, kapağı kapat ve ışık sızan aralıkları bantla kapat.`,
      msg`Gözetleme deliğinden içeri bak. Oyuncağı görebiliyor musun? Gözlemini tabloya yaz.`,
      msg`Kapakçığı aç, el fenerini yakıp ışığı kutunun içine tut ve tekrar bak.`,
      msg`Feneri kapat, kapakçığı kapat ve bir kez daha bak. İki gözlemini karşılaştır.`,
    ],
    observations: [msg`Kutu karanlıkken oyuncağı görebildin mi?`, msg`El feneri yanınca ne değişti?`, msg`Oyuncağın rengini hangi durumda söyleyebildin?`],
    conclusion: msg`Karanlık kutuda oyuncak yerinde olduğu hâlde onu göremeyiz. Fenerin ışığı oyuncağa çarpıp gözümüze gelince oyuncağı görürüz. Demek ki görmek için ışık gerekir.`,
  },
  questions: [
    {
      id: 'dark-room',
      prompt: msg`Tamamen karanlık bir odada masanın üzerindeki kırmızı topu görebilir miyiz?`,
      options: [msg`Evet, rengi parlak olduğu için görürüz.`, msg`Hayır, ışık olmadığı için göremeyiz.`, msg`Gözlerimizi iyice açarsak görürüz.`],
      correctIndex: 1,
      explanation: msg`Görmek için cisimden gözümüze ışık gelmelidir. Karanlık odada topa çarpıp gözümüze gelen ışık yoktur, bu yüzden topu göremeyiz.`,
      hints: [
        msg`Karanlık kutu deneyinde fener kapalıyken oyuncağı görebildin mi? Onu hatırla.`,
        msg`Gözümüz ışık üretmez; yalnızca cisimlerden gözümüze gelen ışığı algılar.`,
        msg`Karanlık odada topa çarpıp gözüne ulaşabilecek bir ışık var mı, düşün.`,
      ],
    },
    {
      id: 'natural-source',
      prompt: msg`Aşağıdakilerden hangisi doğal bir ışık kaynağıdır?`,
      options: [msg`Ampul`, msg`Ateş böceği`, msg`El feneri`, msg`Mum`],
      correctIndex: 1,
      explanation: msg`Ateş böceği doğada kendiliğinden ışık yayan bir canlıdır. Ampul, el feneri ve mumu ise insanlar yapmıştır; bunlar yapay ışık kaynaklarıdır.`,
      hints: [
        msg`Doğal ışık kaynağını insanlar yapmaz; o, doğada kendiliğinden ışık yayar.`,
        msg`Seçeneklerden hangilerini insanlar yapıyor? Önce onları ele.`,
        msg`Yaz gecelerinde çimenlerin arasında kendiliğinden parlayan küçük bir canlı düşün.`,
      ],
    },
    {
      id: 'moon',
      prompt: msg`Aşağıdakilerden hangisi ışık kaynağı değildir?`,
      options: [msg`Güneş`, msg`Yıldız`, msg`Sokak lambası`, msg`Ay`],
      correctIndex: 3,
      explanation: msg`Ay kendiliğinden ışık yaymaz. Gece parlak görünmesinin nedeni, Güneş’ten aldığı ışığı yansıtmasıdır.`,
      hints: [
        msg`Işık kaynağı, ışığı kendisi üreten varlıktır.`,
        msg`Gece parlak görünen her şey ışığı kendisi üretmez; bazıları başka bir kaynaktan gelen ışığı yansıtır.`,
        msg`Seçeneklerden hangisinin parlaklığı aslında Güneş’ten gelen ışıktır?`,
      ],
    },
    {
      id: 'path-of-light',
      prompt: msg`Bir kitabı gördüğümüzde ışık nasıl bir yol izler?`,
      options: [msg`Gözümüzden çıkar ve kitaba gider.`, msg`Kitaptan çıkar ve ışık kaynağına gider.`, msg`Işık kaynağından kitaba, kitaptan gözümüze gelir.`],
      correctIndex: 2,
      explanation: msg`Işık, ışık kaynağından çıkar, kitaba çarpar ve kitaptan yansıyarak gözümüze ulaşır. Gözümüz ışık göndermez, gelen ışığı algılar.`,
      hints: [
        msg`Işık nereden çıkar? Önce ışık kaynağını düşün.`,
        msg`Gözümüz ışık göndermez; yalnızca kendisine gelen ışığı algılar.`,
        msg`Karanlık kutu deneyinde fenerin ışığı oyuncağa çarptıktan sonra nereye gitti?`,
      ],
    },
    {
      id: 'candle',
      prompt: msg`Doğru mu, yanlış mı? “Yanan bir mum yapay bir ışık kaynağıdır.”`,
      options: [msg`Doğru`, msg`Yanlış`],
      correctIndex: 0,
      explanation: msg`Doğru. Mum insanlar tarafından yapılır ve yanarken ışık yayar. Bu yüzden yapay bir ışık kaynağıdır.`,
      hints: [
        msg`Yapay ışık kaynaklarını insanlar yapar; doğal ışık kaynakları doğada kendiliğinden bulunur.`,
        msg`Mum doğada kendiliğinden mi oluşur, yoksa birileri onu yapar mı?`,
      ],
    },
  ],
  activity: {
    kind: 'sequence',
    title: msg`Görme olayını sırala`,
    instructions: msg`Bir oyuncağı nasıl gördüğümüzü anlatan adımları doğru sıraya koy. Adımları yukarı ve aşağı düğmeleriyle taşı, sonra “Kontrol et” düğmesine bas.`,
    stepsInOrder: [
      msg`Odanın lambasını açarız.`,
      msg`Lamba, yani ışık kaynağı, çevresine ışık yayar.`,
      msg`Işık oyuncağa çarpar.`,
      msg`Oyuncaktan yansıyan ışık gözümüze gelir.`,
      msg`Gözümüz ışığı algılar ve oyuncağı görürüz.`,
    ],
  },
  worksheet: {
    title: msg`Işık ve Görme Çalışma Sayfası`,
    instructions: msg`Karanlık kutu deneyini yaptıktan sonra bu sayfayı doldur.`,
    tasks: [
      { prompt: msg`Çevrende gördüğün üç doğal ve üç yapay ışık kaynağını yaz.`, lines: 3 },
      { prompt: msg`Kutu karanlıkken oyuncağı neden göremedin? Açıkla.`, lines: 2 },
      { prompt: msg`Ay neden bir ışık kaynağı değildir?`, lines: 2 },
    ],
    table: { caption: msg`Karanlık kutu gözlemlerim`, columns: [msg`Durum`, msg`Oyuncağı gördüm mü?`, msg`Ne fark ettim?`], rows: 3 },
  },
  story: {
    title: msg`Fındık ve Karanlık Kiler`,
    paragraphs: [
      msg`Kış gelmeden önce Sincap Fındık, ağaç kovuğundaki kilerine fındık topluyordu. Bir akşam en sevdiği büyük fındığı almak için kilere girdi ama içerisi kapkaranlıktı.`,
      msg`“Fındıklarım burada bir yerde olmalı,” dedi Fındık ve gözlerini kocaman açtı. Ama ne kadar açarsa açsın hiçbir şey göremiyordu.`,
      msg`O sırada arkadaşı ateş böceği Pırıl kovuğa süzüldü. Pırıl’ın karnının ucu parladıkça kilerin duvarları, raflar ve fındıklar birer birer ortaya çıktı.`,
      msg`“Gördün mü?” dedi Pırıl. “Benim ışığım fındıklara çarpıyor, fındıklardan yansıyıp senin gözlerine geliyor. Işık olmadan gözlerin bir işe yaramaz.”`,
      msg`Fındık gökyüzüne baktı. “Peki Ay da senin gibi ışık mı yayıyor?” Pırıl güldü: “Hayır! Ay, Güneş’in ışığını yansıtır. Ben ve Güneş doğal ışık kaynağıyız. Senin dedenin fenerini ise insanlar yapmış, o yapay bir ışık kaynağı.”`,
    ],
    lesson: msg`Cisimleri görebilmemiz için onlardan gözümüze ışık gelmelidir. Güneş ve ateş böceği doğal, el feneri ve ampul yapay ışık kaynaklarıdır.`,
  },
};
