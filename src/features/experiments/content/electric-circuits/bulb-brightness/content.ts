import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Mühendisler devreleri resim yerine sembollerle çizer; böylece herkes aynı şemayı kolayca okur. Bu deneyde hem şema çizecek hem de ampulü daha parlak ya da daha sönük yakmanın yollarını bulacaksın.`,
    sections: [
      {
        heading: msg`Devre sembolleri`,
        paragraphs: [
          msg`Pil, biri uzun biri kısa iki paralel çizgiyle gösterilir: uzun çizgi artı (+), kısa çizgi eksi (−) kutuptur. Ampul, içinde çarpı işareti olan bir daireyle gösterilir.`,
          msg`Bağlantı kabloları düz çizgilerle, anahtar ise açık ya da kapalı duran küçük bir kapı gibi çizilir. Şemada kablolar köşeli ve düz çizilir.`,
        ],
      },
      {
        heading: msg`Pil sayısı ve parlaklık`,
        paragraphs: [
          msg`Bir kalem pil 1,5 volttur. Pilleri ard arda, birinin artı ucu diğerinin eksi ucuna gelecek şekilde bağlarsak (seri bağlama) voltajları toplanır: iki pil 3 volt, üç pil 4,5 volt eder.`,
          msg`Pil sayısı arttıkça ampulden geçen elektrik akımı artar ve ampul daha parlak yanar. Ama ampulün üzerinde yazan voltajdan fazla pil bağlanırsa ampulün ince teli kopar ve ampul bozulur.`,
        ],
      },
      {
        heading: msg`Ampul sayısı ve parlaklık`,
        paragraphs: [
          msg`Ampuller elektriğin geçişini biraz zorlaştırır; buna direnç denir. Aynı devreye ard arda (seri) ampul ekledikçe toplam direnç artar, akım azalır ve her ampul daha sönük yanar.`,
          msg`Basitçe söylersek: akım, pillerin voltajı ile artar, devredeki direnç ile azalır. İki pil ve iki özdeş ampulün seri bağlandığı devrede her ampul, bir pil ve bir ampullü devredeki kadar parlak yanar.`,
        ],
      },
      {
        heading: msg`Meraklısına: paralel bağlama`,
        paragraphs: [
          msg`Ampuller her biri pile ayrı bir yolla bağlanırsa (paralel bağlama) her ampul tek başına bağlıymış gibi parlak yanar. Ama piller daha çok akım verir ve daha çabuk biter. Bu bağlamayı üst sınıflarda ayrıntılı öğreneceksin.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Devre şeması`, definition: msg`Devrenin sembollerle çizilmiş hâli.` },
      { term: msg`Seri bağlama`, definition: msg`Elemanların tek bir yol üzerinde ard arda bağlanması.` },
      { term: msg`Volt`, definition: msg`Pilin elektrik akıtma gücünü gösteren birim; bir kalem pil 1,5 volttur.` },
      { term: msg`Direnç`, definition: msg`Bir devre elemanının elektriğin geçişini zorlaştırması.` },
      { term: msg`Parlaklık`, definition: msg`Ampulün verdiği ışığın ne kadar güçlü olduğu.` },
    ],
  },
  procedure: {
    goal: msg`Pil sayısının ve ampul sayısının ampul parlaklığını nasıl değiştirdiğini karşılaştırmak.`,
    durationMinutes: 45,
    materials: [
      { name: msg`1,5 V kalem pil ve pil yatağı`, quantity: msg`3’er tane` },
      { name: msg`4,5 V’luk özdeş küçük ampul ve duyu`, quantity: msg`3’er tane` },
      { name: msg`Timsah uçlu bağlantı kablosu`, quantity: msg`6 tane` },
      { name: msg`Anahtar`, quantity: msg`1 tane` },
      { name: msg`Kareli kâğıt ve kalem (şema için)`, quantity: msg`1’er tane` },
    ],
    safety: [
      msg`Deneyi yalnızca pillerle yap; kabloları asla prize sokma.`,
      msg`Pilin iki ucunu arada ampul olmadan birleştirme (kısa devre).`,
      msg`Ampule yazan voltajdan fazla pil bağlama; ampulün teli kopar ve ampul bozulur.`,
      msg`Yanan ampul ısınır; dokunmadan önce soğumasını bekle.`,
    ],
    steps: [
      msg`Bir pil, bir ampul, bir anahtar ve kablolarla basit bir devre kur. Devrenin şemasını sembollerle kâğıdına çiz.`,
      msg`Anahtarı kapat. Ampulün parlaklığına 1 (çok sönük) ile 5 (çok parlak) arasında bir puan ver ve tabloya yaz.`,
      msg`İkinci pili birincinin ardına, artı ucu eksi uca gelecek şekilde bağla. Parlaklığı puanla.`,
      msg`Üçüncü pili de ekle ve parlaklığı puanla.`,
      msg`Üç pili bağlı bırak. İkinci ampulü birinci ampulün ardına (seri) bağla ve parlaklıklarını puanla.`,
      msg`Üçüncü ampulü de seri olarak ekle ve puanla. Tablondaki puanları karşılaştır.`,
    ],
    observations: [
      msg`Pil sayısı arttıkça ampul nasıl yandı?`,
      msg`Ampul sayısı arttıkça her bir ampul nasıl yandı?`,
      msg`Seri bağlı ampullerin parlaklıkları birbirine eşit mi?`,
    ],
    conclusion: msg`Seri bağlı pil sayısı arttıkça ampul daha parlak yanar. Aynı pillere seri bağlanan ampul sayısı arttıkça her ampul daha sönük yanar. Özdeş ampuller seri bağlandığında eşit parlaklıkta yanar.`,
  },
  questions: [
    {
      id: 'more-batteries',
      prompt: msg`Devredeki seri bağlı pil sayısı artırılırsa ampulün parlaklığı nasıl değişir?`,
      options: [msg`Artar`, msg`Azalır`, msg`Değişmez`],
      correctIndex: 0,
      explanation: msg`Seri bağlı pillerin voltajları toplanır. Voltaj artınca ampulden geçen akım artar ve ampul daha parlak yanar.`,
      hints: [
        msg`Deneyde ikinci ve üçüncü pili eklediğinde verdiğin parlaklık puanları nasıl değişti?`,
        msg`Seri bağlı pillerin voltajları toplanır. Voltaj büyüyünce ampulden geçen akıma ne olur?`,
      ],
    },
    {
      id: 'more-bulbs',
      prompt: msg`Aynı pile seri bağlanan ampul sayısı artırılırsa her bir ampulün parlaklığı ne olur?`,
      options: [msg`Artar`, msg`Azalır`, msg`Değişmez`],
      correctIndex: 1,
      explanation: msg`Her ampul devreye direnç ekler. Direnç artınca akım azalır ve her ampul daha sönük yanar.`,
      hints: [
        msg`Deneyde üç pile ikinci ve üçüncü ampulü seri eklediğinde ampuller nasıl yandı?`,
        msg`Her ampul devreye direnç ekler. Direnç büyüyünce akıma ne olur?`,
      ],
    },
    {
      id: 'bulb-symbol',
      prompt: msg`Daire içinde çarpı işareti hangi devre elemanının sembolüdür?`,
      options: [msg`Pil`, msg`Ampul`, msg`Anahtar`, msg`Bağlantı kablosu`],
      correctIndex: 1,
      explanation: msg`Ampul, içinde çarpı bulunan bir daireyle gösterilir. Pil uzun ve kısa iki çizgiyle, kablo düz çizgiyle gösterilir.`,
      hints: [
        msg`Pil, biri uzun biri kısa iki çizgiyle; kablo ise düz bir çizgiyle gösterilir.`,
        msg`Anahtar, açılıp kapanan küçük bir kapı gibi çizilir. Geriye hangi eleman kalıyor?`,
      ],
    },
    {
      id: 'long-line',
      prompt: msg`Pil sembolündeki uzun çizgi hangi kutbu gösterir?`,
      options: [msg`Artı (+) kutbu`, msg`Eksi (−) kutbu`],
      correctIndex: 0,
      explanation: msg`Pil sembolünde uzun çizgi artı (+), kısa çizgi eksi (−) kutuptur.`,
      hints: [
        msg`Pil sembolündeki iki çizgi, pilin iki ayrı kutbunu gösterir.`,
        msg`Konu Anlatımı’ndaki “Devre sembolleri” bölümüne dön: uzun ve kısa çizginin neyi gösterdiği orada yazıyor.`,
      ],
    },
    {
      id: 'two-and-two',
      prompt: msg`İki pil ve iki özdeş ampulün seri bağlandığı devredeki bir ampul, bir pil ve bir ampullü devredeki ampule göre nasıl yanar?`,
      options: [msg`Daha parlak`, msg`Aynı parlaklıkta`, msg`Daha sönük`],
      correctIndex: 1,
      explanation: msg`Pil sayısı iki katına çıkınca voltaj iki katına çıkar; ampul sayısı da iki katına çıkınca direnç iki katına çıkar. Akım değişmez, bu yüzden parlaklık aynı kalır.`,
      hints: [
        msg`Pil sayısı iki katına çıkınca voltaja ne olur?`,
        msg`Ampul sayısı iki katına çıkınca devrenin direncine ne olur?`,
        msg`Voltaj ile direnç aynı oranda artarsa akımın ne olacağını düşün.`,
      ],
    },
    {
      id: 'three-volts',
      prompt: msg`Seri bağlı üç kalem pilin toplam voltajı kaç volttur? (Bir pil 1,5 V’tur.)`,
      options: [msg`1,5 V`, msg`3 V`, msg`4,5 V`, msg`6 V`],
      correctIndex: 2,
      explanation: msg`Seri bağlı pillerin voltajları toplanır: 1,5 + 1,5 + 1,5 = 4,5 volt.`,
      hints: [msg`Seri bağlı pillerin voltajları toplanır.`, msg`Bir pil 1,5 V, iki pil 3 V ediyorsa bir pil daha eklersen kaç volt olur?`],
    },
  ],
  activity: {
    kind: 'simulation',
    title: msg`Parlaklık tezgâhı`,
    instructions: msg`Pil ve ampul sayısını değiştir, bağlama şeklini seç. Her ampulün ne kadar parlak yandığını ve pillerin ne kadar akım verdiğini izle.`,
    simulation: 'bulb-brightness',
  },
  worksheet: {
    title: msg`Ampul Parlaklığı Çalışma Sayfası`,
    instructions: msg`Her devreyi kurduğunda parlaklık puanını tabloya yaz (1 = çok sönük, 5 = çok parlak).`,
    tasks: [
      { prompt: msg`Bir pil, bir ampul, bir anahtar ve kablolardan oluşan devrenin şemasını sembollerle çiz.`, lines: 5 },
      { prompt: msg`Pil sayısı ile ampul parlaklığı arasındaki ilişkiyi yaz.`, lines: 2 },
      { prompt: msg`Ampul sayısı ile her bir ampulün parlaklığı arasındaki ilişkiyi yaz.`, lines: 2 },
    ],
    table: {
      caption: msg`Parlaklık ölçümlerim`,
      columns: [msg`Pil sayısı`, msg`Ampul sayısı`, msg`Parlaklık puanı (1–5)`],
      rows: 5,
    },
  },
  story: {
    title: msg`Fındık’ın Fener Yarışması`,
    paragraphs: [
      msg`Orman okulunda fener yarışması vardı: en parlak feneri yapan, gece yürüyüşünde en önde yürüyecekti. Sincap Fındık kolları sıvadı.`,
      msg`İlk denemesinde bir pil ve bir ampul kullandı; feneri yandı ama biraz soluktu. İkinci pili ekleyince ışık birden güçlendi. “Voltaj arttı, akım da arttı!” diye sevindi.`,
      msg`Arkadaşı Kirpi Diken ise fenerine üç ampul dizmişti, hepsini tek bir pile seri bağlamıştı. Ampuller zar zor parlıyordu. “Işığım neden bu kadar zayıf?” diye sordu.`,
      msg`Fındık kâğıda bir şema çizdi: “Ampuller ard arda bağlanınca tek pilin gücünü paylaşıyor. Ya pil ekle ya da ampul sayısını azalt.” Diken iki pil daha ekledi. Üç pil ve üç ampulle her ampul, bir pil ve bir ampullü fener kadar parladı.`,
      msg`Gece yürüyüşünde iki arkadaş yan yana, en önde yürüdüler. Öğretmenleri Baykuş Nine gülümsedi: “Asıl kazanan, devresini anlayan!”`,
    ],
    lesson: msg`Seri bağlı pil sayısı artınca ampul daha parlak, aynı pile seri bağlanan ampul sayısı artınca her ampul daha sönük yanar.`,
  },
};
