import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Evinde mutfağın lambası yanarken salonun lambası kapalı olabilir; bir ampul patladığında öbür odalar karanlıkta kalmaz. Oysa eski tip yılbaşı ışıklarında tek bir ampul bozulunca bütün dizi söner. Bu fark, ampullerin devreye nasıl bağlandığından kaynaklanır.`,
    sections: [
      {
        heading: msg`Seri bağlama`,
        paragraphs: [
          msg`Ampuller elektrik akımının geçtiği tek bir yol üzerinde art arda bağlanmışsa seri bağlanmıştır. Akım bütün ampullerden sırayla geçer.`,
          msg`Seri bağlı ampullerden biri sökülür ya da teli koparsa yol kesilir ve öbür ampuller de söner. Aynı pile seri bağlanan ampul sayısı arttıkça devreden geçen akım azalır ve her ampul daha sönük yanar.`,
        ],
      },
      {
        heading: msg`Paralel bağlama`,
        paragraphs: [
          msg`Ampuller ayrı kollar üzerinde, her biri pilin iki ucuna ayrı ayrı bağlanmışsa paralel bağlanmıştır. Akım kollara ayrılır; her ampulün kendi yolu vardır.`,
          msg`Paralel bağlı ampullerden biri sökülürse yalnızca onun kolu kesilir; öbür ampuller yanmaya devam eder. Aynı pile paralel bağlanan ampullerin her biri, tek başına bağlanmış bir ampul kadar parlak yanar. Ama pilden çekilen toplam akım arttığı için pil daha çabuk tükenir.`,
        ],
      },
      {
        heading: msg`Evdeki devreler`,
        paragraphs: [
          msg`Evlerdeki lambalar, prizler ve elektrikli aletler paralel bağlanır. Böylece her birini kendi anahtarıyla ayrı ayrı açıp kapatabiliriz, biri bozulunca öbürleri çalışmaya devam eder ve her alet aynı gerilimle çalışır.`,
          msg`El fenerinde piller art arda, yani seri bağlanır; böylece daha yüksek gerilim elde edilir. Eski tip yılbaşı ışık dizilerinde ampuller seri bağlıydı; bu yüzden biri bozulunca hepsi sönerdi.`,
          msg`Ev elektriği pil gibi değildir, öldürücü olabilir. Priz, kablo ve sigorta kutusuyla asla oynanmaz; ev tesisatındaki işler yalnızca elektrik ustası tarafından yapılır.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Seri bağlama`, definition: msg`Devre elemanlarının tek bir yol üzerinde art arda bağlanması.` },
      { term: msg`Paralel bağlama`, definition: msg`Devre elemanlarının ayrı kollar üzerinde, pilin iki ucuna ayrı ayrı bağlanması.` },
      { term: msg`Kol`, definition: msg`Paralel devrede akımın ayrıldığı yollardan her biri.` },
      { term: msg`Anahtar`, definition: msg`Devreyi açıp kapatarak akımın geçip geçmemesini sağlayan devre elemanı.` },
      { term: msg`Ev tesisatı`, definition: msg`Evdeki prizleri, lambaları ve anahtarları birbirine bağlayan paralel kablo düzeni.` },
    ],
  },
  procedure: {
    goal: msg`İki ve üç ampulle seri ve paralel devreler kurarak bir ampul söküldüğünde ve ampul sayısı arttığında ne olduğunu karşılaştırmak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`1,5 V’luk kalem pil ve iki pillik pil yatağı`, quantity: msg`her gruba 2 pil, 1 yatak` },
      { name: msg`Duylu küçük ampul (aynı tür, 2,5 V)`, quantity: msg`her gruba 3 tane` },
      { name: msg`Timsah kıskaçlı bağlantı kablosu`, quantity: msg`her gruba 8 tane` },
      { name: msg`Anahtar`, quantity: msg`her gruba 2 tane` },
      { name: msg`Kâğıt ve kalem (devre şeması için)`, quantity: msg`1’er tane` },
    ],
    safety: [
      msg`Yalnızca pil kullan. Prize ve ev kablolarına hiçbir şey bağlama; ev elektriği öldürücüdür.`,
      msg`Pilin iki ucunu ampulsüz bir kabloyla birleştirme (kısa devre); kablo ve pil ısınır.`,
      msg`Uzun süre yanan ampul ısınır. Ampulü sökmeden önce devreyi anahtardan aç ve birkaç saniye bekle; ampulü camından değil duyundan tutarak çevir.`,
      msg`Kırılan ampulün cam parçalarına dokunma; öğretmenine haber ver.`,
    ],
    steps: [
      msg`Önce tek ampullü bir devre kur ve ampulün parlaklığını “tek ampul” diye not et. Bunu karşılaştırma için kullanacaksın.`,
      msg`İki ampulü art arda bağlayarak seri devre kur. Şemasını çiz. Parlaklıklarını tek ampulle karşılaştır.`,
      msg`Anahtarı aç, ampullerden birini duyundan sök, anahtarı kapat. Öbür ampule ne olduğunu yaz. Ampulü yerine tak.`,
      msg`Devreye üçüncü ampulü seri ekle ve parlaklıkları yeniden karşılaştır.`,
      msg`Şimdi iki ampulü paralel bağla: her ampulün iki ucu pilin iki ucuna ayrı kablolarla gitsin. Şemasını çiz ve parlaklıkları tek ampulle karşılaştır.`,
      msg`Anahtarı aç, paralel ampullerden birini sök, anahtarı kapat. Öbür ampule ne olduğunu yaz.`,
      msg`Paralel devrede her kola bir anahtar yerleştir. Ampulleri tek tek açıp kapatmayı dene; bunu evindeki odaların lambalarıyla karşılaştır.`,
    ],
    observations: [
      msg`Seri devrede bir ampulü sökünce öbür ampul yandı mı?`,
      msg`Paralel devrede bir ampulü sökünce öbür ampul yandı mı?`,
      msg`Seri bağlı ampul sayısı arttıkça parlaklık nasıl değişti?`,
      msg`Paralel bağlı ampuller tek ampulle karşılaştırıldığında ne kadar parlaktı?`,
    ],
    conclusion: msg`Seri devrede akımın tek yolu vardır; bir ampul sökülünce yol kesilir ve hepsi söner. Seri bağlı ampul sayısı arttıkça ampuller sönükleşir. Paralel devrede her ampulün kendi kolu vardır; biri sökülünce öbürleri yanmaya devam eder ve her ampul tek ampul kadar parlak yanar. Her kola ayrı anahtar konabildiği için evlerdeki lambalar ve prizler paralel bağlanır.`,
  },
  questions: [
    {
      id: 'house-lamps',
      prompt: msg`Mutfaktaki lamba bozulduğunda salondaki ve yatak odasındaki lambalar yanmaya devam ediyor. Evdeki lambalar nasıl bağlanmıştır?`,
      options: [msg`Seri`, msg`Paralel`, msg`Hiç bağlanmamıştır.`],
      correctIndex: 1,
      explanation: msg`Paralel bağlı lambaların her birinin kendi kolu vardır. Bir kol kesilse bile öbür kollardan akım geçmeye devam eder.`,
      hints: [msg`Deneyde bir ampulü söktüğünde öbürünün yanmaya devam ettiği devre hangisiydi?`, msg`Her lambanın kendi yolu var mı?`],
    },
    {
      id: 'more-series',
      prompt: msg`Aynı pile seri bağlı ampullerin sayısı ikiden üçe çıkarılırsa ampullerin parlaklığı nasıl değişir?`,
      options: [msg`Artar`, msg`Değişmez`, msg`Azalır`],
      correctIndex: 2,
      explanation: msg`Seri devrede ampul sayısı arttıkça devreden geçen akım azalır; bu yüzden her ampul daha sönük yanar.`,
      hints: [msg`Seri devrede akım kaç yoldan geçer?`, msg`Akımın yolunda daha çok ampul olunca akım daha kolay mı, daha zor mu geçer?`],
    },
    {
      id: 'battery-life',
      prompt: msg`Aynı türden yeni pillerle iki devre kuruluyor: birinde iki ampul seri, öbüründe iki ampul paralel bağlı. Hangi devrenin pili daha çabuk biter?`,
      options: [msg`Seri bağlı devrenin`, msg`İkisi tam olarak aynı sürede biter.`, msg`Pil hiç bitmez.`, msg`Paralel bağlı devrenin`],
      correctIndex: 3,
      explanation: msg`Paralel devrede her ampul tek başına bağlıymış gibi parlak yanar ve pilden toplam olarak daha çok akım çekilir. Bu yüzden pil daha çabuk tükenir.`,
      hints: [msg`Hangi devredeki ampuller daha parlak yanıyordu?`, msg`Daha parlak ışık için pilden daha çok mu, daha az mı enerji çekilir?`],
    },
    {
      id: 'switches',
      prompt: msg`Bir evde her odanın lambasını ayrı bir anahtarla açıp kapatabilmek için lambalar nasıl bağlanmalıdır?`,
      options: [
        msg`Paralel bağlanmalı ve her kola bir anahtar konmalı.`,
        msg`Hepsi seri bağlanmalı ve tek bir anahtar konmalı.`,
        msg`Lambalar pile doğrudan, anahtarsız bağlanmalı.`,
      ],
      correctIndex: 0,
      explanation: msg`Paralel devrede her kol ayrı bir yoldur. Her kola konan anahtar yalnızca o koldaki lambayı açıp kapatır.`,
      hints: [msg`Deneyin son adımında ampulleri tek tek nasıl açıp kapatabildin?`, msg`Seri devrede bir anahtarı açarsan kaç ampul söner?`],
    },
    {
      id: 'old-lights',
      prompt: msg`Eski tip bir yılbaşı ışık dizisinde tek bir ampul bozulunca bütün dizi sönüyor. Bu dizideki ampuller nasıl bağlanmıştır?`,
      options: [msg`Paralel`, msg`Seri`],
      correctIndex: 1,
      explanation: msg`Seri devrede akımın tek bir yolu vardır. Bir ampulün teli kopunca yol kesilir ve akım hiçbir ampulden geçemez.`,
      hints: [
        msg`Bir ampul bozulunca öbürlerinin de sönmesi, akımın kaç yolu olduğunu gösterir?`,
        msg`Deneyde hangi devrede bir ampulü sökünce hepsi sönmüştü?`,
      ],
    },
  ],
  activity: {
    kind: 'classify',
    title: msg`Seri mi, paralel mi?`,
    instructions: msg`Her örneğe dokun, sonra içindeki elemanların nasıl bağlandığını gösteren kutuya dokun. İstersen örneği sürükleyip kutuya da bırakabilirsin.`,
    categories: [
      { id: 'series', label: msg`Seri bağlı` },
      { id: 'parallel', label: msg`Paralel bağlı` },
    ],
    items: [
      {
        id: 'old-tree-lights',
        label: msg`Bir ampul bozulunca hepsi sönen eski yılbaşı ışıkları`,
        emoji: '🎄',
        categoryId: 'series',
        explanation: msg`Akımın tek yolu olduğu için bir ampul bozulunca dizi söner.`,
      },
      {
        id: 'torch-batteries',
        label: msg`El fenerinin içinde art arda dizilen piller`,
        emoji: '🔦',
        categoryId: 'series',
        explanation: msg`Piller art arda bağlanarak daha yüksek gerilim sağlar.`,
      },
      {
        id: 'switch-and-lamp',
        label: msg`Bir lamba ile onu açıp kapatan anahtar`,
        emoji: '🔘',
        categoryId: 'series',
        explanation: msg`Anahtar, kontrol ettiği lambayla aynı yol üzerindedir; yolu açıp kapatır.`,
      },
      {
        id: 'room-lamps',
        label: msg`Evdeki odaların lambaları`,
        emoji: '💡',
        categoryId: 'parallel',
        explanation: msg`Her lamba kendi kolundadır; biri bozulunca öbürleri yanar.`,
      },
      {
        id: 'sockets',
        label: msg`Mutfaktaki prizler`,
        emoji: '🔌',
        categoryId: 'parallel',
        explanation: msg`Her prize takılan alet aynı gerilimle ve ötekilerden bağımsız çalışır.`,
      },
      {
        id: 'car-lights',
        label: msg`Otomobilin iki farı`,
        emoji: '🚗',
        categoryId: 'parallel',
        explanation: msg`Farlardan biri bozulunca öbürü yanmaya devam eder.`,
      },
      {
        id: 'classroom',
        label: msg`Sınıftaki akıllı tahta ve tavan lambaları`,
        emoji: '🏫',
        categoryId: 'parallel',
        explanation: msg`Tahtayı kapatınca lambalar sönmez; her biri ayrı koldadır.`,
      },
    ],
  },
  worksheet: {
    title: msg`Seri ve Paralel Devre Çalışma Sayfası`,
    instructions: msg`Kurduğun her devrenin şemasını çiz, gözlemlerini tabloya yaz ve soruları cevapla.`,
    tasks: [
      { prompt: msg`İki ampullü seri devrenin ve iki ampullü paralel devrenin şemasını çiz.`, lines: 6 },
      { prompt: msg`Bir ampul söküldüğünde iki devrede ne olduğunu karşılaştır ve nedenini açıkla.`, lines: 3 },
      { prompt: msg`Evinizdeki lambalar seri bağlı olsaydı günlük yaşamda hangi sorunlar çıkardı? İki örnek yaz.`, lines: 3 },
      { prompt: msg`Ev elektriğiyle ilgili iki güvenlik kuralı yaz.`, lines: 2 },
    ],
    table: {
      caption: msg`Seri ve paralel devre gözlemleri`,
      columns: [msg`Devre`, msg`Ampul sayısı`, msg`Parlaklık (tek ampule göre)`, msg`Bir ampul sökülünce ne oldu?`],
      rows: 5,
    },
  },
  story: {
    title: msg`Fındık’ın Işık Dizisi`,
    paragraphs: [
      msg`Orman şenliği için Fındık ağaçlara küçük ampullerden bir ışık dizisi kurdu. Pilli dizi harika yanıyordu. Ama gece yarısı bir ampul kırıldı ve bütün ağaç karanlığa gömüldü.`,
      msg`“Bir ampul yüzünden hepsi mi söndü?” diye üzüldü Fındık. Baykuş Nine diziye baktı: “Ampullerini art arda, tek bir yol üzerine bağlamışsın. Bu seri bağlama. Yolun bir yerinden kopunca elektrik hiçbir ampule ulaşamaz.”`,
      msg`Ertesi gün Fındık her ampulü ayrı kablolarla pile bağladı. Tavşan Pıtırcık bir ampulü kasten söktü; öbürleri pırıl pırıl yanmaya devam etti. “Paralel bağlama!” dedi Fındık. “Her ampulün kendi yolu var.”`,
      msg`Baykuş Nine ekledi: “İnsanların evlerindeki lambalar da böyle bağlanır. Ama oradaki elektrik pil gibi değildir, çok tehlikelidir; ona yalnızca ustalar dokunur.”`,
    ],
    lesson: msg`Seri devrede akımın tek yolu vardır ve bir ampul sökülünce hepsi söner; paralel devrede her ampulün kendi yolu vardır. Evlerdeki lambalar ve prizler bu yüzden paralel bağlanır.`,
  },
};
