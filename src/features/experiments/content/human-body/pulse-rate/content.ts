import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Merdivenleri koşarak çıktığında kalbinin göğsünde güm güm attığını hissedersin. Kalp, kanı bütün vücuda pompalayan bir kastır. Bileğindeki ya da boynundaki küçük vuruları sayarak kalbinin ne kadar hızlı çalıştığını ölçebilirsin.`,
    sections: [
      {
        heading: msg`Dolaşım sisteminin parçaları`,
        paragraphs: [
          msg`Dolaşım sistemi kalp, damarlar ve kandan oluşur. Görevi hücrelere oksijen ve besin taşımak, hücrelerde oluşan karbondioksit ve atık maddeleri uzaklaştırmaktır.`,
          msg`Kalp, göğüs boşluğunda iki akciğerin arasında, biraz sola yatık duran, yumruk büyüklüğünde bir organdır. Dört odacığı vardır: üstte sağ ve sol kulakçık, altta sağ ve sol karıncık. Kalbin sağ tarafında karbondioksiti fazla olan kirli kan, sol tarafında oksijence zengin temiz kan bulunur; bu iki taraf arasında geçiş yoktur.`,
          msg`Kanı kalpten vücuda götüren damarlara atardamar, vücuttan kalbe getiren damarlara toplardamar denir. Atardamarların en ince kollarıyla toplardamarları birleştiren, duvarı çok ince damarlara kılcal damar denir. Hücrelerle madde alışverişi kılcal damarlarda olur.`,
        ],
      },
      {
        heading: msg`Nabız ve tansiyon`,
        paragraphs: [
          msg`Kalp her kasıldığında atardamarlara kan pompalar ve atardamarın duvarı bir an genişler. Bileğin iç yüzünde ya da boynun yanında parmak uçlarıyla hissedilen bu vurulara nabız denir. Bir dakikadaki nabız sayısı, kalbin bir dakikada kaç kez attığını gösterir.`,
          msg`Dinlenen bir çocuğun nabzı genellikle dakikada 70 ile 100 arasındadır. Koşarken ya da zıplarken kaslar daha çok oksijen ve besin harcar. Bunları yetiştirmek için kalp daha hızlı atar, soluk alıp verme de hızlanır. Hareket bitince nabız birkaç dakikada eski değerine döner.`,
          msg`Kanın atardamar duvarına yaptığı basınca tansiyon (kan basıncı) denir. Kalp kasılırken ölçülen değere büyük tansiyon, kalp gevşerken ölçülen değere küçük tansiyon denir. Tansiyon, tansiyon aletiyle ölçülür.`,
        ],
      },
      {
        heading: msg`Büyük ve küçük kan dolaşımı`,
        paragraphs: [
          msg`Büyük kan dolaşımı sol karıncıkta başlar. Temiz kan atardamarlarla bütün vücuda gider, kılcal damarlarda hücrelere oksijen ve besin bırakır, karbondioksit ve atıkları alır. Kirli kan toplardamarlarla sağ kulakçığa döner. Görevi vücut hücrelerini beslemektir.`,
          msg`Küçük kan dolaşımı sağ karıncıkta başlar. Kirli kan akciğerlere gider, orada karbondioksiti bırakır ve oksijen alır. Temizlenen kan sol kulakçığa döner. Görevi kanı temizlemektir. Küçük dolaşımda akciğere giden atardamar kirli kan, akciğerden dönen toplardamar temiz kan taşır.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Nabız`, definition: msg`Kalbin her kasılmasında atardamarlarda hissedilen vuru.` },
      { term: msg`Atardamar`, definition: msg`Kanı kalpten vücuda ve akciğerlere götüren damar.` },
      { term: msg`Toplardamar`, definition: msg`Kanı vücuttan ve akciğerlerden kalbe getiren damar.` },
      { term: msg`Kılcal damar`, definition: msg`Hücrelerle kan arasında madde alışverişinin olduğu çok ince damar.` },
      { term: msg`Büyük kan dolaşımı`, definition: msg`Sol karıncıktan vücuda gidip sağ kulakçığa dönen kanın yolu; hücreleri besler.` },
      { term: msg`Küçük kan dolaşımı`, definition: msg`Sağ karıncıktan akciğerlere gidip sol kulakçığa dönen kanın yolu; kanı temizler.` },
    ],
  },
  procedure: {
    goal: msg`Dinlenirken ve bir dakikalık hareketten sonra nabzı ölçerek kalbin çalışma hızının vücudun ihtiyacına göre nasıl değiştiğini bulmak.`,
    durationMinutes: 30,
    materials: [
      { name: msg`Saniyeleri gösteren saat ya da kronometre`, quantity: msg`her ikili gruba 1 tane` },
      { name: msg`Kalem ve çalışma sayfası`, quantity: msg`her öğrenciye 1’er tane` },
      { name: msg`Hareket için boş ve kaymayan bir alan (sınıfın arkası ya da bahçe)`, quantity: msg`1 tane` },
    ],
    safety: [
      msg`Kalp rahatsızlığı, astımı ya da doktorunun spor yasağı olan öğrenci yerinde sayma yapmaz; ölçümleri kaydeden ve süreyi tutan görevini alır. Öğretmen bunu önceden velilerle kontrol eder.`,
      msg`Hareket için sıraların arasında değil, boş ve kaymayan bir alanda çalış. Çevrende bir kol boyu boşluk bırak.`,
      msg`Başın döner, göğsün ağrır ya da nefesin çok daralırsa hemen dur, otur ve öğretmenine söyle.`,
      msg`Nabzı bileğinde hafifçe bastırarak ölç. Boyundan ölçersen yalnızca bir yanına dokun ve sıkı bastırma.`,
    ],
    steps: [
      msg`İkili gruplar kurun. Biriniz ölçüm yapar, öbürünüz süreyi tutar; sonra görev değiştirin.`,
      msg`Sandalyende 3 dakika sessizce otur. İşaret parmağınla orta parmağının uçlarını, başparmağının altındaki bileğin iç yüzüne hafifçe koy ve vuruyu bul. Başparmağını kullanma.`,
      msg`Arkadaşın “Başla” deyince 15 saniye boyunca vuruları say. Sayıyı 4 ile çarp; bu senin dinlenme nabzındır. Tabloya yaz.`,
      msg`Boş alanda 1 dakika boyunca yerinde hızlı adım at ya da hafif zıpla.`,
      msg`Hareket biter bitmez otur ve nabzını yine 15 saniye say, 4 ile çarp, tabloya yaz.`,
      msg`Oturarak dinlenmeye devam et. 1 dakika ve 3 dakika sonra nabzını yeniden ölç ve yaz.`,
      msg`Sınıfın sonuçlarını tahtada toplayın: dinlenme nabzı ile hareketten hemen sonraki nabzı karşılaştırın.`,
    ],
    observations: [
      msg`Hareketten hemen sonra nabzın dinlenme nabzına göre kaç vuru arttı?`,
      msg`Hareket sırasında soluk alıp verme hızın nasıl değişti?`,
      msg`Dinlendikçe nabzın ne oldu? Kaç dakikada eski değerine yaklaştı?`,
      msg`Sınıftaki arkadaşlarının dinlenme nabızları birbirinin aynısı mı?`,
    ],
    conclusion: msg`Hareket eden kaslar daha çok oksijen ve besin harcar, daha çok karbondioksit üretir. Bu yüzden kalp daha hızlı atarak kanı daha hızlı dolaştırır ve nabız artar; solunum da hızlanır. Hareket bitince ihtiyaç azalır ve nabız yavaş yavaş dinlenme değerine döner. Dolaşım ve solunum sistemleri birlikte çalışır.`,
  },
  questions: [
    {
      id: 'what-is-pulse',
      prompt: msg`Bileğimizde parmak uçlarımızla hissettiğimiz nabız nedir?`,
      options: [
        msg`Kalbin her kasılmasında atardamarda oluşan vuru`,
        msg`Akciğerlerin her soluk alışta şişmesi`,
        msg`Kasların yorulunca titremesi`,
        msg`Toplardamarlardaki kanın durması`,
      ],
      correctIndex: 0,
      explanation: msg`Kalp her kasıldığında atardamarlara kan pompalanır ve atardamarın duvarı bir an genişler. Bu vuruyu nabız olarak hissederiz; her nabız vurusu bir kalp atışıdır.`,
      hints: [msg`Nabzı saydığında aslında hangi organın çalışmasını ölçüyorsun?`, msg`Kan kalpten hangi damarlarla çıkar?`],
    },
    {
      id: 'count-pulse',
      prompt: msg`Elif hareketten sonra 15 saniyede 28 nabız vurusu saydı. Elif’in bir dakikadaki nabzı kaçtır?`,
      options: [msg`43`, msg`112`, msg`56`, msg`84`],
      correctIndex: 1,
      explanation: msg`Bir dakika 60 saniyedir, yani 15 saniyenin 4 katıdır. 28 × 4 = 112 vuru/dakika.`,
      hints: [msg`Bir dakikada kaç tane 15 saniye vardır?`, msg`15 saniyedeki sayıyı bu sayıyla çarp.`],
    },
    {
      id: 'why-faster',
      prompt: msg`Koşarken nabzımız neden artar?`,
      options: [
        msg`Kalp yorulduğu için düzensiz atar.`,
        msg`Kan koşarken koyulaşır ve daha yavaş akar.`,
        msg`Çalışan kaslara daha çok oksijen ve besin taşınması gerekir.`,
      ],
      correctIndex: 2,
      explanation: msg`Çalışan kaslar daha çok enerji harcar. Enerji için gereken oksijen ve besini yetiştirmek, oluşan karbondioksiti uzaklaştırmak için kalp daha hızlı atar.`,
      hints: [msg`Koşarken hangi organlarımız her zamankinden çok çalışır?`, msg`Kan hücrelere neler taşır?`],
    },
    {
      id: 'small-circulation',
      prompt: msg`Küçük kan dolaşımı kalbin hangi bölümünde başlar, hangisinde biter?`,
      options: [
        msg`Sol karıncıkta başlar, sağ kulakçıkta biter.`,
        msg`Sol kulakçıkta başlar, sağ karıncıkta biter.`,
        msg`Sağ karıncıkta başlar, sol kulakçıkta biter.`,
      ],
      correctIndex: 2,
      explanation: msg`Küçük dolaşımda kirli kan sağ karıncıktan akciğerlere pompalanır, orada oksijen alır ve temiz kan olarak sol kulakçığa döner. Sol karıncıkta başlayıp sağ kulakçıkta biten yol büyük dolaşımdır.`,
      hints: [
        msg`Küçük dolaşımın görevi kanı akciğerlerde temizlemektir.`,
        msg`Kirli kan kalbin hangi tarafında bulunur? Dolaşım kirli kanla başlar.`,
        msg`Kan kalbe her zaman bir kulakçıktan girer, bir karıncıktan çıkar.`,
      ],
    },
    {
      id: 'capillaries',
      prompt: msg`Kan ile vücut hücreleri arasındaki oksijen, besin ve karbondioksit alışverişi hangi damarlarda olur?`,
      options: [msg`Atardamarlarda`, msg`Kılcal damarlarda`, msg`Toplardamarlarda`],
      correctIndex: 1,
      explanation: msg`Kılcal damarların duvarı çok incedir ve bütün dokuların arasına kadar uzanır. Madde alışverişi bu ince duvarlardan olur.`,
      hints: [msg`Madde alışverişi için damarın duvarı nasıl olmalıdır?`, msg`Atardamarlarla toplardamarları birbirine bağlayan damarları düşün.`],
    },
    {
      id: 'thumb',
      prompt: msg`Nabız ölçerken neden başparmak yerine işaret ve orta parmağımızı kullanırız?`,
      options: [
        msg`Başparmağın kendi nabzı vardır; onu bileğin nabzıyla karıştırabiliriz.`,
        msg`Başparmak daha kısa olduğu için bileğe yetişmez.`,
        msg`Başparmakla dokunmak kalbi yavaşlatır.`,
      ],
      correctIndex: 0,
      explanation: msg`Başparmağın içinden de bir atardamar geçer. Başparmakla ölçersek kendi parmağımızdaki vuruyu bileğinkiyle karıştırıp yanlış sayabiliriz.`,
      hints: [msg`Nabzı, atardamarın geçtiği her yerde hissedebiliriz.`, msg`Ölçüm yapan parmağın içinde de bir şey atıyor olabilir mi?`],
    },
  ],
  activity: {
    kind: 'sequence',
    title: msg`Kanın vücuttaki yolculuğu`,
    instructions: msg`Sol karıncıktan çıkan kanın, vücudu ve akciğerleri dolaşıp yeniden sol karıncığa gelene kadar izlediği yolu sıraya koy. Adımları yukarı ve aşağı düğmeleriyle taşı, sonra “Kontrol et” düğmesine bas.`,
    stepsInOrder: [
      msg`Sol karıncık kasılır ve temiz kanı atardamarlarla vücuda pompalar.`,
      msg`Kan vücuttaki kılcal damarlara gelir; hücrelere oksijen ve besin bırakır, karbondioksit ve atıkları alır.`,
      msg`Kirli kan toplardamarlarla kalbe döner ve sağ kulakçığa girer.`,
      msg`Kan sağ kulakçıktan sağ karıncığa geçer.`,
      msg`Sağ karıncık kasılır ve kirli kanı akciğerlere pompalar.`,
      msg`Akciğerlerde kan karbondioksiti bırakır, oksijen alır.`,
      msg`Temiz kan sol kulakçığa döner, oradan yeniden sol karıncığa geçer.`,
    ],
  },
  worksheet: {
    title: msg`Nabız Ölçme Çalışma Sayfası`,
    instructions: msg`Her ölçümde 15 saniyedeki vuruları say, 4 ile çarp ve tabloya yaz. Sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`Hareketten hemen sonraki nabzın, dinlenme nabzından kaç fazla? Bunun nedenini açıkla.`, lines: 3 },
      { prompt: msg`Büyük kan dolaşımının ve küçük kan dolaşımının görevlerini birer cümleyle yaz.`, lines: 3 },
      { prompt: msg`Ölçümü 15 saniye yerine 1 dakika boyunca yapsaydık sonuç daha mı güvenilir olurdu? Neden?`, lines: 3 },
      { prompt: msg`Kalbini ve damarlarını sağlıklı tutmak için yapabileceğin üç şey yaz.`, lines: 3 },
    ],
    table: {
      caption: msg`Nabız ölçümleri`,
      columns: [msg`Ne zaman?`, msg`15 saniyedeki vuru`, msg`Dakikadaki nabız (× 4)`, msg`Soluk alıp verme: yavaş mı, hızlı mı?`],
      rows: 4,
    },
  },
  story: {
    title: msg`Fındık’ın Kalp Davulu`,
    paragraphs: [
      msg`Sincap Fındık, Tavşan Pıtırcık’la ormandaki büyük meşeye kadar yarıştı. Ağacın dibine vardığında soluk soluğaydı. Göğsünde bir davul çalıyor gibiydi: güm, güm, güm!`,
      msg`“Kalbim çok hızlı atıyor, bozuldu mu acaba?” diye sordu. Dalda oturan Baykuş Nine güldü: “Bozulmadı, tam tersine görevini yapıyor. Bileğine iki parmağını koy ve say bakalım.”`,
      msg`Fındık 15 saniyede 40 vuru saydı. Baykuş Nine açıkladı: “Koşarken bacak kasların çok çalıştı. Onlara daha çok oksijen ve besin gerekiyordu. Kalbin de kanı daha hızlı pompaladı.”`,
      msg`Birkaç dakika dinlendikten sonra Fındık yeniden saydı. Vurular yavaşlamıştı. Pıtırcık sordu: “Peki kan nereye gidiyor?” Baykuş Nine kanadıyla bir daire çizdi: “Kalpten vücuda, vücuttan kalbe; kalpten akciğerlere, akciğerlerden yine kalbe. Hiç durmayan iki yol.”`,
      msg`O günden sonra Fındık her koşudan sonra nabzını saydı ve kalbinin ne kadar çabuk dinlendiğini not etti. “Düzenli koşarsam kalbim güçlenir,” dedi.`,
    ],
    lesson: msg`Kalp, vücudun ihtiyacına göre hızlanır ve yavaşlar. Nabzımızı sayarak kalbimizin çalışmasını izleyebiliriz; düzenli hareket ve dengeli beslenme dolaşım sistemini sağlıklı tutar.`,
  },
};
