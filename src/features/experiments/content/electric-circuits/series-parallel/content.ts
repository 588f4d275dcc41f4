import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Evindeki odalardan birinin lambası bozulduğunda öteki odaların lambaları yanmaya devam eder. Oysa bazı eski süs ışıklarında tek bir ampul bozulunca bütün dizi söner. Aradaki fark, ampullerin devreye bağlanma şeklidir.`,
    sections: [
      {
        heading: msg`Seri bağlama`,
        paragraphs: [
          msg`Ampuller tek bir yol üzerinde, ard arda bağlanırsa seri bağlanmış olur. Akımın izleyebileceği yalnızca bir yol vardır; bu yüzden devrenin her noktasından aynı akım geçer.`,
          msg`Pilin gerilimi seri bağlı ampuller arasında paylaşılır: toplam 3 V’luk pillere seri bağlı iki özdeş ampulün her birinin uçları arasında 1,5 V olur. Seri bağlı ampul sayısı arttıkça her ampul daha sönük yanar. Ampullerden biri sökülür ya da bozulursa devre açılır ve hepsi söner.`,
        ],
      },
      {
        heading: msg`Paralel bağlama`,
        paragraphs: [
          msg`Ampullerin her biri pile ayrı bir kolla bağlanırsa paralel bağlanmış olur. Pilden çıkan akım kollara ayrılır. Her kol pilin iki ucuna bağlı olduğu için her ampulün uçları arasındaki gerilim, pilin gerilimine eşittir.`,
          msg`Özdeş ampuller paralel bağlandığında her biri, devrede tek başına bağlıymış gibi parlak yanar. Bir ampul sökülse bile öbürleri yanmaya devam eder. Ama pilden çekilen toplam akım artar; bu yüzden pil daha çabuk biter. Evlerdeki lambalar ve prizler de birbirine paralel bağlıdır.`,
        ],
      },
      {
        heading: msg`Akımı ve gerilimi ölçmek`,
        paragraphs: [
          msg`Elektrik akımı ampermetreyle ölçülür; birimi amperdir (A). Ampermetre, akımını ölçmek istediğimiz yol üzerine seri bağlanır; akım ampermetrenin içinden geçer.`,
          msg`Gerilim voltmetreyle ölçülür; birimi volttur (V). Voltmetre, gerilimini ölçmek istediğimiz elemanın iki ucuna paralel bağlanır. Okulunda pille çalışan dijital bir ölçü aleti (multimetre) varsa ikisini de onunla ölçebilirsin.`,
          msg`Ampermetre asla tek başına pilin iki ucuna bağlanmaz. Arada ampul olmadığında bu bir kısa devredir; hem pil hem alet zarar görür.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Seri bağlama`, definition: msg`Devre elemanlarının tek bir yol üzerinde ard arda bağlanması.` },
      { term: msg`Paralel bağlama`, definition: msg`Devre elemanlarının her birinin pile ayrı bir kolla bağlanması.` },
      { term: msg`Elektrik akımı`, definition: msg`Devrede elektrik yüklerinin akışı; birimi amper (A).` },
      { term: msg`Gerilim`, definition: msg`Pilin devredeki yükleri hareket ettirme etkisi; birimi volt (V).` },
      { term: msg`Ampermetre`, definition: msg`Akımı ölçen alet; devreye seri bağlanır.` },
      { term: msg`Voltmetre`, definition: msg`Gerilimi ölçen alet; ölçülecek elemanın uçlarına paralel bağlanır.` },
    ],
  },
  procedure: {
    goal: msg`Özdeş ampulleri seri ve paralel bağlayarak parlaklıklarını, bir ampul söküldüğünde olanları ve akım ile gerilim değerlerini karşılaştırmak.`,
    durationMinutes: 45,
    materials: [
      { name: msg`1,5 V kalem pil ve ikili pil yatağı`, quantity: msg`2 pil, 1 yatak` },
      { name: msg`Özdeş 3,5 V’luk küçük ampul ve duyu`, quantity: msg`2’şer tane` },
      { name: msg`Timsah uçlu bağlantı kablosu`, quantity: msg`8 tane` },
      { name: msg`Anahtar`, quantity: msg`1 tane` },
      { name: msg`Ampermetre ve voltmetre ya da pille çalışan dijital multimetre`, quantity: msg`1’er tane` },
      { name: msg`Kareli kâğıt ve kalem`, quantity: msg`1’er tane` },
    ],
    safety: [
      msg`Deneyi yalnızca pillerle yap; kabloları ve ölçü aletlerini asla prize bağlama.`,
      msg`Pilin iki ucunu ya da ampermetreyi, arada ampul olmadan doğrudan pile bağlama (kısa devre).`,
      msg`Devreyi kurarken ve değiştirirken anahtarı açık tut. Multimetreyle akım ölçülecekse aleti akım (10 A) kademesine öğretmenin ayarlasın; yanlış kademe aletin sigortasını yakabilir.`,
      msg`Yanan ampul ısınır; sökmeden önce anahtarı aç ve ampulün soğumasını bekle.`,
    ],
    steps: [
      msg`Pilleri yatağa yerleştir. Bir ampul, anahtar ve kablolarla basit bir devre kur. Anahtarı kapat ve ampulün parlaklığını incele; bu ampul karşılaştırma ölçün olacak. Parlaklığına 3 puan ver.`,
      msg`Anahtarı aç. İkinci ampulü birincinin ardına ekleyerek seri devre kur ve şemasını çiz. Anahtarı kapat; ampullerin parlaklığını 1 ile 5 arasında puanla.`,
      msg`Voltmetrenin uçlarını önce pil yatağının iki ucuna, sonra ampullerden birinin iki ucuna dokundur. İki değeri de tabloya yaz.`,
      msg`Anahtarı aç, ampullerden birini duyundan çıkar ve anahtarı yeniden kapat. Öbür ampule ne oldu?`,
      msg`Şimdi iki ampulü, her biri pile ayrı bir kolla bağlanacak şekilde paralel bağla ve şemasını çiz. Parlaklıklarını puanla; voltmetreyle bir ampulün uçları arasındaki gerilimi ölç.`,
      msg`Anahtarı aç, ampullerden birini çıkar ve anahtarı kapat. Öbür ampul yanmaya devam ediyor mu?`,
      msg`Ampermetreyi pil ile anahtar arasına seri bağla. Tek ampullü, iki seri ampullü ve iki paralel ampullü devrelerde pilden çekilen akımı oku ve tabloya yaz.`,
    ],
    observations: [
      msg`Seri bağlı ampuller tek ampule göre nasıl yandı? Paralel bağlı ampuller nasıl yandı?`,
      msg`Seri devrede bir ampulün uçlarındaki gerilim ile pilin gerilimi arasında nasıl bir ilişki var?`,
      msg`Hangi bağlamada bir ampul sökülünce öbürü söndü?`,
      msg`Pilden çekilen akım hangi devrede en büyüktü?`,
    ],
    conclusion: msg`Seri bağlı ampullerde akımın tek bir yolu vardır. Pilin gerilimi ampuller arasında paylaşılır, ampuller sönük yanar ve biri sökülünce hepsi söner. Paralel bağlı ampullerin her biri pilin geriliminin tamamını alır; her biri yaklaşık tek ampul kadar parlak yanar ve biri sökülünce öbürleri yanmaya devam eder. Ancak paralel devrede pilden daha çok akım çekilir ve pil daha çabuk biter.`,
  },
  questions: [
    {
      id: 'remove-series',
      prompt: msg`Seri bağlı iki ampulden biri duyundan çıkarılırsa öbür ampule ne olur?`,
      options: [msg`Daha parlak yanar.`, msg`Söner.`, msg`Aynı parlaklıkta yanmaya devam eder.`],
      correctIndex: 1,
      explanation: msg`Seri devrede akımın tek bir yolu vardır. Bir ampul çıkarılınca bu yol kopar, devre açılır ve öbür ampulden de akım geçmez.`,
      hints: [msg`Seri devrede akım kaç farklı yoldan geçebilir?`, msg`Ampul çıkarılınca onun bulunduğu yerde ne oluşur? Devre açık mı kalır, kapalı mı?`],
    },
    {
      id: 'house-wiring',
      prompt: msg`Evlerdeki lambaların birbirine paralel bağlanmasının en önemli yararı nedir?`,
      options: [msg`Bir lamba bozulunca öbürleri yanmaya devam eder.`, msg`Lambalar hiç elektrik harcamaz.`, msg`Evde kablo kullanmaya gerek kalmaz.`],
      correctIndex: 0,
      explanation: msg`Paralel bağlamada her lambanın kendi kolu vardır. Bir lamba bozulursa yalnızca onun kolu açılır; öbür lambalar yanmaya devam eder. Ayrıca her lamba şebekenin geriliminin tamamını alır.`,
      hints: [msg`Deneyde paralel devreden bir ampulü çıkardığında ne olmuştu?`, msg`Paralel bağlamada her ampulün pile giden kendi yolu vardır.`],
    },
    {
      id: 'parallel-voltage',
      prompt: msg`Voltmetre pilin uçlarında 3 V okuyor. Pile iki özdeş ampul paralel bağlıysa bir ampulün uçlarında kaç volt okunur?`,
      options: [msg`0 V`, msg`1,5 V`, msg`3 V`, msg`6 V`],
      correctIndex: 2,
      explanation: msg`Paralel bağlı her ampulün kolu doğrudan pilin iki ucuna bağlıdır. Bu yüzden her ampulün uçları arasındaki gerilim pilin gerilimine, yani 3 V’a eşittir.`,
      hints: [
        msg`Seri bağlamada gerilim ampuller arasında paylaşılır. Paralel bağlamada da öyle mi?`,
        msg`Paralel bağlı bir ampulün iki ucu, kablolarla pilin hangi noktalarına bağlanır?`,
      ],
    },
    {
      id: 'ammeter',
      prompt: msg`Bir ampulden geçen akımı ölçmek isteyen Mert ampermetreyi nasıl bağlamalıdır?`,
      options: [msg`Ampulün iki ucuna paralel`, msg`Arada ampul olmadan doğrudan pilin iki ucuna`, msg`Ampulle aynı yol üzerine seri`],
      correctIndex: 2,
      explanation: msg`Ampermetre, akımın kendi içinden geçmesi için ölçülen yol üzerine seri bağlanır. Ampermetreyi ampulsüz olarak pile bağlamak kısa devre yapar.`,
      hints: [
        msg`Ampermetrenin akımı ölçebilmesi için akımın onun içinden geçmesi gerekir.`,
        msg`Elemanın uçlarına paralel bağlanan ölçü aleti hangisiydi? Ampermetre onun gibi bağlanmaz.`,
      ],
    },
    {
      id: 'brighter',
      prompt: msg`Aynı pile önce iki özdeş ampul seri, sonra paralel bağlanıyor. Hangi durumda ampuller daha parlak yanar?`,
      options: [msg`Seri bağlandığında`, msg`Paralel bağlandığında`, msg`İki durumda da aynı`],
      correctIndex: 1,
      explanation: msg`Seri bağlamada pilin gerilimi iki ampul arasında paylaşılır. Paralel bağlamada her ampul pilin geriliminin tamamını alır, bu yüzden daha parlak yanar.`,
      hints: [msg`Deneyinde iki bağlamada verdiğin parlaklık puanlarını karşılaştır.`, msg`Hangi bağlamada her ampulün uçlarındaki gerilim daha büyüktü?`],
    },
    {
      id: 'battery-life',
      prompt: msg`Aynı pillerle kurulan aşağıdaki devrelerden hangisinde piller en çabuk biter?`,
      options: [msg`Üç ampulün paralel bağlandığı devre`, msg`Üç ampulün seri bağlandığı devre`, msg`Tek ampullü devre`],
      correctIndex: 0,
      explanation: msg`Paralel bağlı her ampul pilden ayrı bir akım çeker; pilden çekilen toplam akım ampul sayısıyla artar. Çok akım veren pil daha çabuk biter.`,
      hints: [msg`Pil ne kadar çok akım verirse o kadar çabuk biter.`, msg`Ampermetre okumalarını hatırla: pilden çekilen akım hangi bağlamada en büyüktü?`],
    },
  ],
  activity: {
    kind: 'simulation',
    title: msg`Seri ve paralel tezgâhı`,
    instructions: msg`Ampul sayısını 2 ya da 3 yap ve bağlama şeklini seri ile paralel arasında değiştir. Her ampulün parlaklığını ve pillerin verdiği akımı karşılaştır: hangi bağlamada ampuller daha parlak yanıyor, hangisinde piller daha çok akım veriyor?`,
    simulation: 'bulb-brightness',
  },
  worksheet: {
    title: msg`Seri ve Paralel Bağlama Çalışma Sayfası`,
    instructions: msg`Her devreyi kurduğunda şemasını çiz ve ölçümlerini tabloya yaz (parlaklık: 1 = çok sönük, 5 = çok parlak).`,
    tasks: [
      { prompt: msg`İki ampulün seri ve paralel bağlandığı devrelerin şemalarını çiz; ampermetreyi ve voltmetreyi de şemada göster.`, lines: 6 },
      { prompt: msg`Seri ve paralel bağlamayı parlaklık, bir ampul söküldüğünde olanlar ve pilin ömrü bakımından karşılaştır.`, lines: 4 },
      { prompt: msg`Evlerdeki lambalar neden paralel bağlanır? İki neden yaz.`, lines: 2 },
    ],
    table: {
      caption: msg`Ölçümlerim`,
      columns: [msg`Devre`, msg`Parlaklık (1–5)`, msg`Bir ampulün gerilimi (V)`, msg`Pilden çekilen akım (A)`],
      rows: 3,
    },
  },
  story: {
    title: msg`Fındık’ın Bayram Işıkları`,
    paragraphs: [
      msg`Orman şenliği yaklaşıyordu. Sincap Fındık, meşe ağacını pilli küçük ampullerle süslemek istiyordu. Ampulleri bir kablo boyunca ard arda dizdi ve pile bağladı. Ampuller yandı ama hepsi biraz sönüktü.`,
      msg`Tam o sırada bir ampul dala çarpıp yerinden çıktı ve bütün dizi söndü! “Bir ampul yüzünden hepsi mi?” diye şaşırdı Fındık. Baykuş Nine yanına kondu: “Ampullerini seri bağlamışsın. Akımın tek bir yolu var; yol kopunca hepsi söner.”`,
      msg`Baykuş Nine kanadıyla toprağa yeni bir şema çizdi. Her ampul pile ayrı bir kolla bağlanıyordu. Fındık ampulleri böyle paralel bağladı. Bu kez her biri parıl parıl yandı. Bir ampulü çıkardığında öbürleri yanmaya devam etti.`,
      msg`Şenliğin ortasında ışıklar biraz erken zayıfladı. Baykuş Nine cebinden küçük bir ampermetre çıkardı: “Bak, paralel devrede pil her ampule ayrı akım veriyor. Toplam akım büyük, pil de daha çabuk bitiyor.”`,
      msg`Fındık yedek pilleri yerleştirirken gülümsedi: “Demek evimizdeki lambalar da paralel. Biri bozulunca öbürleri yanmaya devam ediyor!”`,
    ],
    lesson: msg`Seri bağlı ampuller pilin gerilimini paylaşır ve birlikte söner. Paralel bağlı ampullerin her biri pilin geriliminin tamamını alır; biri sönse de öbürleri yanar, ama pil daha çabuk biter.`,
  },
};
